import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attemptCounters } from '../db/security-tables.ts';

export type Window = { windowMinutes: number };

/**
 * A growing wait: `free` failures pass at once; after them each attempt must wait `firstMs`, doubled with each
 * further failure up to `maxMs`, counted from the last counted attempt. A key is forgotten `forgetMs` after it.
 */
export type Backoff = { free: number; firstMs: number; maxMs: number; forgetMs: number };

/** The wait imposed after `n` failures (0 while they are within the free ones). */
export function backoffDelayMs(n: number, b: Backoff): number {
  if (n < b.free) return 0;
  // the exponent is capped so that 2^k stays a finite number, whatever the count
  return Math.min(b.firstMs * 2 ** Math.min(n - b.free, 40), b.maxMs);
}

/**
 * What is left of a key's wait at `now` (0: an attempt may go ahead). A key last counted later than `now` (the clock
 * was set back) is forgotten, like one counted too long ago: a wait never outlasts its backoff.
 */
export function waitLeftMs(row: { n: number; window_start: Date } | undefined, now: Date, b: Backoff): number {
  if (!row) return 0;
  const since = now.getTime() - row.window_start.getTime();
  if (since < 0 || since >= b.forgetMs) return 0;
  return Math.max(0, backoffDelayMs(row.n, b) - since);
}

const keyOf = (key: string) => key.slice(0, 160);

/** Whether a key's count is forgotten at `now`: last counted `forgetMs` ago or more, or later than `now` (as `waitLeftMs`). */
function forgottenAt(now: Date, forgetMs: number) {
  const elapsedMs = sql`extract(epoch from (${now.toISOString()}::timestamptz - ${attemptCounters.window_start})) * 1000`;
  return { elapsedMs, forgotten: sql`(${elapsedMs} >= ${forgetMs} or ${elapsedMs} < 0)` };
}

/**
 * Attempts per key, shared by every instance. Each method is one statement, so parallel attempts are counted
 * exactly on PGlite and PostgreSQL alike: `take` counts in a fixed window (UPSERT … RETURNING), `reserve` counts
 * only when the key's wait is over (a conditional UPSERT, whose condition PostgreSQL re-checks on the locked row).
 */
export class AttemptCounter {
  constructor(
    private db: Db,
    private now: () => Date,
  ) {}

  /** Counts one attempt under `key`; true while the count stays within `limit` in the current window. */
  async take(key: string, limit: number, window: Window): Promise<boolean> {
    const now = this.now();
    const since = new Date(now.getTime() - window.windowMinutes * 60_000);
    // a window that starts later than now (the clock was set back) starts again
    const fresh = sql`(${attemptCounters.window_start} <= ${since.toISOString()}::timestamptz or ${attemptCounters.window_start} > ${now.toISOString()}::timestamptz)`;
    const [row] = await this.db
      .insert(attemptCounters)
      .values({ key: keyOf(key), window_start: now, n: 1 })
      .onConflictDoUpdate({
        target: attemptCounters.key,
        set: {
          n: sql`case when ${fresh} then 1 else ${attemptCounters.n} + 1 end`,
          window_start: sql`case when ${fresh} then excluded.window_start else ${attemptCounters.window_start} end`,
        },
      })
      .returning({ n: attemptCounters.n });
    return row.n <= limit;
  }

  /**
   * Counts one attempt under `key` if its wait is over, before the work it guards (a success gives it back with
   * `release`). Answers 0 when counted, else the milliseconds still to wait (nothing is counted then).
   */
  async reserve(key: string, b: Backoff): Promise<number> {
    const now = this.now();
    const { elapsedMs, forgotten } = forgottenAt(now, b.forgetMs);
    const delayMs = sql`least(${b.firstMs} * power(2, least(${attemptCounters.n} - ${b.free}, 40)), ${b.maxMs})`;
    const due = sql`${forgotten} or ${attemptCounters.n} < ${b.free} or ${elapsedMs} >= ${delayMs}`;
    const counted = await this.db
      .insert(attemptCounters)
      .values({ key: keyOf(key), window_start: now, n: 1 })
      .onConflictDoUpdate({
        target: attemptCounters.key,
        set: {
          n: sql`case when ${forgotten} then 1 else ${attemptCounters.n} + 1 end`,
          window_start: sql`excluded.window_start`,
        },
        setWhere: due,
      })
      .returning({ n: attemptCounters.n });
    if (counted.length > 0) return 0;
    return Math.max(1, waitLeftMs((await this.read([key])).get(keyOf(key)), now, b));
  }

  /** Counts one attempt under `key` whatever its wait (a failure seen by a key that does not refuse this attempt). */
  async count(key: string, b: Backoff): Promise<void> {
    const now = this.now();
    const { forgotten } = forgottenAt(now, b.forgetMs);
    await this.db
      .insert(attemptCounters)
      .values({ key: keyOf(key), window_start: now, n: 1 })
      .onConflictDoUpdate({
        target: attemptCounters.key,
        set: {
          n: sql`case when ${forgotten} then 1 else ${attemptCounters.n} + 1 end`,
          window_start: sql`excluded.window_start`,
        },
      });
  }

  /** Gives back one attempt (e.g. a sign-in that succeeded was no failure). */
  async release(key: string): Promise<void> {
    await this.db.execute(
      sql`update ${attemptCounters} set n = greatest(n - 1, 0) where ${attemptCounters.key} = ${keyOf(key)}`,
    );
  }

  /** Forgets the key's attempts. */
  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from ${attemptCounters} where ${attemptCounters.key} = ${keyOf(key)}`);
  }

  /** Of these keys, those counted after `since`. */
  async countedSince(keys: readonly string[], since: Date): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: attemptCounters.key })
      .from(attemptCounters)
      .where(and(inArray(attemptCounters.key, keys.map(keyOf)), gt(attemptCounters.window_start, since)));
    return new Set(rows.map((r) => r.key));
  }

  /** The keys' counts and last counted attempts (keys never counted are absent). */
  async read(keys: readonly string[]): Promise<Map<string, { n: number; window_start: Date }>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .select({ key: attemptCounters.key, n: attemptCounters.n, window_start: attemptCounters.window_start })
      .from(attemptCounters)
      .where(inArray(attemptCounters.key, keys.map(keyOf)));
    return new Map(rows.map((r) => [r.key, r]));
  }
}
