import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web/app',
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // Every page is rendered by the server when first asked for and held until what it shows changes
  // (server/web/pages.ts, ADR 018): nothing is prerendered at build time, so every page carries the
  // live realm status and the address the site runs at.
  ssr: true,
  future: {
    // Loaders read what the server gives each render under a context key (web/app/lib/page-context.ts).
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Loaders read the page's address from `url`: `request.url` keeps a data request's `.data` suffix.
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
