import { MESSAGE_TYPE, SCHEDULE_MSG, SCHEDULE_RANGE_MAX_DAYS, SCHEDULE_REMIND, SCHEDULE_REPEAT } from '@suwork/domain';
import type { Occurrence } from '@suwork/domain/contracts';
import { customerEntity, projectEntity, type EntityDef } from '@suwork/domain/entities';
import { and, eq, gte, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { crm_customer, pm_project } from '../../db/entity-tables.ts';
import { schedules, type Schedule } from '../../db/office-tables.ts';
import { scopePredicate } from '../../core/engine/scope.ts';
import { invalid } from '../../core/envelope.ts';
import type { MessageLink } from '../../core/message-links.ts';
import { inTx, memberNames, type Tx } from '../../core/kit/index.ts';
import { notify } from '../../core/notify.ts';
import { forgetReminders } from '../../core/remind-once.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime, parseDateTime } from '../../core/time-format.ts';
import { assertMembers } from './office-members.ts';
import { occurrencesIn } from './schedule-occurrences.ts';
import { ownSchedule, scheduleVisibleTo, visibleSchedule } from './schedule-access.ts';
import type { ParsedOf, scheduleRoutes } from '@suwork/domain/routes';

const DAY = 86_400_000;
type ScheduleInput = ParsedOf<typeof scheduleRoutes.add>;
type ScheduleValues = Omit<Schedule, 'id' | 'create_user_id' | 'create_time'>;

/** What the schedule calls share: the database and the company time zone (minutes east of UTC). */
export type ScheduleDeps = { db: Db; tz: number };

/** What a schedule's messages open (core/message-links.ts). */
export const SCHEDULE_BUSINESS_TYPE = 'schedule';

/** Where a schedule's messages open: the calendar on the day it starts, while the schedule exists. */
export async function scheduleLink(db: Db, id: number, tz: number): Promise<MessageLink | null> {
  const [row] = await db.select({ start_time: schedules.start_time }).from(schedules).where(eq(schedules.id, id));
  return row ? { path: '/home/schedule', query: { id, date: formatDateTime(row.start_time, tz)!.slice(0, 10) } } : null;
}

/** Events that may have an occurrence in [from, to). */
export const candidatesIn = (from: Date, to: Date, fromDate: string) =>
  and(
    lt(schedules.start_time, to),
    or(ne(schedules.repeat_rule, 'none'), gte(schedules.end_time, from)),
    or(isNull(schedules.repeat_until), gte(schedules.repeat_until, fromDate)),
  );

/** API rows, one per occurrence in [from, to), sorted by start. */
export async function occurrenceRows(
  db: Db,
  list: Schedule[],
  from: Date,
  to: Date,
  tz: number,
  me: number,
): Promise<Occurrence[]> {
  const names = await memberNames(
    db,
    list.flatMap((s) => [s.create_user_id, ...s.participant_ids]),
  );
  // the names of the linked customers and projects, one query each
  const namesIn = async (table: typeof crm_customer | typeof pm_project, name: PgColumn, ids: number[]) => {
    const wanted = [...new Set(ids.filter((id) => id > 0))];
    if (wanted.length === 0) return new Map<number, string>();
    return new Map(
      (await db.select({ id: table.id, name }).from(table).where(inArray(table.id, wanted))).map((r) => [
        r.id,
        String(r.name),
      ]),
    );
  };
  const customers = await namesIn(
    crm_customer,
    crm_customer.enterprise_name,
    list.map((s) => s.customer_id),
  );
  const projects = await namesIn(
    pm_project,
    pm_project.project_name,
    list.map((s) => s.project_id),
  );
  const rows = list.flatMap((s) =>
    occurrencesIn(s, from, to, tz).map((o) => ({
      id: s.id,
      title: s.title,
      start_time: formatDateTime(o.start, tz)!,
      end_time: formatDateTime(o.end, tz)!,
      all_day: s.all_day,
      participant_ids: s.participant_ids,
      participant_names: s.participant_ids.map((id) => names.get(id) ?? ''),
      location: s.location,
      remark: s.remark,
      remind_minutes: s.remind_minutes,
      remind_name: SCHEDULE_REMIND[s.remind_minutes as keyof typeof SCHEDULE_REMIND] ?? '',
      repeat_rule: s.repeat_rule,
      repeat_name: SCHEDULE_REPEAT[s.repeat_rule as keyof typeof SCHEDULE_REPEAT] ?? '',
      repeat_until: s.repeat_until ?? '',
      customer_id: s.customer_id,
      customer_name: customers.get(s.customer_id) ?? '',
      project_id: s.project_id,
      project_name: projects.get(s.project_id) ?? '',
      create_user_id: s.create_user_id,
      create_user_name: names.get(s.create_user_id) ?? '',
      can_edit: s.create_user_id === me,
    })),
  );
  return rows.sort((a, b) => a.start_time.localeCompare(b.start_time) || a.id - b.id);
}

/** The occurrences of the member's events between two company dates (both days included). */
export async function occurrencesBetween(
  { db, tz }: ScheduleDeps,
  me: number,
  startDate: string,
  endDate: string,
): Promise<Occurrence[]> {
  const from = parseDateTime(startDate, tz);
  const last = parseDateTime(endDate, tz);
  if (!from || !last || last < from) throw invalid(SCHEDULE_MSG.rangeInvalid);
  const to = new Date(last.getTime() + DAY);
  if (to.getTime() - from.getTime() > SCHEDULE_RANGE_MAX_DAYS * DAY) throw invalid(SCHEDULE_MSG.rangeTooLong);
  const list = await db
    .select()
    .from(schedules)
    .where(and(scheduleVisibleTo(me), candidatesIn(from, to, startDate)));
  return occurrenceRows(db, list, from, to, tz, me);
}

/** An event as its form opens it: the first occurrence, with its repeat rule. */
export async function scheduleInfo({ db, tz }: ScheduleDeps, me: number, id: number): Promise<Occurrence> {
  const s = await visibleSchedule(db, id, me);
  const [row] = await occurrenceRows(
    db,
    [{ ...s, repeat_rule: 'none' }],
    s.start_time,
    new Date(s.end_time.getTime() + 1),
    tz,
    me,
  );
  return {
    ...row,
    repeat_rule: s.repeat_rule,
    repeat_name: SCHEDULE_REPEAT[s.repeat_rule as keyof typeof SCHEDULE_REPEAT] ?? '',
  };
}

/** A newly linked customer or project is one the member can see (a link kept from before stays). */
async function assertLinkable(
  db: Db,
  user: SessionUser,
  def: EntityDef,
  table: typeof crm_customer | typeof pm_project,
  id: number,
  kept: number,
  msg: string,
) {
  if (id <= 0 || id === kept) return;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), scopePredicate(def, table, user)));
  if (!row) throw invalid(msg);
}

/** The checked values to store from an event form. */
export async function scheduleValues(
  { db, tz }: ScheduleDeps,
  user: SessionUser,
  b: ScheduleInput,
  before?: { customer_id: number; project_id: number },
): Promise<ScheduleValues> {
  await assertLinkable(
    db,
    user,
    customerEntity,
    crm_customer,
    b.customer_id,
    before?.customer_id ?? 0,
    '所选客户不存在或无权查看',
  );
  await assertLinkable(
    db,
    user,
    projectEntity,
    pm_project,
    b.project_id,
    before?.project_id ?? 0,
    '所选项目不存在或无权查看',
  );
  const allDay = b.all_day;
  const start = parseDateTime(allDay ? b.start_time.slice(0, 10) : b.start_time, tz);
  if (!start) throw invalid(SCHEDULE_MSG.startRequired);
  const endParsed = parseDateTime(allDay ? b.end_time.slice(0, 10) : b.end_time, tz);
  if (!endParsed) throw invalid(SCHEDULE_MSG.endRequired);
  // an all-day event ends at the end of its last day
  const end = allDay ? new Date(endParsed.getTime() + DAY - 1000) : endParsed;
  if (end < start) throw invalid(SCHEDULE_MSG.endBeforeStart);
  if (b.repeat_rule !== 'none' && b.repeat_until !== '' && b.repeat_until < b.start_time.slice(0, 10))
    throw invalid(SCHEDULE_MSG.repeatEndBeforeStart);
  await assertMembers(db, b.participant_ids, '所选成员不存在');
  return {
    title: b.title,
    start_time: start,
    end_time: end,
    all_day: allDay,
    participant_ids: b.participant_ids,
    location: b.location,
    remark: b.remark,
    remind_minutes: b.remind_minutes,
    repeat_rule: b.repeat_rule,
    repeat_until: b.repeat_rule === 'none' || b.repeat_until === '' ? null : b.repeat_until,
    customer_id: b.customer_id,
    project_id: b.project_id,
  };
}

/** Participants hear they were invited. */
const invite = (tx: Tx, byName: string, id: number, title: string, userIds: number[]) =>
  notify(tx, {
    user_ids: userIds,
    business_type: SCHEDULE_BUSINESS_TYPE,
    business_id: id,
    title: SCHEDULE_MSG.invited(byName, title),
    message_type: MESSAGE_TYPE.schedule,
  });

export function createSchedule(db: Db, user: SessionUser, values: ScheduleValues): Promise<number> {
  return inTx(db, async (tx) => {
    const [row] = await tx
      .insert(schedules)
      .values({ ...values, create_user_id: user.user_id })
      .returning({ id: schedules.id });
    await invite(
      tx,
      user.user_name,
      row.id,
      values.title,
      values.participant_ids.filter((u) => u !== user.user_id),
    );
    return row.id;
  });
}

/** Saves the creator's event; only participants newly added are told. */
export async function updateSchedule(
  deps: ScheduleDeps,
  user: SessionUser,
  id: number,
  b: ScheduleInput,
): Promise<void> {
  const before = await ownSchedule(deps.db, id, user.user_id);
  const values = await scheduleValues(deps, user, b, before);
  await inTx(deps.db, async (tx) => {
    await tx.update(schedules).set(values).where(eq(schedules.id, before.id));
    const added = values.participant_ids.filter((u) => u !== user.user_id && !before.participant_ids.includes(u));
    await invite(tx, user.user_name, before.id, values.title, added);
  });
}

/** Deletes the creator's event and forgets the reminders already sent for it. */
export async function deleteSchedule(db: Db, user: SessionUser, id: number): Promise<void> {
  const s = await ownSchedule(db, id, user.user_id);
  await inTx(db, async (tx) => {
    await forgetReminders(tx, SCHEDULE_BUSINESS_TYPE, s.id);
    await tx.delete(schedules).where(eq(schedules.id, s.id));
  });
}
