import { setTimeout as sleep } from 'node:timers/promises';
import { invalid } from '../envelope.ts';

/** One export holds at most this many rows. */
export const EXPORT_MAX_ROWS = 100_000;
export const tooMany = () => invalid(`导出数据超过${EXPORT_MAX_ROWS}条，请缩小筛选范围后分批导出`);
/** Rows fetched per query while writing: 500 keeps a server's memory flat (at 2,000 a 100,000-row export took 100 MB more). */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Pause after each batch, as a share of the time the batch took. Unpaced, an export took two cores (reading here,
 * writing in the worker, the database) and another member's list page slowed 3–4×; paced 1:1.5 it slows 1.1–1.2×
 * and 100,000 rows take about 6 s instead of 3 (bench).
 */
const EXPORT_PACE = 1.5;

/** Waits after a batch that began at `started` (performance.now()): an export leaves time for everyone else's requests. */
export const paced = (started: number) => sleep((performance.now() - started) * EXPORT_PACE);
