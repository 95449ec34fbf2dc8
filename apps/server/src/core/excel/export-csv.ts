import { dictionaryLabels } from '../engine/dictionary.ts';
import type { EntityService } from '../engine/entity-service.ts';
import type { SessionUser } from '../sessions.ts';
import type { App } from '../types.ts';
import { csvLine, storeCsv } from './csv-output.ts';
import type { ExportJob } from './export-job.ts';
import { statementOf, streamExportRows } from './export-rows.ts';
import type { ExportQuery } from './export.ts';
import { exportSelect } from './export-select.ts';
import { copyCsv } from './pg-copy.ts';

/**
 * Writes the records the member may see that match the filters to a csv in storage, the cells formatted by the
 * database (export-select.ts) under the list's own predicate. PostgreSQL copies the rows out itself (COPY, one
 * statement); PGlite reads them in keyset batches and they are quoted here as COPY quotes them.
 */
export async function writeCsvExport(
  app: App,
  service: EntityService,
  user: SessionUser,
  q: ExportQuery,
  job: ExportJob,
) {
  const db = app.database.db;
  const select = exportSelect(service.def, app.config.tzOffsetMinutes, await dictionaryLabels.get(db));
  const where = await service.exportWhere(user, q);
  let rows = 0;
  const stored = await storeCsv(app.storage, select.headers, async (write) => {
    rows = await streamExportRows(
      app.database,
      {
        // quick, and the database does the work on its own: not paced
        read: (limit, take) => copyCsv(db, statementOf(select.statement(where, limit)), take),
        paced: false,
        batch: (limit, afterId) => select.statement(where, limit, afterId),
        text: (batch) => batch.map((cells) => csvLine(cells as (string | null)[])).join(''),
      },
      write,
      job,
    );
  });
  return { stored, rows };
}
