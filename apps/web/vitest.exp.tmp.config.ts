import base from './vitest.config.ts';
import { mergeConfig } from 'vitest/config';
const e = process.env;
export default mergeConfig(base, {
  test: {
    ...(e.X_POOL ? { pool: e.X_POOL } : {}),
    maxWorkers: Number(e.X_WORKERS ?? 2),
    ...(e.X_ARGV ? { execArgv: e.X_ARGV.split(' ') } : {}),
  },
});
