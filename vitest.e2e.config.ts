import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser journey at a time: the machine has two cores and the site runs beside the tests.
    fileParallelism: false,
    pool: 'forks',
  },
});
