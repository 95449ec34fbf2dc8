import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Files that must not share a worker with others: they replace app modules with vi.mock (the mock registry
// is only reset between files in an isolated worker) or patch a shared prototype for the rest of the worker's life.
const ISOLATED = [
  'src/components/upload/multipart-upload.test.tsx', // vi.mock('./file-hash.ts')
  'src/engine/follow-ups/WriteFollowDialog.test.tsx', // vi.mock(RichTextEditor)
  'src/modules/crm/dashboard/DashboardPage.test.tsx', // vi.mock(EChart)
  'src/components/editor/RichTextEditor.test.tsx', // adds Range.prototype.getClientRects
];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // whole pages (shell, tables, forms) render in jsdom, which is slow on a busy machine
    testTimeout: 60_000,
    // Worker threads start faster than processes; the default on a 2-core machine is a single worker.
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ISOLATED,
          // One jsdom and one copy of react, antd and their styles per worker instead of per file: importing them
          // (and warming them up) again for each file cost more than half of the time. App modules are still
          // loaded afresh for each file (setup.ts), so module state does not leak from file to file.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
