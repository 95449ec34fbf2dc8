import { ERR } from '@suwork/domain';
import { propertyHandoverAnswers } from '@suwork/domain/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { propertyHandovers as h } from './personnel.tables.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { filesOf } from '../../core/engine/attachments.ts';
import { readLog, writeLog } from '../../core/engine/operation-log.ts';
import { inTx, okPage } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import { addBody, delBody, idBody, idQuery, listQuery, updateBody } from './property-handover.input.ts';
import { checkInput, CONFIRMED, HANDOVER_MSG, handoverPage, handoverRows, loadRecord, PENDING, scopeOf, summary } from './property-handover.service.ts';

const NODE = 'personnel_handover';
const LOG = 'property_handover';

/** 财产交接: company property handed from one member to another; only the receiver confirms, and a confirmed record is final. */
export function propertyHandoverRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const base = '/api/PropertyHandover';

  app.get(`${base}/getList`, { config: { auth: { node: NODE } }, schema: { response: { 200: propertyHandoverAnswers.getList }, querystring: listQuery } }, async (req) =>
    okPage(await handoverPage(db, currentUser(req), req.query, tz)),
  );

  app.get(`${base}/info`, { config: { auth: { node: NODE } }, schema: { response: { 200: propertyHandoverAnswers.info }, querystring: idQuery } }, async (req) => {
    const row = await loadRecord(db, currentUser(req), req.query.handover_id);
    const [out] = await handoverRows(db, [row], tz);
    return ok({ ...out, attachments_files: await filesOf(db, row.attachments) });
  });

  app.post(`${base}/add`, { config: { auth: { node: `${NODE}_add` } }, schema: { response: { 200: propertyHandoverAnswers.add }, body: addBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    const id = await inTx(db, async (tx) => {
      await checkInput(app, tx, user, b);
      const [row] = await tx
        .insert(h)
        .values({ ...b, status: PENDING, create_user_id: user.user_id })
        .returning({ id: h.handover_id });
      await writeLog(tx, { entity: LOG, record_id: row.id, action: 'add', user_id: user.user_id, content: `新建财产交接：${summary(b.items)}` });
      return row.id;
    });
    return ok({ handover_id: id });
  });

  app.post(`${base}/update`, { config: { auth: { node: `${NODE}_edit` } }, schema: { response: { 200: propertyHandoverAnswers.update }, body: updateBody } }, async (req) => {
    const user = currentUser(req);
    const { handover_id: id, ...b } = req.body;
    await inTx(db, async (tx) => {
      const before = await loadRecord(tx, user, id);
      if (before.status === CONFIRMED) throw invalid(HANDOVER_MSG.confirmedNoEdit);
      await checkInput(app, tx, user, b, before.attachments);
      // the status is read again under the write, so a confirmation in between wins
      const done = await tx
        .update(h)
        .set({ ...b, update_time: app.config.now() })
        .where(and(eq(h.handover_id, id), eq(h.status, PENDING)))
        .returning({ id: h.handover_id });
      if (done.length === 0) throw invalid(HANDOVER_MSG.confirmedNoEdit);
      await writeLog(tx, { entity: LOG, record_id: id, action: 'update', user_id: user.user_id, content: `编辑财产交接：${summary(b.items)}` });
    });
    return ok({ handover_id: id });
  });

  app.post(`${base}/del`, { config: { auth: { node: `${NODE}_del` } }, schema: { response: { 200: propertyHandoverAnswers.del }, body: delBody } }, async (req) => {
    const user = currentUser(req);
    const ids = [...new Set(req.body.ids)];
    const n = await inTx(db, async (tx) => {
      const rows = await tx
        .select()
        .from(h)
        .where(and(inArray(h.handover_id, ids), scopeOf(user)));
      if (rows.length !== ids.length) throw fail(ERR.notFound);
      if (rows.some((r) => r.status === CONFIRMED)) throw invalid(HANDOVER_MSG.confirmedNoDelete);
      const gone = await tx
        .delete(h)
        .where(and(inArray(h.handover_id, ids), eq(h.status, PENDING)))
        .returning({ id: h.handover_id });
      if (gone.length !== ids.length) throw invalid(HANDOVER_MSG.confirmedNoDelete);
      await writeLog(
        tx,
        rows.map((r) => ({ entity: LOG, record_id: r.handover_id, action: 'del', user_id: user.user_id, content: `删除财产交接：${summary(r.items)}` })),
      );
      return gone.length;
    });
    return ok({ count: n });
  });

  /** The receiver confirms they have the property; once only. */
  app.post(`${base}/confirm`, { config: { auth: { node: NODE } }, schema: { response: { 200: propertyHandoverAnswers.confirm }, body: idBody } }, async (req) => {
    const user = currentUser(req);
    const id = req.body.handover_id;
    await inTx(db, async (tx) => {
      const row = await loadRecord(tx, user, id);
      if (row.to_user_id !== user.user_id) throw fail(ERR.noPermission, HANDOVER_MSG.onlyReceiver);
      const now = app.config.now();
      const done = await tx
        .update(h)
        .set({ status: CONFIRMED, confirm_time: now, update_time: now })
        .where(and(eq(h.handover_id, id), eq(h.status, PENDING)))
        .returning({ id: h.handover_id });
      if (done.length === 0) throw fail(ERR.conflict, HANDOVER_MSG.alreadyConfirmed);
      await writeLog(tx, { entity: LOG, record_id: id, action: 'confirm', user_id: user.user_id, content: '确认接收' });
    });
    return ok({ handover_id: id });
  });

  app.get(`${base}/getLog`, { config: { auth: { node: NODE } }, schema: { response: { 200: propertyHandoverAnswers.getLog }, querystring: idQuery } }, async (req) => {
    await loadRecord(db, currentUser(req), req.query.handover_id);
    const { rows, count: total } = await readLog(db, LOG, req.query.handover_id, 1, 100, tz);
    return ok(rows, total);
  });
}
