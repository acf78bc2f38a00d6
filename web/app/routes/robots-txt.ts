import type { Route } from './+types/robots-txt';
import { pageContext } from '#web/lib/page-context.ts';

/**
 * /robots.txt, naming the sitemap on the origin the site runs at (PUBLIC_URL, or its address). The
 * sign-in and registration screens stay open to search engines: players look for them by the realm's
 * name. The password reset page is crawled so that its `noindex` is seen.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(pageContext);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /support/report-bug',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
