import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown, type UserConfig } from 'vite';
import { firstScreenChunkGroup } from './scripts/first-screen-chunks.ts';

const config = () =>
  ({
    root: import.meta.dirname,
    plugins: [react()],
    server: {
      proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // the charts' chunk (ECharts with its renderer zrender) is over 500 kB minified; as two vendor chunks, loaded
            // together with the first chart, each is under it and stays cached across releases of the app
            groups: [
              { name: 'zrender', test: /node_modules[\\/]zrender[\\/]/ },
              { name: 'echarts', test: /node_modules[\\/]echarts[\\/]/ },
            ] as Rolldown.CodeSplittingGroup[],
          },
        },
        treeshake: {
          // antd's rc-component packages are pure but do not declare `sideEffects`; without this, importing one
          // export (e.g. Input importing the form context) drags whole packages into a page's chunks.
          // The domain package only declares constants, catalogues and zod schemas (no module-level effects). Its API
          // contracts are imported for their types, and `verbatimModuleSyntax` keeps such an import (`authAnswers` used
          // only in `typeof`) as a bare `import '...contracts'`, which would load every schema and zod itself (about
          // 28 KB gzip) on every page, the sign-in page included; unused domain modules are left out too.
          moduleSideEffects: [
            { test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
            { test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false },
          ],
        },
      },
    },
  }) satisfies UserConfig;

export default defineConfig(async ({ command }) => {
  const base = config();
  if (command !== 'build') return base;
  // the first screens' code in a chunk each (scripts/first-screen-chunks.ts), from a first build of the same config
  base.build.rolldownOptions.output.codeSplitting.groups.push(await firstScreenChunkGroup(config()));
  return base;
});
