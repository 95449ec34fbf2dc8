import { EXPORT_STATUS } from '@suwork/domain';
import { entityRoutes, type ExportFormat } from '@suwork/domain/routes';
import type { EntityService } from '../engine/entity-service.ts';
import type { ListQuery } from '../engine/list-query.ts';
import { auditQuietly } from '../audit.ts';
import { ApiError, ok } from '../envelope.ts';
import type { SessionUser } from '../sessions.ts';
import { serve } from '../serve.ts';
import { currentUser, type App } from '../types.ts';
import { writeCsvExport } from './export-csv.ts';
import { writeXlsxExport } from './export-xlsx.ts';
import type { FeatureTarget } from './feature-target.ts';
import { stamp } from './xlsx-output.ts';
import { beginExportJob, jobKeyOf } from './export-job.ts';
import { EXPORT_BATCH_SIZE, EXPORT_MAX_ROWS, tooMany } from './export-limits.ts';

export { EXPORT_BATCH_SIZE, EXPORT_MAX_ROWS };

export type ExportQuery = Omit<ListQuery, 'page' | 'limit'>;

/**
 * Writes the records the member may see that match the filters to a file in storage, while the member's job (if
 * they follow one) counts them and can cancel. Refuses (and keeps nothing) beyond EXPORT_MAX_ROWS, counted first.
 */
export async function writeExport(
  app: App,
  service: EntityService,
  user: SessionUser,
  q: ExportQuery,
  sheetName = service.def.title,
  jobKey?: string,
  format: ExportFormat = 'xlsx',
) {
  // refused before any row is read or written (the rows may still grow while writing: checked again then)
  const total = await service.exportTotal(user, q, EXPORT_MAX_ROWS);
  if (total === undefined) throw tooMany();
  const job = await beginExportJob(app.database.db, app.config.now(), user.user_id, jobKey, total);
  try {
    const written =
      format === 'csv'
        ? await writeCsvExport(app, service, user, q, job)
        : await writeXlsxExport(app, service, user, q, sheetName, job);
    await job.end(EXPORT_STATUS.written);
    return written;
  } catch (err) {
    await job.end(EXPORT_STATUS.failed);
    throw err;
  }
}

/** POST /api/{controller}/export: the same filters as getList; answers a ten-minute download link. */
export function registerExport(app: App, service: EntityService, target: FeatureTarget) {
  // the entity key, and which list: 'customer', 'customer:pool'
  const auditTarget = service.view === 'pool' ? `${service.def.key}:pool` : service.def.key;
  serve(app, entityRoutes(service.def, service.view).export, async (req) => {
    const user = currentUser(req);
    const { format = 'xlsx', ...filters } = req.body as ExportQuery & { format?: ExportFormat };
    let written;
    try {
      written = await writeExport(app, service, user, filters, target.title, jobKeyOf(req), format);
    } catch (err) {
      // a refused export (too many rows) is kept too; the member's request still fails as before
      if (err instanceof ApiError)
        await auditQuietly(req, {
          action: 'export',
          result: 'failure',
          target: auditTarget,
          detail: `导出「${target.title}」失败：${err.message}`,
        });
      throw err;
    }
    const url = await app.downloads.create(
      user.user_id,
      written.stored.key,
      `${target.title}_${stamp(app.config.now(), app.config.tzOffsetMinutes)}.${format}`,
    );
    await auditQuietly(req, {
      action: 'export',
      result: 'success',
      target: auditTarget,
      detail: `导出「${target.title}」${written.rows} 条${filterText(filters)}`,
    });
    return ok({ url });
  });
}

/** The filters an export used, as the audit log shows them: '，筛选：{"keyword":"华"}' ('' without filters). */
function filterText(body: unknown): string {
  const used = Object.entries((body ?? {}) as Record<string, unknown>).filter(
    ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
  );
  if (used.length === 0) return '';
  const text = JSON.stringify(Object.fromEntries(used));
  return `，筛选：${text.length > 500 ? `${text.slice(0, 500)}…` : text}`;
}
