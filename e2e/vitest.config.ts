import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['global-setup.ts'],
    setupFiles: ['failure-report.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // polls wait for the page to settle, like Playwright's own waits; they never measure speed
    expect: { poll: { timeout: 10_000 } },
  },
});
