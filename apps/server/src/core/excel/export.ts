import { EXPORT_STATUS } from '@suwork/domain';
import { entityRoutes } from '@suwork/domain/routes';
import { z } from 'zod';
import type { EntityService } from '../engine/entity-service.ts';
import type { ListQuery } from '../engine/list-query.ts';
import { auditQuietly } from '../audit.ts';
import { ApiError, ok } from '../envelope.ts';
import type { SessionUser } from '../sessions.ts';
import { currentUser, type App } from '../types.ts';
import { writeCsvExport } from './export-csv.ts';
import { writeXlsxExport } from './export-xlsx.ts';
import type { FeatureTarget } from './feature-target.ts';
import { stamp } from './xlsx-output.ts';
import { beginExportJob, jobKeyOf } from './export-job.ts';
import { EXPORT_BATCH_SIZE, EXPORT_MAX_ROWS, tooMany } from './export-limits.ts';

export { EXPORT_BATCH_SIZE, EXPORT_MAX_ROWS };

/** xlsx (the default) or csv (`?format=csv`); the database formats the cells of both. */
export type ExportFormat = 'xlsx' | 'csv';
const formatQuery = z.object({ format: z.enum(['xlsx', 'csv'], { error: '导出格式应为 xlsx 或 csv' }).optional() });

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
  // a POST with a query (?format=csv) as well as its body: registered from the route object directly
  const exported = entityRoutes(service.def, service.view).export;
  const schema = {
    summary: exported.summary,
    body: exported.body,
    querystring: formatQuery,
    response: { 200: exported.answer },
  };
  app.post(exported.path, { config: { auth: exported.auth }, schema }, async (req) => {
    const user = currentUser(req);
    const format = (req.query as z.infer<typeof formatQuery>).format ?? 'xlsx';
    let written;
    try {
      written = await writeExport(app, service, user, req.body as ExportQuery, target.title, jobKeyOf(req), format);
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
      detail: `导出「${target.title}」${written.rows} 条${filterText(req.body)}`,
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
