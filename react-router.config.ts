import type { Config } from '@react-router/dev/config';

/** Public pages are rendered to HTML at build time; the app parts hydrate from the SPA fallback. */
export const prerenderedPaths = [
  '/',
  '/about',
  '/features/quality-of-life',
  '/features/specless',
  '/features/torment',
  '/features/unique-items',
  '/features/other/service-quality',
  '/features/other/other-changes',
  '/support/help',
  '/support/bug-tracker',
  '/news',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
];

export default {
  appDirectory: 'web/app',
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: prerenderedPaths,
} satisfies Config;
