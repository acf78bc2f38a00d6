import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web/app',
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // Every page is rendered by the server when first asked for and held until what it shows changes
  // (server/web/pages.ts, ADR 018): nothing is prerendered at build time, so every page carries the
  // live realm status and the address the site runs at.
  ssr: true,
} satisfies Config;
