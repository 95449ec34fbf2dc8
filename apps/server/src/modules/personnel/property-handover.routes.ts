import { ERR } from '@suwork/domain';
import { and, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { propertyHandovers as h, users, type HandoverItem } from '../../db/schema.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { readLog, writeLog } from '../../core/engine/operation-log.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { filesOf } from '../../core/engine/attachments.ts';
import { assertAttachable } from '../../core/files/file-access.ts';
import { currentUser, type App } from '../../core/types.ts';
import { escapeLike, inTx } from '../org/org-common.ts';
import { addBody, delBody, idBody, idQuery, listQuery, updateBody, type HandoverInput } from './property-handover.input.ts';

const NODE = 'personnel_handover';
const PENDING = 1;
const CONFIRMED = 2;
const LOG = 'property_handover';

export const HANDOVER_MSG = {
  sameMember: '交出人和接收人不能是同一人',
  memberMissing: (label: string) => `${label}不存在或已禁用`,
  confirmedNoEdit: '已确认的交接单不能编辑',
  confirmedNoDelete: '已确认的交接单不能删除',
  onlyReceiver: '只有接收人可以确认交接',
  alreadyConfirmed: '该交接单已确认',
} as const;

const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');
const creator = alias(users, 'creator');

/** 笔记本电脑×1、显示器×2 */
const summary = (items: readonly HandoverItem[]) => items.map((i) => `${i.item_name}×${i.quantity}`).join('、');

/**
 * Who sees a handover: the whole company with an all-data scope; otherwise records the member gives, receives
 * or wrote, and records between members of the departments in their scope.
 */
function scopeOf(user: SessionUser): SQL | undefined {
  if (user.scope.all) return undefined;
  const mine = [eq(h.from_user_id, user.user_id), eq(h.to_user_id, user.user_id), eq(h.create_user_id, user.user_id)];
  if (user.scope.deptIds.length === 0) return or(...mine);
  const inDepts = sql`(select ${users.user_id} from ${users} where ${inArray(users.dept_id, [...user.scope.deptIds])})`;
  return or(...mine, inArray(h.from_user_id, inDepts), inArray(h.to_user_id, inDepts));
}

async function readRows(db: Db, where: SQL | undefined, tz: number, page = 1, limit = 1) {
  const rows = await db
    .select({ row: h, from_user_name: fromUser.user_name, to_user_name: toUser.user_name, create_user_name: creator.user_name })
    .from(h)
    .leftJoin(fromUser, eq(fromUser.user_id, h.from_user_id))
    .leftJoin(toUser, eq(toUser.user_id, h.to_user_id))
    .leftJoin(creator, eq(creator.user_id, h.create_user_id))
    .where(where)
    .orderBy(desc(h.handover_date), desc(h.handover_id))
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map(({ row, ...names }) => ({
    ...row,
    id: row.handover_id,
    from_user_name: names.from_user_name ?? '',
    to_user_name: names.to_user_name ?? '',
    create_user_name: names.create_user_name ?? '',
    item_summary: summary(row.items),
    confirm_time: formatDateTime(row.confirm_time, tz),
    create_time: formatDateTime(row.create_time, tz),
    update_time: formatDateTime(row.update_time, tz),
  }));
}

/** A record the member may see, or 404 (missing and out of scope look the same). */
async function loadRecord(db: Db, user: SessionUser, id: number) {
  const [row] = await db.select().from(h).where(and(eq(h.handover_id, id), scopeOf(user)));
  if (!row) throw fail(ERR.notFound);
  return row;
}

/** Both members enabled and different; attachments the member may attach (kept ones may stay). */
async function checkInput(tx: Db, user: SessionUser, b: HandoverInput, kept: readonly number[] = []) {
  if (b.from_user_id === b.to_user_id) throw invalid(HANDOVER_MSG.sameMember);
  const found = await tx.select({ id: users.user_id }).from(users).where(and(inArray(users.user_id, [b.from_user_id, b.to_user_id]), eq(users.status, 1)));
  const ids = new Set(found.map((r) => r.id));
  if (!ids.has(b.from_user_id)) throw invalid(HANDOVER_MSG.memberMissing('交出人'));
  if (!ids.has(b.to_user_id)) throw invalid(HANDOVER_MSG.memberMissing('接收人'));
  await assertAttachable(tx, user, b.attachments, { kept });
}

/** 财产交接: company property handed from one member to another; only the receiver confirms, and a confirmed record is final. */
export function propertyHandoverRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const base = '/api/PropertyHandover';

  app.get(`${base}/getList`, { config: { auth: { node: NODE } }, schema: { querystring: listQuery } }, async (req) => {
    const q = req.query;
    const conds: (SQL | undefined)[] = [scopeOf(currentUser(req))];
    if (q.status) conds.push(eq(h.status, q.status));
    if (q.from_user_id) conds.push(eq(h.from_user_id, q.from_user_id));
    if (q.to_user_id) conds.push(eq(h.to_user_id, q.to_user_id));
    if (q.handover_date_start) conds.push(gte(h.handover_date, q.handover_date_start));
    if (q.handover_date_end) conds.push(lte(h.handover_date, q.handover_date_end));
    if (q.keyword) {
      const like = `%${escapeLike(q.keyword)}%`;
      conds.push(or(sql`${h.reason} ilike ${like}`, sql`exists (select 1 from jsonb_array_elements(${h.items}) as it where it->>'item_name' ilike ${like})`));
    }
    const where = and(...conds);
    const [rows, [{ n }]] = await Promise.all([readRows(db, where, tz, q.page, q.limit), db.select({ n: count() }).from(h).where(where)]);
    return ok(rows, Number(n));
  });

  app.get(`${base}/info`, { config: { auth: { node: NODE } }, schema: { querystring: idQuery } }, async (req) => {
    const row = await loadRecord(db, currentUser(req), req.query.handover_id);
    const [out] = await readRows(db, eq(h.handover_id, row.handover_id), tz);
    return ok({ ...out, attachments_files: await filesOf(db, row.attachments) });
  });

  app.post(`${base}/add`, { config: { auth: { node: `${NODE}_add` } }, schema: { body: addBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    const id = await inTx(db, async (tx) => {
      await checkInput(tx, user, b);
      const [row] = await tx.insert(h).values({ ...b, status: PENDING, create_user_id: user.user_id }).returning({ id: h.handover_id });
      await writeLog(tx, { entity: LOG, record_id: row.id, action: 'add', user_id: user.user_id, content: `新建财产交接：${summary(b.items)}` });
      return row.id;
    });
    return ok({ handover_id: id });
  });

  app.post(`${base}/update`, { config: { auth: { node: `${NODE}_edit` } }, schema: { body: updateBody } }, async (req) => {
    const user = currentUser(req);
    const { handover_id: id, ...b } = req.body;
    await inTx(db, async (tx) => {
      const before = await loadRecord(tx, user, id);
      if (before.status === CONFIRMED) throw invalid(HANDOVER_MSG.confirmedNoEdit);
      await checkInput(tx, user, b, before.attachments);
      // the status is read again under the write, so a confirmation in between wins
      const done = await tx.update(h).set({ ...b, update_time: new Date() }).where(and(eq(h.handover_id, id), eq(h.status, PENDING))).returning({ id: h.handover_id });
      if (done.length === 0) throw invalid(HANDOVER_MSG.confirmedNoEdit);
      await writeLog(tx, { entity: LOG, record_id: id, action: 'update', user_id: user.user_id, content: `编辑财产交接：${summary(b.items)}` });
    });
    return ok({ handover_id: id });
  });

  app.post(`${base}/del`, { config: { auth: { node: `${NODE}_del` } }, schema: { body: delBody } }, async (req) => {
    const user = currentUser(req);
    const ids = [...new Set(req.body.ids)];
    const n = await inTx(db, async (tx) => {
      const rows = await tx.select().from(h).where(and(inArray(h.handover_id, ids), scopeOf(user)));
      if (rows.length !== ids.length) throw fail(ERR.notFound);
      if (rows.some((r) => r.status === CONFIRMED)) throw invalid(HANDOVER_MSG.confirmedNoDelete);
      const gone = await tx.delete(h).where(and(inArray(h.handover_id, ids), eq(h.status, PENDING))).returning({ id: h.handover_id });
      if (gone.length !== ids.length) throw invalid(HANDOVER_MSG.confirmedNoDelete);
      await writeLog(tx, rows.map((r) => ({ entity: LOG, record_id: r.handover_id, action: 'del', user_id: user.user_id, content: `删除财产交接：${summary(r.items)}` })));
      return gone.length;
    });
    return ok({ count: n });
  });

  /** The receiver confirms they have the property; once only. */
  app.post(`${base}/confirm`, { config: { auth: { node: NODE } }, schema: { body: idBody } }, async (req) => {
    const user = currentUser(req);
    const id = req.body.handover_id;
    await inTx(db, async (tx) => {
      const row = await loadRecord(tx, user, id);
      if (row.to_user_id !== user.user_id) throw fail(ERR.noPermission, HANDOVER_MSG.onlyReceiver);
      const done = await tx.update(h).set({ status: CONFIRMED, confirm_time: new Date(), update_time: new Date() }).where(and(eq(h.handover_id, id), eq(h.status, PENDING))).returning({ id: h.handover_id });
      if (done.length === 0) throw fail(ERR.conflict, HANDOVER_MSG.alreadyConfirmed);
      await writeLog(tx, { entity: LOG, record_id: id, action: 'confirm', user_id: user.user_id, content: '确认接收' });
    });
    return ok({ handover_id: id });
  });

  app.get(`${base}/getLog`, { config: { auth: { node: NODE } }, schema: { querystring: idQuery } }, async (req) => {
    await loadRecord(db, currentUser(req), req.query.handover_id);
    const { rows, count: total } = await readLog(db, LOG, req.query.handover_id, 1, 100, tz);
    return ok(rows, total);
  });
}
