import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rawQueryOf, type Database } from '../../db/client.ts';
import type { ExportJob } from './export-job.ts';
import { EXPORT_BATCH_SIZE, EXPORT_MAX_ROWS, pacer, tooMany } from './export-limits.ts';

const dialect = new PgDialect();
/** Progress (and a cancel) is read this often while PostgreSQL sends rows. */
const PROGRESS_ROWS = 10_000;

export type Statement = { text: string; params: readonly unknown[] };
export const statementOf = (query: SQL): Statement => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
};

/** Where an export's formatted rows (export-select.ts) come from, in one format (csv or sheet rows). */
export type ExportRows = {
  /** PostgreSQL: copies every row (at most `limit`) to `take` as the file's bytes, with the rows sent so far; answers how many */
  read(limit: number, take: (chunk: Buffer, rows: number) => Promise<void>): Promise<number>;
  /** PostgreSQL: whether the copy rests between chunks (export-limits.ts pacer) */
  paced: boolean;
  /** PGlite: `limit` rows older than `afterId`, each led by its id, after `done` rows written */
  batch(limit: number, afterId: number, done: number): SQL;
  /** PGlite: a batch's rows (their ids left off) as the file's text */
  text(rows: unknown[][]): string;
};

/**
 * Streams the rows of an export to `write`: on PostgreSQL in one statement (paced when `rows.paced`), on PGlite in
 * keyset batches, paced. The job counts them (every 10,000 rows on PostgreSQL, every batch on PGlite) and a cancel is
 * read there; more than EXPORT_MAX_ROWS (rows added since the count) are refused. Answers how many rows were written.
 */
export async function streamExportRows(
  database: Database,
  rows: ExportRows,
  write: (chunk: string | Buffer) => Promise<void>,
  job: ExportJob,
): Promise<number> {
  const written = database.kind === 'postgres' ? await read() : await batched();
  if (written > EXPORT_MAX_ROWS) throw tooMany();
  await job.progress(written);
  return written;

  function read() {
    let reported = 0;
    // resting, the export stops taking the rows and the database soon stops sending them
    const rest = rows.paced ? pacer() : undefined;
    // one row past the limit tells that there are too many
    return rows.read(EXPORT_MAX_ROWS + 1, async (chunk, sent) => {
      await write(chunk);
      if (sent - reported >= PROGRESS_ROWS) {
        reported = sent;
        await job.progress(Math.min(sent, EXPORT_MAX_ROWS));
      }
      await rest?.();
    });
  }

  async function batched() {
    const raw = rawQueryOf(database.db)!;
    let afterId = 2_147_483_647;
    let done = 0;
    const rest = pacer();
    for (;;) {
      const { text, params } = statementOf(rows.batch(EXPORT_BATCH_SIZE, afterId, done));
      const batch = (await raw({ text, values: [...params] })) as unknown[][];
      if (done + batch.length > EXPORT_MAX_ROWS) throw tooMany();
      if (batch.length > 0) await write(rows.text(batch.map((r) => r.slice(1))));
      done += batch.length;
      if (batch.length < EXPORT_BATCH_SIZE) return done;
      await job.progress(done);
      afterId = batch[batch.length - 1][0] as number;
      await rest();
    }
  }
}
