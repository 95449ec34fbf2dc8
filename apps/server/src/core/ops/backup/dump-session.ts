import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { Database, DbKind } from '../../../db/client.ts';

// One connection and one transaction, the same on both databases, for what a backup and a restore do: read the
// catalogue, copy a table's rows out in PostgreSQL's COPY text format, copy rows in.

/** A table as `"schema"."name"`-quotable parts. */
export type TableName = { schema: string; name: string };

export const quoted = (id: string) => `"${id.replace(/"/g, '""')}"`;
export const qualified = (t: TableName) => `${quoted(t.schema)}.${quoted(t.name)}`;

/** Bytes of COPY text handed over at a time (PGlite moves a statement's whole output in one message). */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** PGlite: heap pages read by one COPY (2 MB of table; its text is rarely much larger). */
const PAGES_PER_COPY = 256;

export type DumpSession = {
  kind: DbKind;
  query: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  /** Statements without parameters, several at once allowed (a migration's text). */
  exec: (text: string) => Promise<void>;
  /** The table's rows (these columns) as COPY text, handed over in chunks that end at a line's end. */
  copyOut: (table: TableName, columns: string[], take: (chunk: Buffer) => Promise<void>) => Promise<void>;
  /** Whole lines of COPY text into the table's columns. */
  copyIn: (table: TableName, columns: string[], text: Buffer) => Promise<void>;
};

/**
 * Settings that make a row's text the same on every database and session (the checksums compare it), and let a
 * long copy run: no statement limit.
 */
const SESSION_SETTINGS = [
  `set local timezone = 'UTC'`,
  `set local datestyle = 'ISO, YMD'`,
  `set local intervalstyle = 'postgres'`,
  `set local extra_float_digits = 1`,
  `set local bytea_output = 'hex'`,
  `set local statement_timeout = 0`,
];

export type SessionMode = 'snapshot' | 'write';

/**
 * Runs fn in one transaction: `snapshot` reads every table as of one moment while others keep writing (PostgreSQL:
 * repeatable read, read only; PGlite has one connection, so its transaction holds everybody else's statements until
 * it ends); `write` is all or nothing.
 */
export async function inSession<T>(
  database: Database,
  mode: SessionMode,
  fn: (session: DumpSession) => Promise<T>,
): Promise<T> {
  const client = (database.db as unknown as { $client: Pool | PGlite }).$client;
  return database.kind === 'postgres' ? pgSession(client as Pool, mode, fn) : pgliteSession(client as PGlite, fn);
}

async function pgSession<T>(pool: Pool, mode: SessionMode, fn: (s: DumpSession) => Promise<T>): Promise<T> {
  const { from: copyFrom, to: copyTo } = await import('pg-copy-streams');
  const conn: PoolClient = await pool.connect();
  let broken: Error | undefined;
  try {
    await conn.query(mode === 'snapshot' ? 'begin isolation level repeatable read read only' : 'begin');
    for (const s of SESSION_SETTINGS) await conn.query(s);
    const session: DumpSession = {
      kind: 'postgres',
      query: async <R>(text: string, params: unknown[] = []) => (await conn.query(text, params)).rows as R[],
      exec: async (text) => {
        await conn.query(text);
      },
      copyOut: async (table, columns, take) => {
        const stream = conn.query(copyTo(`copy ${qualified(table)} (${columns.map(quoted).join(', ')}) to stdout`));
        await handOverLines(stream as AsyncIterable<Buffer>, take);
      },
      copyIn: async (table, columns, text) => {
        const stream = conn.query(copyFrom(`copy ${qualified(table)} (${columns.map(quoted).join(', ')}) from stdin`));
        await new Promise<void>((resolve, reject) => {
          stream.on('error', reject);
          stream.on('finish', resolve);
          stream.end(text);
        });
      },
    };
    const result = await fn(session);
    await conn.query('commit');
    return result;
  } catch (err) {
    await conn.query('rollback').catch((e: unknown) => (broken = e instanceof Error ? e : new Error(String(e))));
    throw err;
  } finally {
    conn.release(broken);
  }
}

async function pgliteSession<T>(client: PGlite, fn: (s: DumpSession) => Promise<T>): Promise<T> {
  return client.transaction(async (tx: Transaction) => {
    for (const s of SESSION_SETTINGS) await tx.query(s);
    const session: DumpSession = {
      kind: 'pglite',
      query: async <R>(text: string, params: unknown[] = []) => (await tx.query<R>(text, params)).rows,
      exec: async (text) => {
        await tx.exec(text);
      },
      copyOut: async (table, columns, take) => {
        const [{ pages }] = (
          await tx.query<{ pages: number }>(
            `select (pg_relation_size($1::regclass) / current_setting('block_size')::int)::int as pages`,
            [qualified(table)],
          )
        ).rows;
        const cols = columns.map(quoted).join(', ');
        // by ranges of heap pages (a tid range scan), so no statement's output outgrows what PGlite can hand over
        async function* pieces() {
          for (let from = 0; from < pages; from += PAGES_PER_COPY) {
            const res = await tx.query(
              `copy (select ${cols} from ${qualified(table)} where ctid >= '(${from},0)'::tid and ctid < '(${from + PAGES_PER_COPY},0)'::tid) to '/dev/blob'`,
            );
            if (res.blob && res.blob.size > 0) yield Buffer.from(await res.blob.arrayBuffer());
          }
        }
        await handOverLines(pieces(), take);
      },
      copyIn: async (table, columns, text) => {
        await tx.query(`copy ${qualified(table)} (${columns.map(quoted).join(', ')}) from '/dev/blob'`, [], {
          blob: new Blob([new Uint8Array(text)]),
        });
      },
    };
    return fn(session);
  });
}

/** Regroups a stream of COPY text into chunks of about CHUNK_BYTES, each ending at a line's end. */
async function handOverLines(source: AsyncIterable<Buffer>, take: (chunk: Buffer) => Promise<void>): Promise<void> {
  let held: Buffer[] = [];
  let size = 0;
  for await (const piece of source) {
    held.push(piece);
    size += piece.length;
    if (size < CHUNK_BYTES) continue;
    const all = Buffer.concat(held);
    const end = all.lastIndexOf(0x0a) + 1;
    if (end === 0) continue;
    await take(all.subarray(0, end));
    held = end < all.length ? [all.subarray(end)] : [];
    size = all.length - end;
  }
  if (size > 0) await take(Buffer.concat(held));
}
