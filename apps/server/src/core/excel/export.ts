import { entityRoutes, type ExportFormat, type RouteAuth } from '@suwork/domain/routes';
import type { EntityService } from '../engine/entity-service.ts';
import type { ListQuery } from '../engine/list-query.ts';
import { createHash, randomUUID } from 'node:crypto';
import { ERR, EXPORT_STATUS } from '@suwork/domain';
import { auditQuietlyAs } from '../audit.ts';
import { ApiError, fail, ok } from '../envelope.ts';
import type { Job, JobContext } from '../jobs.ts';
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
    await job.end(EXPORT_STATUS.failed);
    throw err;
  }
}

/** What the export job is sent: whose export of which list, with which filters, under which key. */
type ExportOrder = {
  /** the entity key, and which list: 'customer', 'customer:pool' */
  list: string;
  user_id: number;
  ip: string;
  job_key: string;
  format: ExportFormat;
  filters: ExportQuery;
};

/** How the export job ended for the member: a file, or the refusal their request answers with. */
type ExportOutcome =
  { file_key: string; file_name: string; rows: number } | { refused: { code: number; http: number; msg: string } };

type Exporter = { service: EntityService; target: FeatureTarget; auth: RouteAuth };

/** Each app's exportable lists, by ExportOrder.list; the first registration also registers the export job. */
const exportersOf = new WeakMap<App, Map<string, Exporter>>();

/** The queue job id of a member's export: the same request again (a retry, a double click) waits for the same run. */
function exportJobId(order: ExportOrder): string {
  const h = createHash('sha256').update(JSON.stringify(order)).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The export job: on the interactive lane, so a member's export never waits behind a backup. */
function exportJob(app: App, exporters: Map<string, Exporter>): Job {
  return {
    name: 'export',
    label: '导出',
    lane: 'interactive',
    exclusive: false,
    retryDelaySeconds: 1,
    timeoutSeconds: 30 * 60,
    run: async (ctx, data): Promise<ExportOutcome> => {
      const order = data as unknown as ExportOrder;
      const exporter = exporters.get(order.list);
      if (!exporter) throw new Error(`没有可导出的列表 ${order.list}`);
      const { service, target, auth } = exporter;
      const user = await app.sessions.member(order.user_id);
      const refuse = (err: ApiError) => ({ refused: { code: err.code, http: err.http, msg: err.message } });
      // the member as they are now: disabled, or no longer holding the node, since the request
      if (!user) return refuse(fail(ERR.notSignedIn));
      if (typeof auth === 'object' && !user.nodes.has(auth.node)) return refuse(fail(ERR.noPermission));
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
        if (!(err instanceof ApiError)) throw err;
        // a refused export (too many rows, cancelled) is kept too; it is not tried again
        await auditQuietlyAs(app, actor, {
          action: 'export',
          result: 'failure',
          target: order.list,
          detail: `导出「${target.title}」失败：${err.message}`,
        });
        return refuse(err);
      }
    },
  };
}

/**
 * POST /api/{controller}/export: the same filters as getList; answers a ten-minute download link. The export runs as
 * a job on the queue (the request waits for it); the member's page follows it by its key, and still gets the link
 * from ExportJob/progress if this answer is lost.
 */
export function registerExport(app: App, service: EntityService, target: FeatureTarget) {
  let exporters = exportersOf.get(app);
  if (!exporters) {
    exporters = new Map();
    exportersOf.set(app, exporters);
    app.jobs.register(exportJob(app, exporters));
  }
  const list = service.view === 'pool' ? `${service.def.key}:pool` : service.def.key;
  const route = entityRoutes(service.def, service.view).export;
  exporters.set(list, { service, target, auth: route.auth });
  serve(app, route, async (req) => {
    const user = currentUser(req);
    const { format = 'xlsx', ...filters } = req.body as ExportQuery & { format?: ExportFormat };
    const order: ExportOrder = {
      list,
      user_id: user.user_id,
      ip: req.ip,
      job_key: jobKeyOf(req) ?? randomUUID(),
      format,
      filters,
    };
    const id = exportJobId(order);
    await app.jobs.send('export', order, { id });
    const ended = await app.jobs.outcome('export', id);
    const outcome = ended?.output as ExportOutcome | null | undefined;
    if (ended?.state !== 'completed' || !outcome) throw new Error(`导出任务未完成：${ended?.state ?? '不存在'}`);
    if ('refused' in outcome) throw new ApiError(outcome.refused);
    return ok({ url: await app.downloads.create(user.user_id, outcome.file_key, outcome.file_name) });
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
