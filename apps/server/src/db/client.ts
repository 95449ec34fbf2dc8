import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
};

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');
/** One lock id for schema changes and first-start seeding across instances. */
export const STARTUP_LOCK_ID = 7_305_001;

export type OpenOptions = { databaseUrl?: string; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
  }
  const [{ PGlite }, { drizzle: drizzleLite }, { migrate: migrateLite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({ dataDir: dir, loadDataDir });
  const db = drizzleLite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateLite(drizzleLite(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection closed by the server (restart, failover) must not bring the process down; the pool reconnects.
  pool.on('error', (err) => process.emitWarning(`PostgreSQL 连接中断：${err.message}`));
  // Keep timestamps exact: parse timestamptz as Date (default) and bigint counts as numbers.
  pg.types.setTypeParser(20, (v) => Number(v));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        await migratePg(drizzlePg(conn), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Runs fn while holding the start-up lock (PostgreSQL); PGlite has a single process. */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return fn();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_ID})`);
    return fn();
  });
}
