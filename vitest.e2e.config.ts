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
    // What a journey waits for (a dialog, a page's data) can take seconds on a busy machine: a poll
    // gives up after 15 s instead of the default 1 s, and passes as soon as its condition holds.
    expect: { poll: { timeout: 15_000 } },
  },
});
