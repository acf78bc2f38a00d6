import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { deferHydration } from './scripts/defer-hydration.ts';
import { preactReadyHtml } from './scripts/preact-ready-html.ts';

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
  buildEnd: ({ reactRouterConfig }) => {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    // Pages as Preact hydrates them (scripts/preact-ready-html.ts), and the landing page starting
    // its app on demand (scripts/defer-hydration.ts explains why).
    preactReadyHtml(client);
    deferHydration(client);
  },
  appDirectory: 'web/app',
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: false,
  // robots.txt and sitemap.xml are written at build time from resource routes (web/app/routes/*-txt|xml.ts).
  prerender: [...prerenderedPaths, '/robots.txt', '/sitemap.xml'],
} satisfies Config;
