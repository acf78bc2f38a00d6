import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * docs/product.md §2.1 route table: the article page, the reset page and the registration's
 * confirmation (docs/product.md §10.2, §10.3, §10.18), the audit log, who is online, the configuration
 * and the statistics for staff, the realms' status, who is online on each, each realm's statistics
 * (§13), how to connect, the player's account, the armory (§11) and the ladders (§12).
 */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('features/quality-of-life', 'routes/features/quality-of-life.tsx'),
  route('features/specless', 'routes/features/specless.tsx'),
  route('features/torment', 'routes/features/torment.tsx'),
  route('features/tourment', 'routes/features/tourment-redirect.tsx'),
  route('features/unique-items', 'routes/features/unique-items.tsx'),
  route('features/other/service-quality', 'routes/features/other/service-quality.tsx'),
  route('features/other/other-changes', 'routes/features/other/other-changes.tsx'),
  route('auth/login', 'routes/auth/login.tsx'),
  route('auth/register', 'routes/auth/register.tsx'),
  route('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
  route('auth/reset-password', 'routes/auth/reset-password.tsx'),
  route('auth/confirm', 'routes/auth/confirm.tsx'),
  route('support/help', 'routes/support/help.tsx'),
  route('support/how-to-connect', 'routes/support/how-to-connect.tsx'),
  route('support/bug-tracker', 'routes/support/bug-tracker.tsx'),
  route('support/report-bug', 'routes/support/report-bug.tsx'),
  route('account', 'routes/account/account.tsx'),
  route('account/email/confirm', 'routes/account/email-confirm.tsx'),
  route('realms', 'routes/realms/realms.tsx'),
  route('realms/:id/online', 'routes/realms/realm-online.tsx'),
  route('realms/:id/statistics', 'routes/realms/realm-statistics.tsx'),
  route('armory', 'routes/armory/armory-search.tsx'),
  route('armory/:realmId/guild/:name', 'routes/armory/armory-guild.tsx'),
  route('armory/:realmId/arena-team/:teamId', 'routes/armory/armory-arena-team.tsx'),
  route('armory/:realmId/:name', 'routes/armory/armory-character.tsx'),
  route('ladder', 'routes/ladder/ladder.tsx'),
  route('news', 'routes/news/news-list.tsx'),
  route('news/:id', 'routes/news/news-article.tsx'),
  route('admin', 'routes/admin/dashboard.tsx'),
  route('admin/news-management', 'routes/admin/news-management.tsx'),
  route('admin/accounts', 'routes/admin/accounts.tsx'),
  route('admin/characters', 'routes/admin/characters.tsx'),
  route('admin/audit', 'routes/admin/audit.tsx'),
  route('admin/online', 'routes/admin/online.tsx'),
  route('admin/configuration', 'routes/admin/configuration.tsx'),
  route('admin/statistics', 'routes/admin/statistics.tsx'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
