import { randomUUID } from 'node:crypto';
import { EXPORT_STATUS } from '@suwork/domain';
import { entityRoutes, type ExportFormat, type RouteAuth } from '@suwork/domain/routes';
import type { EntityService } from '../engine/entity-service.ts';
import type { ListQuery } from '../engine/list-query.ts';
import { auditQuietlyAs } from '../audit.ts';
import { ApiError, ok } from '../envelope.ts';
import { JobStopped, type JobContext } from '../jobs.ts';
import type { SessionUser } from '../sessions.ts';
import { serve } from '../serve.ts';
import { currentUser, type App } from '../types.ts';
import { writeCsvExport } from './export-csv.ts';
import { writeXlsxExport } from './export-xlsx.ts';
import type { FeatureTarget } from './feature-target.ts';
import { stamp } from './xlsx-output.ts';
import { beginExportJob, jobKeyOf } from './export-job.ts';
import { EXPORT_BATCH_SIZE, EXPORT_MAX_ROWS, tooMany } from './export-limits.ts';
import { listsOf, memberJob, runForMember, type MemberOrder } from './member-job.ts';

export { EXPORT_BATCH_SIZE, EXPORT_MAX_ROWS };

export type ExportQuery = Omit<ListQuery, 'page' | 'limit'>;

/**
 * Writes the records the member may see that match the filters to a file in storage, while the member's job counts
 * them and can cancel. Refuses (and keeps nothing) beyond EXPORT_MAX_ROWS, counted first.
 */
export async function writeExport(
  app: App,
  service: EntityService,
  user: SessionUser,
  q: ExportQuery,
  file: { sheetName: string; downloadName: string; format: ExportFormat },
  jobKey: string,
  run?: JobContext,
) {
  // refused before any row is read or written (the rows may still grow while writing: checked again then)
  const total = await service.exportTotal(user, q, EXPORT_MAX_ROWS);
  if (total === undefined) throw tooMany();
  const job = await beginExportJob(app.database.db, app.config.now(), user.user_id, jobKey, total, run);
  try {
    const written =
      file.format === 'csv'
        ? await writeCsvExport(app, service, user, q, job)
        : await writeXlsxExport(app, service, user, q, file.sheetName, job);
    await job.end(EXPORT_STATUS.written, { key: written.stored.key, name: file.downloadName });
    return written;
  } catch (err) {
    // a server stopping hands the export to another (the job is tried again there): the member's page keeps waiting
    if (!(err instanceof JobStopped)) await job.end(EXPORT_STATUS.failed);
    throw err;
  }
}

/** What the export job is sent: whose export of which list, with which filters, under which key. */
type ExportOrder = MemberOrder & { job_key: string; format: ExportFormat; filters: ExportQuery };

type ExportedFile = { file_key: string; file_name: string; rows: number };

type Exporter = { service: EntityService; target: FeatureTarget; auth: RouteAuth };

/** The export job: writes the file and keeps the export in the audit log, refused or not. */
function exportJob(app: App, exporters: Map<string, Exporter>) {
  return memberJob<ExportOrder, ExportedFile>(
    app,
    { name: 'export', label: '导出', timeoutSeconds: 30 * 60 },
    (list) => exporters.get(list)?.auth,
    async (order, user, ctx) => {
      const { service, target } = exporters.get(order.list)!;
      const actor = { user: { user_id: user.user_id, user_name: user.user_name }, ip: order.ip };
      const downloadName = `${target.title}_${stamp(app.config.now(), app.config.tzOffsetMinutes)}.${order.format}`;
      try {
        const written = await writeExport(
          app,
          service,
          user,
          order.filters,
          { sheetName: target.title, downloadName, format: order.format },
          order.job_key,
          ctx,
        );
        await auditQuietlyAs(app, actor, {
          action: 'export',
          result: 'success',
          target: order.list,
          detail: `导出「${target.title}」${written.rows} 条${filterText(order.filters)}`,
        });
        return { file_key: written.stored.key, file_name: downloadName, rows: written.rows };
      } catch (err) {
        // a refused export (too many rows, cancelled) is kept too
        if (err instanceof ApiError)
          await auditQuietlyAs(app, actor, {
            action: 'export',
            result: 'failure',
            target: order.list,
            detail: `导出「${target.title}」失败：${err.message}`,
          });
        throw err;
      }
    },
  );
}

/**
 * POST /api/{controller}/export: the same filters as getList; answers a ten-minute download link. The export runs as
 * a job on the queue (the request waits for it); the member's page follows it by its key, and still gets the link
 * from ExportJob/progress if this answer is lost.
 */
export function registerExport(app: App, service: EntityService, target: FeatureTarget) {
  const list = service.view === 'pool' ? `${service.def.key}:pool` : service.def.key;
  const route = entityRoutes(service.def, service.view).export;
  listsOf<Exporter>(app, 'export', (lists) => exportJob(app, lists)).set(list, { service, target, auth: route.auth });
  serve(app, route, async (req) => {
    const user = currentUser(req);
    const { format = 'xlsx', ...filters } = req.body as ExportQuery & { format?: ExportFormat };
    const order: ExportOrder = {
      list,
      title: target.title,
      user_id: user.user_id,
      ip: req.ip,
      job_key: jobKeyOf(req) ?? randomUUID(),
      format,
      filters,
    };
    const file = await runForMember<ExportedFile>(app, 'export', order);
    return ok({ url: await app.downloads.create(user.user_id, file.file_key, file.file_name) });
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
