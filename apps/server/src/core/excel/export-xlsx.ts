import { dictionaryLabels } from '../engine/dictionary.ts';
import type { EntityService } from '../engine/entity-service.ts';
import type { SessionUser } from '../sessions.ts';
import type { App } from '../types.ts';
import { exportColumns } from './export-columns.ts';
import type { ExportJob } from './export-job.ts';
import { statementOf, streamExportRows } from './export-rows.ts';
import type { ExportQuery } from './export.ts';
import { exportSelect } from './export-select.ts';
import { copyTextColumn } from './pg-copy.ts';
import { storeSheet } from './xlsx-output.ts';

/** The first data row (row 1 is the header). */
const FIRST_ROW = 2;

/**
 * Writes the records the member may see that match the filters to an xlsx in storage: the database formats the
 * cells as for the csv (export-select.ts) and writes each row as sheet XML (sheet-sql.ts); the rows stream into the
 * zip as they are read. PostgreSQL copies them out itself (one COPY, paced); PGlite reads them in keyset batches.
 */
export async function writeXlsxExport(
  app: App,
  service: EntityService,
  user: SessionUser,
  q: ExportQuery,
  sheetName: string,
  job: ExportJob,
) {
  const db = app.database.db;
  const select = exportSelect(service.def, app.config.tzOffsetMinutes, await dictionaryLabels.get(db));
  const where = await service.exportWhere(user, q);
  let rows = 0;
  const stored = await storeSheet(app.storage, { sheetName, columns: exportColumns(service.def) }, async (write) => {
    rows = await streamExportRows(
      app.database,
      {
        read: (limit, take) => copyTextColumn(db, statementOf(select.sheetStatement(where, limit, FIRST_ROW)), take),
        paced: true,
        batch: (limit, afterId, done) => select.sheetStatement(where, limit, FIRST_ROW + done, afterId),
        text: (batch) => batch.map(([xml]) => xml).join(''),
      },
      write,
      job,
    );
  });
  return { stored, rows };
}
