import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attemptCounters } from '../db/security-tables.ts';

export type Window = { windowMinutes: number };

/**
 * Attempts per key in a fixed window, shared by every instance. `take` counts an attempt and answers whether it
 * is within the limit in one statement (UPSERT … RETURNING), so an attempt is reserved before the work it
 * guards: 100 parallel attempts at a limit of 5 let exactly 5 through, on PGlite and PostgreSQL alike.
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
    const fresh = sql`${attemptCounters.window_start} <= ${since.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(attemptCounters)
      .values({ key: key.slice(0, 160), window_start: now, n: 1 })
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

  /** Gives back one attempt (e.g. a sign-in that succeeded does not use up its address's allowance). */
  async release(key: string): Promise<void> {
    await this.db.execute(sql`update ${attemptCounters} set n = greatest(n - 1, 0) where ${attemptCounters.key} = ${key.slice(0, 160)}`);
  }

  /** Forgets the key's attempts (an account signed in successfully). */
  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from ${attemptCounters} where ${attemptCounters.key} = ${key.slice(0, 160)}`);
  }
}
