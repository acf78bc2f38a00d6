import type { Route } from './+types/robots-txt';

/** /robots.txt, naming the sitemap on the origin the site runs at (PUBLIC_URL, or its address). */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /support/report-bug',
    '',
    `Sitemap: ${context.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
