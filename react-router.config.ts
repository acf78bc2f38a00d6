import type { Config } from '@react-router/dev/config';

/** Pages whose content is fixed at build time: rendered to HTML once, served from memory. */
export const prerenderedPaths = [
  '/about',
  '/features/quality-of-life',
  '/features/specless',
  '/features/torment',
  '/features/unique-items',
  '/features/other/service-quality',
  '/features/other/other-changes',
  '/support/help',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
];

/** Pages showing the site's data, rendered by the server on each request from their loaders. */
export const serverRenderedPaths = [
  '/',
  '/news',
  '/support/bug-tracker',
  '/realms',
  '/support/how-to-connect',
];

export default {
  appDirectory: 'web/app',
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // Every other path (news articles, the signed-in and admin screens) is rendered by the server
  // (server/platform/web-render.ts) with React Router's request handler.
  ssr: true,
  // robots.txt and sitemap.xml are written at build time from resource routes (web/app/routes/*-txt|xml.ts).
  prerender: [...prerenderedPaths, '/robots.txt', '/sitemap.xml'],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
