import base from './vitest.config.ts';
import { mergeConfig } from 'vitest/config';
export default mergeConfig(base, { test: { setupFiles: ['src/test/zz-stats.tmp.ts'] } });
