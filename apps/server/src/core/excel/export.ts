import { setTimeout as sleep } from 'node:timers/promises';
import { EXPORT_STATUS } from '@suwork/domain';
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
import { stamp, storeSheet } from './xlsx-output.ts';
import { beginExportJob, jobKeyOf } from './export-job.ts';

/** One export holds at most this many rows. */
export const EXPORT_MAX_ROWS = 100_000;
const tooMany = () => invalid(`导出数据超过${EXPORT_MAX_ROWS}条，请缩小筛选范围后分批导出`);
/** Rows fetched per query while writing: 500 keeps a server's memory flat (at 2,000 a 100,000-row export took 100 MB more). */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Pause after each batch, as a share of the time the batch took. Unpaced, an export took two cores (reading here,
 * writing in the worker, the database) and another member's list page slowed 3–4×; paced 1:1.5 it slows 1.1–1.2×
 * and 100,000 rows take about 6 s instead of 3 (bench).
 */
const EXPORT_PACE = 1.5;

/** getList parameters that page rather than filter; an export always reads everything that matches. */
const PAGING = new Set(['page', 'limit', 'after_id', 'after_value']);

export type ExportQuery = Omit<ListQuery, 'page' | 'limit'>;

/** The getList filters (keyword, ranges, choices, owner...) without paging; an absent body means no filter. */
export function exportQuerySchema(def: EntityDef) {
  const filters = Object.entries(listQuerySchema(def).shape).filter(([k]) => !PAGING.has(k));
  return z.preprocess((v) => v ?? {}, z.strictObject(Object.fromEntries(filters)));
}

/**
 * Writes the records the member may see that match the filters to an xlsx in storage: rows are read a batch at a
 * time through the entity's own list predicate and written by a worker thread, while the member's job (if they
 * follow one) counts them and can cancel. Refuses (and keeps nothing) beyond EXPORT_MAX_ROWS.
 */
export async function writeExport(app: App, service: EntityService, user: SessionUser, q: ExportQuery, sheetName = service.def.title, jobKey?: string) {
  // refused before any row is read or written (the rows may still grow while writing: checked again below)
  const total = await service.exportTotal(user, q, EXPORT_MAX_ROWS);
  if (total === undefined) throw tooMany();
  const job = await beginExportJob(app.database.db, app.config.now(), user.user_id, jobKey, total);
  const cols = exportColumns(service.def);
  let rows = 0;
  try {
    const stored = await storeSheet(app.storage, { sheetName, columns: cols.map(({ header, width, numFmt }) => ({ header, width, numFmt })) }, async (sheet) => {
      // the next batch is read while the worker writes the last one
      let writing = Promise.resolve();
      let started = performance.now();
      for await (const batch of service.exportBatches(user, q, EXPORT_BATCH_SIZE)) {
        if (rows + batch.length > EXPORT_MAX_ROWS) throw tooMany();
        await writing;
        writing = sheet.write(batch.map((r) => cols.map((c) => c.value(r))));
        rows += batch.length;
        await job.progress(rows);
        // paced: an export leaves the server (and the database) time for everyone else's requests
        await sleep((performance.now() - started) * EXPORT_PACE);
        started = performance.now();
      }
      await writing;
    });
    await job.end(EXPORT_STATUS.written);
    return { stored, rows };
  } catch (err) {
    await job.end(EXPORT_STATUS.failed);
    throw err;
  }
}

/** POST /api/{controller}/export: the same filters as getList; answers a ten-minute download link. */
export function registerExport(app: App, service: EntityService, target: FeatureTarget) {
  // the entity key, and which list: 'customer', 'customer:pool'
  const auditTarget = service.view === 'pool' ? `${service.def.key}:pool` : service.def.key;
  app.post(`/api/${target.controller}/export`, { config: { auth: { node: `${target.node}_export` } }, schema: { body: exportQuerySchema(service.def) } }, async (req) => {
    const user = currentUser(req);
    let written;
    try {
      written = await writeExport(app, service, user, req.body as ExportQuery, target.title, jobKeyOf(req));
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
