import { LANGUAGES } from '#contract/i18n/languages.ts';
import { realmStatisticsPath } from '#contract/statistics.ts';
import { INDEXED_PAGES } from '#web/lib/public-pages.ts';
import type { Route } from './+types/sitemap-xml';
import { pageContext } from '#web/lib/page-context.ts';

/** /sitemap.xml, on the origin the site runs at (PUBLIC_URL, or its address), with each realm's statistics. */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl, reads } = context.get(pageContext);
  // Each realm's statistics page beside the fixed pages.
  const pages = [...INDEXED_PAGES, ...reads.realmSummaries().map((realm) => realmStatisticsPath(realm.id))];
  // Each page once per language, each naming its other languages (hreflang alternates).
  const urls = pages
    .flatMap((p) =>
      LANGUAGES.map((code) =>
        [
          `  <url><loc>${publicUrl}${p}?lang=${code}</loc>`,
          ...LANGUAGES.map(
            (other) =>
              `<xhtml:link rel="alternate" hreflang="${other}" href="${publicUrl}${p}?lang=${other}"/>`,
          ),
          `<priority>${p === '/' ? '1.0' : '0.7'}</priority></url>`,
        ].join(''),
      ),
    )
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
