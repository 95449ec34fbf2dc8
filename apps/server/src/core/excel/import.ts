import {
  entityRoutes,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importMode,
  type ImportMode,
  type RouteAuth,
} from '@suwork/domain/routes';
import { EntityService } from '../engine/entity-service.ts';
import { loadEntityDictionary } from '../engine/dictionary.ts';
import { ApiError, invalid, ok } from '../envelope.ts';
import { readMultipart, toBuffer } from '../files/multipart.ts';
import type { SessionUser } from '../sessions.ts';
import { serve } from '../serve.ts';
import { currentUser, type App } from '../types.ts';
import type { FeatureTarget } from './feature-target.ts';
import { analyseSheet, type AnalysedRow } from './import-analyse.ts';
import { writeErrorReport } from './import-report.ts';
import { buildTemplate } from './import-template.ts';
import { readFirstSheet, type Sheet } from './sheet-reader.ts';
import { saveWorkbook } from './xlsx-output.ts';
import { listsOf, memberJob, runForMember, type MemberOrder } from './member-job.ts';

/** errors listed in a check answer; the report holds them all */
const ERRORS_SHOWN = 100;

/** check: what an import would do, with a report of the refused rows; nothing is written. */
async function checkImport(app: App, service: EntityService, user: SessionUser, sheet: Sheet, title: string) {
  const rows = await analyseSheet(app.database.db, service, user, app.config.tzOffsetMinutes, sheet);
  const bad = rows.filter((r) => r.errors.length > 0);
  let reportUrl: string | null = null;
  if (bad.length > 0) {
    const stored = await writeErrorReport(app.storage, sheet.header, bad);
    reportUrl = await app.downloads.create(user.user_id, stored.key, `${title}导入错误报告.xlsx`);
  }
  return {
    total: rows.length,
    valid: rows.length - bad.length,
    invalid: bad.length,
    errors: bad.slice(0, ERRORS_SHOWN).map((r) => ({ row: r.row, message: r.errors.join('；') })),
    report_url: reportUrl,
  };
}

/** commit: all rows or none, in one transaction; each row goes through the entity's own add/update (hooks, checks, log). */
async function commitImport(app: App, service: EntityService, user: SessionUser, sheet: Sheet) {
  const tz = app.config.tzOffsetMinutes;
  return app.database.db.transaction(async (db) => {
    const txService = service.within(db);
    const rows = await analyseSheet(db, txService, user, tz, sheet);
    const bad = rows.filter((r) => r.errors.length > 0);
    if (bad.length > 0) {
      throw invalid(
        `有${bad.length}行数据有误（第${bad[0].row}行：${bad[0].errors.join('；')}），未导入任何数据，请先检查并修正`,
      );
    }
    let created = 0;
    let updated = 0;
    for (const r of rows) {
      await writeRow(txService, user, r);
      if (r.targetId === undefined) created++;
      else updated++;
    }
    return { created, updated };
  });
}

async function writeRow(service: EntityService, user: SessionUser, r: AnalysedRow) {
  try {
    if (r.targetId === undefined) await service.add(user, r.values);
    else await service.update(user, r.targetId, r.values);
  } catch (err) {
    if (err instanceof ApiError) throw invalid(`第${r.row}行：${err.message}，未导入任何数据`);
    throw err;
  }
}

/** What the import job is sent: whose import into which list, in which mode, of the file kept in storage. */
type ImportOrder = MemberOrder & { mode: ImportMode; file_key: string };

type Importer = { service: EntityService; target: FeatureTarget; auth: RouteAuth };
type ImportAnswer = Awaited<ReturnType<typeof checkImport>> | Awaited<ReturnType<typeof commitImport>>;

/** The import job: reads the kept sheet, then checks or commits it; the sheet is dropped once the import has ended. */
function importJob(app: App, importers: Map<string, Importer>) {
  return memberJob<ImportOrder, ImportAnswer>(
    app,
    { name: 'import', label: '导入' },
    (list) => importers.get(list)?.auth,
    async (order, user) => {
      const { service, target } = importers.get(order.list)!;
      const sheet = await readFirstSheet(await toBuffer(app.storage.createReadStream(order.file_key)), IMPORT_MAX_ROWS);
      const answer =
        order.mode === 'check'
          ? await checkImport(app, service, user, sheet, target.title)
          : await commitImport(app, service, user, sheet);
      await app.storage.remove(order.file_key);
      return answer;
    },
  );
}

/** GET importTemplate and POST import (its form: `file` and `mode`) of an entity that declares features.import. */
export function registerImport(app: App, service: EntityService, target: FeatureTarget) {
  const def = service.def;
  const routes = entityRoutes(def, service.view);
  const list = service.view === 'pool' ? `${def.key}:pool` : def.key;
  listsOf<Importer>(app, 'import', (lists) => importJob(app, lists)).set(list, {
    service,
    target,
    auth: routes.import.auth,
  });

  serve(app, routes.importTemplate, async (req) => {
    const user = currentUser(req);
    const stored = await saveWorkbook(
      app.storage,
      await buildTemplate(def, IMPORT_MAX_ROWS, await loadEntityDictionary(app.database.db, def)),
    );
    return ok({ url: await app.downloads.create(user.user_id, stored.key, `${target.title}导入模板.xlsx`) });
  });

  serve(app, routes.import, async (req) => {
    const user = currentUser(req);
    const { file, fields } = await readMultipart(req, {
      maxBytes: IMPORT_MAX_BYTES,
      tooLarge: '导入文件不能超过10M',
      onFile: (part) => toBuffer(part.stream),
    });
    const mode = importMode.safeParse(fields.mode);
    if (!mode.success) throw invalid(mode.error.issues[0].message);
    if (!file || file.length === 0) throw invalid('请选择要导入的 Excel 文件（字段 file）');
    // the sheet waits in storage for the job (which may run on another instance); whatever the outcome, it goes
    const stored = await app.storage.put(file);
    const order: ImportOrder = {
      list,
      title: target.title,
      user_id: user.user_id,
      ip: req.ip,
      mode: mode.data,
      file_key: stored.key,
    };
    try {
      return ok(await runForMember<ImportAnswer>(app, 'import', order));
    } finally {
      await app.storage.remove(stored.key).catch(() => undefined);
    }
  });
}
