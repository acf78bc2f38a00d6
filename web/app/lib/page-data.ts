import { data, type AppLoadContext } from 'react-router';
import type { InProcessApi } from '#contract/in-process-api.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** Given by the production server (server/platform/web-render.ts); absent under the dev server. */
    api?: InProcessApi;
    /** The site's public origin as the server is configured (PUBLIC_URL), for absolute links. */
    publicUrl?: string;
  }
}

/**
 * A public API answer for a route loader (loaders run on the server only). In production the server
 * answers in process; under `react-router dev` the call goes over HTTP to the dev server, which
 * proxies /api to the API. A failure becomes a response with the API's status, for the route's
 * error boundary.
 */
export async function getFromApi<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
  query: { [key: string]: unknown } = {},
): Promise<T> {
  const url = new URL(`/api${path}`, request.url);
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  const target = `${url.pathname}${url.search}`;
  let status: number;
  let body: unknown;
  if (context.api) {
    ({ status, body } = await context.api.get(target));
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
