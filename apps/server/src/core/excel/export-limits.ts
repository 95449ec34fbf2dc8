import { setTimeout as sleep } from 'node:timers/promises';
import { invalid } from '../envelope.ts';

/** One export holds at most this many rows. */
export const EXPORT_MAX_ROWS = 100_000;
export const tooMany = () => invalid(`导出数据超过${EXPORT_MAX_ROWS}条，请缩小筛选范围后分批导出`);
/** Rows fetched per query where the rows are read in batches (PGlite); PostgreSQL copies them out in one statement. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * An export rests this long for every unit of time it works, between its batches (PGlite) or the chunks it copies
 * (the xlsx on PostgreSQL), so everyone else's requests get their turn: PGlite runs one query at a time, in this
 * process; on PostgreSQL, unpaced, a 100,000-row xlsx slowed another member's list page 1.5–1.8× (p50), paced
 * 1.3–1.5× (two cores, little other load; docs/decisions/0020).
 */
const EXPORT_PACE = 1.5;

/**
 * Paces an export: each call (after a batch or a chunk) rests until the export has rested EXPORT_PACE times as long
 * as it worked, and at least lets the requests waiting meanwhile run.
 */
export function pacer(): () => Promise<void> {
  const began = performance.now();
  let rested = 0;
  return async () => {
    const owed = (performance.now() - began - rested) * EXPORT_PACE - rested;
    const from = performance.now();
    await sleep(Math.max(0, owed));
    rested += performance.now() - from;
  };
}
