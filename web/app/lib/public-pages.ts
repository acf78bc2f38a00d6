/**
 * The public pages worth a search result: the sitemap lists them. The password reset page is left out:
 * it is reached by a mailed link only, and carries `noindex`.
 */
export const INDEXED_PAGES = [
  '/',
  '/news',
  '/realms',
  '/armory',
  '/ladder',
  '/support/bug-tracker',
  '/support/how-to-connect',
  '/support/help',
  '/about',
  '/features/quality-of-life',
  '/features/specless',
  '/features/torment',
  '/features/unique-items',
  '/features/other/service-quality',
  '/features/other/other-changes',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
];
