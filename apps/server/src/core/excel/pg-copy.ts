import type { Pool } from 'pg';
import type { Db } from '../../db/client.ts';
import { BinaryTextColumn } from './copy-binary.ts';

// COPY … TO STDOUT on PostgreSQL: the database writes the csv (or an xlsx's sheet rows) and the bytes pass straight
// through.

type PgModule = typeof import('pg').default & { utils: { prepareValue: (v: unknown) => unknown } };

/**
 * The COPY's own settings: it may run longer than an API query (it is bounded by the export's row limit); its sort
 * of up to 100,000 rows stays in memory; one parallel worker beside its own process, so an export never takes every
 * core from the members' requests (with two, 100,000 customers took no less time and other members' pages slowed);
 * compiling its many expressions (JIT) cost more than it saved (0.26 s of 1.7 s for 100,000 customers); times read
 * as ISO text.
 */
export const COPY_SETTINGS = [
  "statement_timeout = '2min'",
  "work_mem = '64MB'",
  'max_parallel_workers_per_gather = 1',
  'jit = off',
  "datestyle = 'ISO, YMD'",
];

/** String constants (E'' ones escape with backslashes), quoted names, and parameters ($1) outside them. */
const TOKENS = /\bE'(?:[^'\\]|\\[\s\S]|'')*'|'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/gi;

/**
 * The statement with its parameters written in as constants (COPY takes none): each as node-postgres would have
 * sent it, as untyped text, so it means what the parameterised statement means. A `$1` inside a constant (a label
 * of the select) is left alone.
 */
export function inlineParams(pg: PgModule, text: string, params: readonly unknown[]): string {
  return text.replace(TOKENS, (token, n?: string) => {
    if (n === undefined) return token;
    const v = pg.utils.prepareValue(params[Number(n) - 1]);
    if (v === null) return 'null';
    if (typeof v !== 'string') throw new Error('COPY: a parameter that is not text');
    return pg.escapeLiteral(v);
  });
}

/**
 * Runs `COPY (<select>) TO STDOUT WITH (FORMAT csv)` on a connection of the database's pool and hands each chunk
 * to `take` with the rows sent so far; answers how many rows there were. A failure of `take` stops the COPY
 * (the connection is dropped).
 */
export function copyCsv(
  db: Db,
  select: { text: string; params: readonly unknown[] },
  take: (chunk: Buffer, rows: number) => Promise<void>,
): Promise<number> {
  // the driver counts the rows only at the end: they are the line ends outside quoted fields (a doubled quote
  // inside one turns quoting off and on again)
  let quoted = false;
  let rows = 0;
  return copyOut(db, select, 'format csv', async (chunk) => {
    for (let i = 0; i < chunk.length; i++) {
      if (chunk[i] === 0x22) quoted = !quoted;
      else if (chunk[i] === 0x0a && !quoted) rows++;
    }
    await take(chunk, rows);
  });
}

/**
 * Runs a COPY of a select of one text column (binary, copy-binary.ts) and hands `take` the values' bytes back to
 * back (a value may come in pieces) with the rows begun so far; answers how many rows there were. A failure of
 * `take` stops the COPY.
 */
export async function copyTextColumn(
  db: Db,
  select: { text: string; params: readonly unknown[] },
  take: (bytes: Buffer, rows: number) => Promise<void>,
): Promise<number> {
  const column = new BinaryTextColumn();
  const rows = await copyOut(db, select, 'format binary', async (chunk) => {
    const values = column.take(chunk);
    if (values.length > 0) await take(values.length === 1 ? values[0] : Buffer.concat(values), column.rows);
  });
  if (!column.complete) throw new Error('COPY: the data ended early');
  return rows;
}

async function copyOut(
  db: Db,
  select: { text: string; params: readonly unknown[] },
  options: string,
  take: (chunk: Buffer) => Promise<void>,
): Promise<number> {
  const [{ default: pg }, { to: copyTo }] = await Promise.all([import('pg'), import('pg-copy-streams')]);
  const pool = (db as unknown as { $client: Pool }).$client;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin transaction read only');
    for (const setting of COPY_SETTINGS) await client.query(`set local ${setting}`);
    const stream = client.query(
      copyTo(`copy (${inlineParams(pg as PgModule, select.text, select.params)}) to stdout with (${options})`),
    );
    for await (const chunk of stream as AsyncIterable<Buffer>) await take(chunk);
    await client.query('commit');
    return stream.rowCount;
  } catch (err) {
    broken = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.release(broken);
  }
}
