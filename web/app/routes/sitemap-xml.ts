import { prerenderedPaths, serverRenderedPaths } from '../../../react-router.config.ts';
import { SITE_ORIGIN } from '#web/lib/seo.ts';

/** Pages worth a search result: the public pages, without sign-in forms and the files themselves. */
function indexablePaths(): string[] {
  return [...serverRenderedPaths, ...prerenderedPaths].filter(
    (p) => !p.startsWith('/auth/') && !/\.[a-z]+$/.test(p),
  );
}

/** /sitemap.xml, generated at build time from the page lists and the configured public origin. */
export function loader() {
  const urls = indexablePaths()
    .map((p) => `  <url><loc>${SITE_ORIGIN}${p}</loc><priority>${p === '/' ? '1.0' : '0.7'}</priority></url>`)
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
