import { defineConfig } from 'vitest/config';

// Run from the repository root: npm run lint:selftest
export default defineConfig({
  test: {
    include: ['tools/lint-selftest/*.test.ts'],
    testTimeout: 120_000,
  },
});
