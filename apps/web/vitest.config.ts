import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Test files that get a worker of their own: they change something shared that would outlive them in a worker
// the next files reuse.
const ISOLATED = [
  'src/components/editor/RichTextEditor.test.tsx', // adds Range.prototype.getClientRects and getBoundingClientRect
];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // whole pages (shell, tables, forms) render in jsdom, which is slow on a busy machine
    testTimeout: 60_000,
    // Threads start faster than processes. The default is one worker less than there are cores: a single one on a
    // 2-core machine, while the main process is mostly idle once the files are transformed.
    pool: 'threads',
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ISOLATED,
          // A worker keeps its jsdom, react, antd and antd's generated styles from one file to the next instead of
          // loading and warming them up again for each file, which took more than half of the time. App modules are
          // still loaded afresh for each file (src/test/setup.ts), and vi.mock stays per file.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
