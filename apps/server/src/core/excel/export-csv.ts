import { PgDialect } from 'drizzle-orm/pg-core';
import { rawQueryOf } from '../../db/client.ts';
import { dictionaryLabels } from '../engine/dictionary.ts';
import type { EntityService } from '../engine/entity-service.ts';
import type { SessionUser } from '../sessions.ts';
import type { App } from '../types.ts';
import { csvLine, storeCsv, type CsvWrite } from './csv-output.ts';
import type { ExportJob } from './export-job.ts';
import { EXPORT_BATCH_SIZE, EXPORT_MAX_ROWS, paced, tooMany } from './export-limits.ts';
import type { ExportQuery } from './export.ts';
import { exportSelect } from './export-select.ts';
import { copyCsv } from './pg-copy.ts';

const dialect = new PgDialect();
/** Progress (and a cancel) is read this often while PostgreSQL copies rows. */
const COPY_PROGRESS_ROWS = 10_000;

/**
 * Writes the records the member may see that match the filters to a csv in storage, the cells formatted by the
 * database (export-select.ts) under the list's own predicate. PostgreSQL copies the rows out itself (COPY, one
 * statement); PGlite reads them in keyset batches and they are quoted here as COPY quotes them.
 */
export async function writeCsvExport(app: App, service: EntityService, user: SessionUser, q: ExportQuery, job: ExportJob) {
  const db = app.database.db;
  const select = exportSelect(service.def, app.config.tzOffsetMinutes, await dictionaryLabels.get(db));
  const where = await service.exportWhere(user, q);
  let rows = 0;
  const stored = await storeCsv(app.storage, select.headers, async (write) => {
    rows = app.database.kind === 'postgres' ? await copyRows(write) : await batchRows(write);
    // rows added since the count: refused as the xlsx refuses them
    if (rows > EXPORT_MAX_ROWS) throw tooMany();
    await job.progress(rows);
  });
  return { stored, rows };

  async function copyRows(write: CsvWrite) {
    // one row past the limit tells that there are too many
    const statement = dialect.sqlToQuery(select.statement(where, EXPORT_MAX_ROWS + 1));
    let reported = 0;
    return copyCsv(db, { text: statement.sql, params: statement.params }, async (chunk, sent) => {
      await write(chunk);
      if (sent - reported < COPY_PROGRESS_ROWS) return;
      reported = sent;
      await job.progress(Math.min(sent, EXPORT_MAX_ROWS));
    });
  }

  async function batchRows(write: CsvWrite) {
    const raw = rawQueryOf(db)!;
    let afterId = 2_147_483_647;
    let done = 0;
    for (;;) {
      const started = performance.now();
      const { sql: text, params } = dialect.sqlToQuery(select.statement(where, EXPORT_BATCH_SIZE, afterId));
      const batch = (await raw({ text, values: params })) as [number, ...(string | null)[]][];
      if (done + batch.length > EXPORT_MAX_ROWS) throw tooMany();
      if (batch.length > 0) await write(batch.map(([, ...cells]) => csvLine(cells)).join(''));
      done += batch.length;
      if (batch.length < EXPORT_BATCH_SIZE) return done;
      await job.progress(done);
      afterId = batch[batch.length - 1][0];
      await paced(started);
    }
  }
}
