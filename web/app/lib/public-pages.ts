/** The public pages worth a search result: the sitemap lists them (the sign-in screens are left out). */
export const INDEXED_PAGES = [
  '/',
  '/news',
  '/realms',
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
];
