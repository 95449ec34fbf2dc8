import { defineConfig } from 'vitest/config';

// Test files that get a worker of their own: they replace a module (vi.mock) that the next files in a shared
// worker would otherwise see replaced.
const ISOLATED = ['test/follow-due-walk.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: ISOLATED,
          // A worker loads the app's modules once and keeps them from one file to the next (each file still
          // builds its own app on its own copy of the database), instead of loading the whole app again for each
          // file, which took most of the suite's time.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
