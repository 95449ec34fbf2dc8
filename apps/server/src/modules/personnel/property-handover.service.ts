import { ERR } from '@suwork/domain';
import type { HandoverRow } from '@suwork/domain/contracts';
import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { propertyHandovers as h, type HandoverItem } from './personnel.tables.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { assertAttachable } from '../../core/files/file-access.ts';
import { containing, memberNames, paged, type Page, type PageParams } from '../../core/kit/index.ts';
import type { WithRegistries } from '../../core/registries.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import type { HandoverInput } from './property-handover.input.ts';

export const PENDING = 1;
export const CONFIRMED = 2;

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
export async function checkInput(app: WithRegistries, tx: Db, user: SessionUser, b: HandoverInput, kept: readonly number[] = []) {
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
export async function handoverRows(db: Db, rows: readonly (typeof h.$inferSelect)[], tz: number): Promise<HandoverRow[]> {
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
export async function handoverPage(db: Db, user: SessionUser, q: HandoverFilter & PageParams, tz: number): Promise<Page<HandoverRow>> {
  const conds: (SQL | undefined)[] = [scopeOf(user)];
  if (q.status) conds.push(eq(h.status, q.status));
  if (q.from_user_id) conds.push(eq(h.from_user_id, q.from_user_id));
  if (q.to_user_id) conds.push(eq(h.to_user_id, q.to_user_id));
  if (q.handover_date_start) conds.push(gte(h.handover_date, q.handover_date_start));
  if (q.handover_date_end) conds.push(lte(h.handover_date, q.handover_date_end));
  if (q.keyword) {
    const like = containing(q.keyword);
    conds.push(or(sql`${h.reason} ilike ${like}`, sql`exists (select 1 from jsonb_array_elements(${h.items}) as it where it->>'item_name' ilike ${like})`));
  }
  const where = and(...conds);
  const page = await paged(db, q, { from: h, where }, ({ limit, offset }) => db.select().from(h).where(where).orderBy(desc(h.handover_date), desc(h.handover_id)).limit(limit).offset(offset));
  return { ...page, rows: await handoverRows(db, page.rows, tz) };
}
