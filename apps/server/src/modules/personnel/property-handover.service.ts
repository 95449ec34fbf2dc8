import { ERR } from '@suwork/domain';
import type { HandoverDetail, HandoverLogLine, HandoverRow } from '@suwork/domain/contracts';
import type { ParsedOf, propertyHandoverRoutes } from '@suwork/domain/routes';
import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { propertyHandovers as h, type HandoverItem } from './personnel.tables.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { filesOf } from '../../core/engine/attachments.ts';
import { readLog, writeLog } from '../../core/engine/operation-log.ts';
import { assertAttachable } from '../../core/files/file-access.ts';
import { containing, inTx, memberNames, paged, type Page, type PageParams } from '../../core/kit/index.ts';
import type { WithRegistries } from '../../core/registries.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';

/** A handover as its form sends it, parsed (the same fields for 新建 and 编辑). */
type HandoverInput = ParsedOf<typeof propertyHandoverRoutes.add>;

export const PENDING = 1;
export const CONFIRMED = 2;
/** the operation log's entity of a handover */
const LOG = 'property_handover';

export const HANDOVER_MSG = {
  sameMember: '交出人和接收人不能是同一人',
  memberMissing: (label: string) => `${label}不存在或已禁用`,
  confirmedNoEdit: '已确认的交接单不能编辑',
  confirmedNoDelete: '已确认的交接单不能删除',
  onlyReceiver: '只有接收人可以确认交接',
  alreadyConfirmed: '该交接单已确认',
} as const;

/** 笔记本电脑×1、显示器×2 */
export const summary = (items: readonly HandoverItem[]) => items.map((i) => `${i.item_name}×${i.quantity}`).join('、');

/**
 * Who sees a handover: the whole company with an all-data scope; otherwise records the member gives, receives
 * or wrote, and records between members of the departments in their scope.
 */
export function scopeOf(user: SessionUser): SQL | undefined {
  if (user.scope.all) return undefined;
  const mine = [eq(h.from_user_id, user.user_id), eq(h.to_user_id, user.user_id), eq(h.create_user_id, user.user_id)];
  if (user.scope.deptIds.length === 0) return or(...mine);
  const inDepts = sql`(select ${users.user_id} from ${users} where ${inArray(users.dept_id, [...user.scope.deptIds])})`;
  return or(...mine, inArray(h.from_user_id, inDepts), inArray(h.to_user_id, inDepts));
}

/** A record the member may see, or 404 (missing and out of scope look the same). */
export async function loadRecord(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select()
    .from(h)
    .where(and(eq(h.handover_id, id), scopeOf(user)));
  if (!row) throw fail(ERR.notFound);
  return row;
}

/** Both members enabled and different; attachments the member may attach (kept ones may stay). */
export async function checkInput(
  app: WithRegistries,
  tx: Db,
  user: SessionUser,
  b: HandoverInput,
  kept: readonly number[] = [],
) {
  if (b.from_user_id === b.to_user_id) throw invalid(HANDOVER_MSG.sameMember);
  const found = await tx
    .select({ id: users.user_id })
    .from(users)
    .where(and(inArray(users.user_id, [b.from_user_id, b.to_user_id]), eq(users.status, 1)));
  const ids = new Set(found.map((r) => r.id));
  if (!ids.has(b.from_user_id)) throw invalid(HANDOVER_MSG.memberMissing('交出人'));
  if (!ids.has(b.to_user_id)) throw invalid(HANDOVER_MSG.memberMissing('接收人'));
  await assertAttachable(app, tx, user, b.attachments, { kept });
}

/** The records as lists show them: member names, the items summed up, times formatted. */
export async function handoverRows(
  db: Db,
  rows: readonly (typeof h.$inferSelect)[],
  tz: number,
): Promise<HandoverRow[]> {
  const names = await memberNames(
    db,
    rows.flatMap((r) => [r.from_user_id, r.to_user_id, r.create_user_id]),
  );
  return rows.map((row) => ({
    ...row,
    id: row.handover_id,
    from_user_name: names.get(row.from_user_id) ?? '',
    to_user_name: names.get(row.to_user_id) ?? '',
    create_user_name: names.get(row.create_user_id) ?? '',
    item_summary: summary(row.items),
    confirm_time: formatDateTime(row.confirm_time, tz),
    create_time: formatDateTime(row.create_time, tz),
    update_time: formatDateTime(row.update_time, tz),
  }));
}

export type HandoverFilter = {
  status?: number;
  from_user_id?: number;
  to_user_id?: number;
  /** an item name or the reason contains it */
  keyword?: string;
  handover_date_start?: string;
  handover_date_end?: string;
};

/** One page of the handovers the member may see, newest handover date first. */
export async function handoverPage(
  db: Db,
  user: SessionUser,
  q: HandoverFilter & PageParams,
  tz: number,
): Promise<Page<HandoverRow>> {
  const conds: (SQL | undefined)[] = [scopeOf(user)];
  if (q.status) conds.push(eq(h.status, q.status));
  if (q.from_user_id) conds.push(eq(h.from_user_id, q.from_user_id));
  if (q.to_user_id) conds.push(eq(h.to_user_id, q.to_user_id));
  if (q.handover_date_start) conds.push(gte(h.handover_date, q.handover_date_start));
  if (q.handover_date_end) conds.push(lte(h.handover_date, q.handover_date_end));
  if (q.keyword) {
    const like = containing(q.keyword);
    conds.push(
      or(
        sql`${h.reason} ilike ${like}`,
        sql`exists (select 1 from jsonb_array_elements(${h.items}) as it where it->>'item_name' ilike ${like})`,
      ),
    );
  }
  const where = and(...conds);
  const page = await paged(db, q, { from: h, where }, ({ limit, offset }) =>
    db.select().from(h).where(where).orderBy(desc(h.handover_date), desc(h.handover_id)).limit(limit).offset(offset),
  );
  return { ...page, rows: await handoverRows(db, page.rows, tz) };
}

/** One handover in full, with its attachments' files. */
export async function handoverDetail(db: Db, user: SessionUser, id: number, tz: number): Promise<HandoverDetail> {
  const row = await loadRecord(db, user, id);
  const [out] = await handoverRows(db, [row], tz);
  return { ...out, attachments_files: await filesOf(db, row.attachments) };
}

/** Records a new handover, pending the receiver's confirmation; answers its id. */
export async function addHandover(app: WithRegistries, db: Db, user: SessionUser, b: HandoverInput): Promise<number> {
  return inTx(db, async (tx) => {
    await checkInput(app, tx, user, b);
    const [row] = await tx
      .insert(h)
      .values({ ...b, status: PENDING, create_user_id: user.user_id })
      .returning({ id: h.handover_id });
    await writeLog(tx, {
      entity: LOG,
      record_id: row.id,
      action: 'add',
      user_id: user.user_id,
      content: `新建财产交接：${summary(b.items)}`,
    });
    return row.id;
  });
}

/** Changes a pending handover; a confirmed one is final. */
export async function updateHandover(
  app: WithRegistries,
  db: Db,
  user: SessionUser,
  id: number,
  b: HandoverInput,
  now: Date,
): Promise<void> {
  await inTx(db, async (tx) => {
    const before = await loadRecord(tx, user, id);
    if (before.status === CONFIRMED) throw invalid(HANDOVER_MSG.confirmedNoEdit);
    await checkInput(app, tx, user, b, before.attachments);
    // the status is read again under the write, so a confirmation in between wins
    const done = await tx
      .update(h)
      .set({ ...b, update_time: now })
      .where(and(eq(h.handover_id, id), eq(h.status, PENDING)))
      .returning({ id: h.handover_id });
    if (done.length === 0) throw invalid(HANDOVER_MSG.confirmedNoEdit);
    await writeLog(tx, {
      entity: LOG,
      record_id: id,
      action: 'update',
      user_id: user.user_id,
      content: `编辑财产交接：${summary(b.items)}`,
    });
  });
}

/** Deletes pending handovers the member may see, all or none; answers how many. */
export async function deleteHandovers(db: Db, user: SessionUser, ids: readonly number[]): Promise<number> {
  return inTx(db, async (tx) => {
    const rows = await tx
      .select()
      .from(h)
      .where(and(inArray(h.handover_id, [...ids]), scopeOf(user)));
    if (rows.length !== ids.length) throw fail(ERR.notFound);
    if (rows.some((r) => r.status === CONFIRMED)) throw invalid(HANDOVER_MSG.confirmedNoDelete);
    const gone = await tx
      .delete(h)
      .where(and(inArray(h.handover_id, [...ids]), eq(h.status, PENDING)))
      .returning({ id: h.handover_id });
    if (gone.length !== ids.length) throw invalid(HANDOVER_MSG.confirmedNoDelete);
    await writeLog(
      tx,
      rows.map((r) => ({
        entity: LOG,
        record_id: r.handover_id,
        action: 'del',
        user_id: user.user_id,
        content: `删除财产交接：${summary(r.items)}`,
      })),
    );
    return gone.length;
  });
}

/** The receiver confirms they have the property; once only. */
export async function confirmHandover(db: Db, user: SessionUser, id: number, now: Date): Promise<void> {
  await inTx(db, async (tx) => {
    const row = await loadRecord(tx, user, id);
    if (row.to_user_id !== user.user_id) throw fail(ERR.noPermission, HANDOVER_MSG.onlyReceiver);
    const done = await tx
      .update(h)
      .set({ status: CONFIRMED, confirm_time: now, update_time: now })
      .where(and(eq(h.handover_id, id), eq(h.status, PENDING)))
      .returning({ id: h.handover_id });
    if (done.length === 0) throw fail(ERR.conflict, HANDOVER_MSG.alreadyConfirmed);
    await writeLog(tx, { entity: LOG, record_id: id, action: 'confirm', user_id: user.user_id, content: '确认接收' });
  });
}

/** The operation log of a handover the member may see (its first 100 lines). */
export async function handoverLog(
  db: Db,
  user: SessionUser,
  id: number,
  tz: number,
): Promise<{ rows: HandoverLogLine[]; count: number }> {
  await loadRecord(db, user, id);
  return readLog(db, LOG, id, 1, 100, tz);
}
