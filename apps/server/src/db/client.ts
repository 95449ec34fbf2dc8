import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { QueryArrayConfig } from 'pg';
import { lockRunner, pgLockSession, type WithLock } from './advisory-locks.ts';
import { schema } from './schema.ts';

// Each driver loads only when used: a server runs on one of them.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  /** applies the committed migrations; safe when several instances start at once */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball, to clone a prepared database */
  dump?: () => Promise<Blob>;
  /**
   * Receives NOTIFY payloads on one channel, on a connection of its own (PostgreSQL: reconnected when lost);
   * resolves once listening, to a function that stops.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * Runs fn while holding an advisory lock, one holder per id across instances (PostgreSQL: a session lock on a
   * connection of its own, so holding it never takes a pooled connection); `wait: false` gives up at once.
   */
  withLock: WithLock;
  /**
   * One statement with parameters, or a script of several without: the last statement's rows (the job queue's access
   * to the database; PostgreSQL: through the pool, PGlite: on its one connection, between transactions).
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** PostgreSQL: the pool's connections as they stand (in use, idle, and requests waiting for one) */
  poolState?: () => { inUse: number; idle: number; waiting: number };
};

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');
/** One lock id for schema changes and first-start seeding across instances. */
export const STARTUP_LOCK_ID = 7_305_001;

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  /** PostgreSQL: connections in the pool (default twice the cores, at least 4) */
  poolSize?: number;
  /** PostgreSQL: a statement running longer is cancelled (0 = never; default 10 s). Migrations have no limit. */
  statementTimeoutMs?: number;
};

export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
/** A transaction left open with nothing running is ended by the server after this long, freeing its connection. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/**
 * The planner's price of a row passed from a parallel worker to the leader, ten times PostgreSQL's default: starting
 * workers takes some 10 ms, which a list statement the planner misjudges (a rare keyword, estimated at thousands of
 * rows) paid for nothing. An aggregate passes a few partial rows and keeps its workers.
 */
export const PARALLEL_TUPLE_COST = 1;
export const defaultPoolSize = () => Math.max(4, 2 * os.availableParallelism());

/**
 * A query straight through the driver, rows as arrays in select order and no ORM mapping. With a `name` it is
 * a named prepared statement on PostgreSQL (parsed and planned once per connection); PGlite ignores the name.
 * Times, dates and intervals arrive as the database's text, as Drizzle receives them.
 */
export type RawQuery = (q: { name?: string; text: string; values: unknown[] }) => Promise<unknown[][]>;

const rawQueries = new WeakMap<object, RawQuery>();

/** The raw query of a database opened here; undefined for a transaction (use its Drizzle methods). */
export const rawQueryOf = (db: Db): RawQuery | undefined => rawQueries.get(db);

/** Type ids read as text, as Drizzle's drivers do: timestamp(tz), date, interval and their arrays, numeric[]. */
const TEXT_TYPES = [1114, 1184, 1082, 1186, 1231, 1115, 1185, 1187, 1182];

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl)
    return openPostgres(
      opts.databaseUrl,
      opts.poolSize ?? defaultPoolSize(),
      opts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    );
  return openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzleLite }, { migrate: migrateLite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // pg_trgm: the trigram indexes behind keyword search (created by the migrations)
  const client = await PGlite.create({ dataDir: dir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzleLite(client, { schema }) as unknown as Db;
  const parsers = Object.fromEntries(TEXT_TYPES.map((t) => [t, (v: string) => v]));
  rawQueries.set(
    db,
    async ({ text, values }) => (await client.query<unknown[]>(text, values, { rowMode: 'array', parsers })).rows,
  );
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateLite(drizzleLite(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    withLock: lockRunner(undefined),
    executeSql: async (text, values) => {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

async function openPostgres(url: string, poolSize: number, statementTimeoutMs: number): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // Every connection: a statement timeout, so one expensive query cannot hold a connection (and everyone queued
  // behind it) for long; and custom plans, so the generic plan of a named statement, fitted to one member's deep
  // page, never becomes the plan of another member's first page (docs/decisions/0010); and a bound on a transaction
  // left idle, so a connection forgotten in one is returned to the pool rather than held until a restart; and
  // parallel workers for aggregates, not for statements whose rows all pass through the leader (docs/decisions/0021).
  const options = [
    `-c statement_timeout=${statementTimeoutMs}`,
    '-c plan_cache_mode=force_custom_plan',
    `-c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_TIMEOUT_MS}`,
    `-c parallel_tuple_cost=${PARALLEL_TUPLE_COST}`,
  ].join(' ');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options });
  // An idle connection closed by the server (restart, failover) must not bring the process down; the pool reconnects.
  pool.on('error', (err) => process.emitWarning(`PostgreSQL 连接中断：${err.message}`));
  // Keep timestamps exact: parse timestamptz as Date (default) and bigint counts as numbers.
  pg.types.setTypeParser(20, (v) => Number(v));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const asText = new Set(TEXT_TYPES);
  const types = {
    getTypeParser: (id: number, format?: 'text' | 'binary') =>
      asText.has(id) ? (v: string) => v : pg.types.getTypeParser(id, format),
  };
  rawQueries.set(
    db,
    async ({ name, text, values }) =>
      (await pool.query<unknown[]>({ name, text, values, rowMode: 'array', types } as QueryArrayConfig)).rows,
  );
  const locks = pgLockSession(
    () => new pg.Client({ connectionString: url }),
    (msg) => process.emitWarning(msg),
  );
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query('set statement_timeout = 0');
        await conn.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        await migratePg(drizzlePg(conn), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
        await conn.query('reset statement_timeout').catch(() => undefined);
        conn.release();
      }
    },
    close: async () => {
      await locks.close().catch(() => undefined);
      await pool.end();
    },
    listen: (channel, onPayload) => listenPostgres(pg, url, channel, onPayload),
    withLock: lockRunner(locks),
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values)) as unknown;
      // a script answers one result per statement
      const last = (Array.isArray(result) ? result.at(-1) : result) as { rows?: Record<string, unknown>[] } | undefined;
      return { rows: last?.rows ?? [] };
    },
    poolState: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

const RELISTEN_MS = 1000;

/** LISTEN on a dedicated connection; a lost connection is replaced after a pause until stopped. */
async function listenPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
) {
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    c.on('error', (err) => {
      process.emitWarning(`PostgreSQL 监听连接中断：${err.message}`);
      c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_MS);
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** Runs fn while holding the start-up lock, waiting for another instance's seeding to end first. */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  const done = await database.withLock(STARTUP_LOCK_ID, fn);
  if (!done.ran) throw new Error('start-up lock not taken');
  return done.value;
}
