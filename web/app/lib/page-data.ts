import { createContext, data, type RouterContextProvider } from 'react-router';
import type { PageContext } from '#contract/in-process-api.ts';

/**
 * What the production server gives a render (server/platform/web-render.ts, which finds this key in
 * the build's entry module); empty under the dev server. Marked pure so the browser's bundles, whose
 * loaders are stripped, leave it out.
 */
export const pageContext = /* @__PURE__ */ createContext<PageContext>({});

/** The `context` of a route loader. */
export type LoaderContext = Readonly<RouterContextProvider>;

/**
 * A public API answer for a route loader (loaders run on the server only). In production the server
 * answers in process; under `react-router dev` the call goes over HTTP to the dev server, which
 * proxies /api to the API. A failure becomes a response with the API's status, for the route's
 * error boundary.
 */
export async function getFromApi<T>(
  context: LoaderContext,
  page: URL,
  path: string,
  query: { [key: string]: unknown } = {},
): Promise<T> {
  const { api } = context.get(pageContext);
  const url = new URL(`/api${path}`, page);
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  const target = `${url.pathname}${url.search}`;
  let status: number;
  let body: unknown;
  if (api) {
    ({ status, body } = await api.get(target));
  } else {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    status = response.status;
    body = await response.json().catch(() => null);
  }
  if (status >= 400) {
    const message = (body as { error?: string } | null)?.error ?? 'The request failed';
    throw data({ message }, { status });
  }
  return body as T;
}
