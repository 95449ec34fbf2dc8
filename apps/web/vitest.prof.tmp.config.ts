import base from './vitest.config.ts';
import { mergeConfig } from 'vitest/config';
export default mergeConfig(base, { test: { maxWorkers: 1, setupFiles: ['src/test/zz-profsetup.tmp.ts'] } });
