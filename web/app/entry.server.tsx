import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import { LANGUAGES } from '#contract/i18n/languages.ts';
import { loadLanguage } from '#contract/i18n/messages.ts';
import { deferAppStart } from '#web/lib/app-start.tsx';

// The server finds this key in the build to give each render its reads (server/web/pages.ts).
export { pageContext } from '#web/lib/page-context.ts';

// Every language is ready before the first render: a page is rendered in any of them.
await Promise.all(LANGUAGES.map(loadLanguage));

export const streamTimeout = 5_000;

/**
 * Renders a page whole rather than streaming it: its data is loaded before rendering (route loaders),
 * the pages are small, and a public page's HTML is rewritten so its app starts on demand
 * (lib/app-start.tsx).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  let status = responseStatusCode;
  // React's Node stream, read in a loop: its web stream read through a Response cost a character
  // page about 8% more render time.
  const { prelude } = await prerenderToNodeStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error) {
        status = 500;
        console.error(error);
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  const html = deferAppStart(Buffer.concat(chunks).toString('utf8'));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status, headers: responseHeaders });
}
