import { SITE_ORIGIN } from '#web/lib/seo.ts';

/** /robots.txt, written at build time (prerendered) so it names the configured public origin. */
export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /support/report-bug',
    '',
    `Sitemap: ${SITE_ORIGIN}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
