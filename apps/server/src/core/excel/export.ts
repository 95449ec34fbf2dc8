import type { EntityDef } from '@suwork/domain/entities';
import { z } from 'zod';
import type { EntityService } from '../engine/entity-service.ts';
import { listQuerySchema, type ListQuery } from '../engine/list-query.ts';
import { auditQuietly } from '../audit.ts';
import { ApiError, invalid, ok } from '../envelope.ts';
import type { SessionUser } from '../sessions.ts';
import { currentUser, type App } from '../types.ts';
import { exportColumns } from './export-columns.ts';
import type { FeatureTarget } from './feature-target.ts';
import { stamp, streamXlsx } from './xlsx-output.ts';

/** One export holds at most this many rows. */
export const EXPORT_MAX_ROWS = 100_000;
/** Rows fetched per query while writing. */
export const EXPORT_BATCH_SIZE = 1000;

/** getList parameters that page rather than filter; an export always reads everything that matches. */
const PAGING = new Set(['page', 'limit', 'after_id', 'after_value']);

export type ExportQuery = Omit<ListQuery, 'page' | 'limit'>;

/** The getList filters (keyword, ranges, choices, owner...) without paging; an absent body means no filter. */
export function exportQuerySchema(def: EntityDef) {
  const filters = Object.entries(listQuerySchema(def).shape).filter(([k]) => !PAGING.has(k));
  return z.preprocess((v) => v ?? {}, z.strictObject(Object.fromEntries(filters)));
}

/**
 * Writes the records the member may see that match the filters to an xlsx in storage, streaming, a batch at a
 * time through the entity's own list predicate. Refuses (and keeps nothing) beyond EXPORT_MAX_ROWS.
 */
export async function writeExport(app: App, service: EntityService, user: SessionUser, q: ExportQuery, sheetName = service.def.title) {
  const cols = exportColumns(service.def);
  let rows = 0;
  const stored = await streamXlsx(app.storage, async (wb) => {
    const ws = wb.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = cols.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
    ws.getRow(1).font = { bold: true };
    for await (const batch of service.exportBatches(user, q, EXPORT_BATCH_SIZE)) {
      if (rows + batch.length > EXPORT_MAX_ROWS) throw invalid(`导出数据超过${EXPORT_MAX_ROWS}条，请缩小筛选范围后分批导出`);
      for (const r of batch) ws.addRow(cols.map((c) => c.value(r))).commit();
      rows += batch.length;
    }
    ws.commit();
  });
  return { stored, rows };
}

/** POST /api/{controller}/export: the same filters as getList; answers a ten-minute download link. */
export function registerExport(app: App, service: EntityService, target: FeatureTarget) {
  // the entity key, and which list: 'customer', 'customer:pool'
  const auditTarget = service.view === 'pool' ? `${service.def.key}:pool` : service.def.key;
  app.post(`/api/${target.controller}/export`, { config: { auth: { node: `${target.node}_export` } }, schema: { body: exportQuerySchema(service.def) } }, async (req) => {
    const user = currentUser(req);
    let written;
    try {
      written = await writeExport(app, service, user, req.body as ExportQuery, target.title);
    } catch (err) {
      // a refused export (too many rows) is kept too; the member's request still fails as before
      if (err instanceof ApiError) await auditQuietly(req, { action: 'export', result: 'failure', target: auditTarget, detail: `导出「${target.title}」失败：${err.message}` });
      throw err;
    }
    const url = await app.downloads.create(user.user_id, written.stored.key, `${target.title}_${stamp(app.config.now(), app.config.tzOffsetMinutes)}.xlsx`);
    await auditQuietly(req, { action: 'export', result: 'success', target: auditTarget, detail: `导出「${target.title}」${written.rows} 条${filterText(req.body)}` });
    return ok({ url });
  });
}

/** The filters an export used, as the audit log shows them: '，筛选：{"keyword":"华"}' ('' without filters). */
function filterText(body: unknown): string {
  const used = Object.entries((body ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0));
  if (used.length === 0) return '';
  const text = JSON.stringify(Object.fromEntries(used));
  return `，筛选：${text.length > 500 ? `${text.slice(0, 500)}…` : text}`;
}
