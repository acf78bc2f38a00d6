import type { Route } from './+types/robots-txt';
import { pageContext } from '#web/lib/page-context.ts';

/** /robots.txt, naming the sitemap on the origin the site runs at (PUBLIC_URL, or its address). */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(pageContext);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /support/report-bug',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
