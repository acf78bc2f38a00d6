import { INDEXED_PAGES } from '#web/lib/public-pages.ts';
import type { Route } from './+types/sitemap-xml';
import { pageContext } from '#web/lib/page-context.ts';

/** /sitemap.xml, on the origin the site runs at (PUBLIC_URL, or its address). */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(pageContext);
  const urls = INDEXED_PAGES.map(
    (p) => `  <url><loc>${publicUrl}${p}</loc><priority>${p === '/' ? '1.0' : '0.7'}</priority></url>`,
  ).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
