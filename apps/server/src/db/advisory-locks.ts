/** What holds the locks across instances (PostgreSQL); PGlite has one process and needs none. */
export type LockSession = {
  tryLock: (id: number) => Promise<boolean>;
  unlock: (id: number) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Every fixed advisory-lock id, in one place so that no two uses share one (a job's own lock is hashed from its name:
 * `lockIdOf` in core/jobs.ts). Transaction-scoped (pg_advisory_xact_lock) and session-scoped (withLock) locks share
 * PostgreSQL's one space of ids.
 */
export const LOCK_IDS = {
  /** seat-consuming writes (adding or enabling a member) */
  seats: 7_305_101,
  /** changes that could remove the last administrator */
  administrators: 7_305_102,
  /** the company set-up */
  companySetup: 7_305_201,
  /** one backup at a time */
  backup: 7_305_301,
} as const;

export type LockResult<T> = { ran: true; value: T } | { ran: false };
export type WithLock = <T>(id: number, fn: () => Promise<T>, opts?: { wait?: boolean }) => Promise<LockResult<T>>;

const RETRY_MS = 200;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs work while holding a named lock: one holder per id in this process and, with a session, in every
 * instance. `wait: false` gives up at once when another holds it. The lock is released however fn ends.
 * A session lock is reentrant within its connection, so two callers here are kept apart by the process's own
 * map before they reach it.
 */
export function lockRunner(session: LockSession | undefined): WithLock {
  const held = new Map<number, Promise<void>>();
  return async (id, fn, { wait = true } = {}) => {
    for (let other = held.get(id); other; other = held.get(id)) {
      if (!wait) return { ran: false };
      await other;
    }
    let release = () => {};
    held.set(id, new Promise<void>((r) => (release = r)));
    try {
      if (session) {
        // polled rather than pg_advisory_lock: a blocking wait would stall every other lock on the session
        while (!(await session.tryLock(id))) {
          if (!wait) return { ran: false };
          await pause(RETRY_MS);
        }
      }
      try {
        return { ran: true, value: await fn() };
      } finally {
        await session?.unlock(id).catch(() => undefined);
      }
    } finally {
      held.delete(id);
      release();
    }
  };
}

type PgClient = {
  connect: () => Promise<unknown>;
  query: (text: string, values: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
  end: () => Promise<void>;
  on: (event: 'error', fn: (err: Error) => void) => unknown;
};

/**
 * Session-level advisory locks on a PostgreSQL connection of their own, never one of the pool's: a job that
 * holds a lock while its queries take pooled connections cannot leave the pool waiting on itself. The
 * connection is opened on first use and again after it is lost (its locks are then gone with it).
 */
export function pgLockSession(newClient: () => PgClient, warn: (msg: string) => void): LockSession {
  let client: Promise<PgClient> | undefined;
  const connection = () =>
    (client ??= (async () => {
      const c = newClient();
      c.on('error', (err) => {
        warn(`PostgreSQL 锁连接中断：${err.message}`);
        client = undefined;
        c.end().catch(() => undefined);
      });
      try {
        await c.connect();
      } catch (err) {
        client = undefined;
        throw err;
      }
      return c;
    })());
  return {
    tryLock: async (id) =>
      (await (await connection()).query('select pg_try_advisory_lock($1) as got', [id])).rows[0].got === true,
    unlock: async (id) => {
      if (client) await (await client).query('select pg_advisory_unlock($1)', [id]);
    },
    close: async () => {
      const c = client;
      client = undefined;
      if (c) await (await c).end();
    },
  };
}
