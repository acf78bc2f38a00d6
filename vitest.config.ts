import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'contract/**/*.test.ts',
      'web/**/*.test.ts',
      'scripts/**/*.test.ts',
      'eslint/**/*.test.ts',
    ],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Work a test waits for (a mail sent in the background) can take seconds on a busy machine: a poll
    // gives up after 10 s instead of the default 1 s, and passes as soon as its condition holds.
    expect: { poll: { timeout: 10_000 } },
  },
});
