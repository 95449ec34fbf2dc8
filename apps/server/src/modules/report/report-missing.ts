import { MESSAGE_TYPE, REPORT_MSG, REPORT_TYPE, reportPeriod, reportPeriodLabel } from '@suwork/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportRules, reports, type ReportRule } from '../../db/report-tables.ts';
import { departments, users } from '../../db/schema.ts';
import { subtreeOf } from '../../core/data-scope.ts';
import { remindOnce } from '../../core/remind-once.ts';
import { companyToday } from '../../core/time-format.ts';
import { allDepartments } from '../org/dept-scope.ts';

/** Whether the rule asks for a report on this date: 日报 on its weekdays, 周报 on its weekday, 月报 on its day (31 = the month's last day). */
export function ruleDueOn(rule: Pick<ReportRule, 'type' | 'days'>, date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  if (rule.type === REPORT_TYPE.month) {
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    return rule.days.some((day) => Math.min(day, last) === d.getUTCDate());
  }
  const weekday = ((d.getUTCDay() + 6) % 7) + 1;
  return rule.days.includes(weekday);
}

/** Enabled members a rule covers: its members and those of its departments with their sub-departments. */
async function membersOf(db: Db, rules: readonly ReportRule[]): Promise<Set<number>> {
  const depts = await allDepartments(db);
  const deptIds = [...new Set(rules.flatMap((r) => r.dept_ids.flatMap((id) => subtreeOf(id, depts))))];
  const userIds = [...new Set(rules.flatMap((r) => r.user_ids))];
  const found = await Promise.all([
    userIds.length
      ? db
          .select({ id: users.user_id })
          .from(users)
          .where(and(inArray(users.user_id, userIds), eq(users.status, 1)))
      : [],
    deptIds.length
      ? db
          .select({ id: users.user_id })
          .from(users)
          .where(and(inArray(users.dept_id, deptIds), eq(users.status, 1)))
      : [],
  ]);
  return new Set(found.flat().map((r) => r.id));
}

export type MissingMember = { user_id: number; user_name: string; dept_id: number; dept_name: string };

/**
 * Members under an enabled rule of this type who have no report for the period of `date`. 日报 counts only on the
 * rule's weekdays; 周报 and 月报 for the whole week or month. `within` limits to these departments (null: everyone).
 */
export async function missingReports(
  db: Db,
  type: number,
  date: string,
  within: readonly number[] | null,
): Promise<{ period_label: string; list: MissingMember[] }> {
  const period = reportPeriod(type, date);
  const period_label = reportPeriodLabel(type, period.start, period.end);
  const rules = (
    await db
      .select()
      .from(reportRules)
      .where(and(eq(reportRules.type, type), eq(reportRules.status, 1)))
  ).filter((r) => type !== REPORT_TYPE.day || ruleDueOn(r, date));
  const due = await membersOf(db, rules);
  if (due.size === 0) return { period_label, list: [] };
  const done = await db
    .select({ id: reports.user_id })
    .from(reports)
    .where(and(eq(reports.type, type), eq(reports.period_start, period.start), inArray(reports.user_id, [...due])));
  done.forEach((r) => due.delete(r.id));
  if (due.size === 0) return { period_label, list: [] };
  const rows = await db
    .select({
      user_id: users.user_id,
      user_name: users.user_name,
      dept_id: users.dept_id,
      dept_name: departments.dept_name,
    })
    .from(users)
    .leftJoin(departments, eq(departments.dept_id, users.dept_id))
    .where(inArray(users.user_id, [...due]))
    .orderBy(users.dept_id, users.user_id);
  const list = rows
    .filter((r) => within === null || within.includes(r.dept_id))
    .map((r) => ({ ...r, dept_name: r.dept_name ?? '' }));
  return { period_label, list };
}

export const REPORT_REMIND_TYPE = 'report_remind';

/**
 * The end-of-day reminder: for each type whose rules fall due today, members who have not yet reported are sent
 * 您还没有提交日报（…），请及时提交, once a day each. Returns how many reminders were sent.
 */
export async function remindMissingReports(db: Db, tzOffsetMinutes: number, now: Date): Promise<number> {
  const today = companyToday(now, tzOffsetMinutes);
  const rules = await db.select().from(reportRules).where(eq(reportRules.status, 1));
  let sent = 0;
  for (const type of [REPORT_TYPE.day, REPORT_TYPE.week, REPORT_TYPE.month]) {
    if (!rules.some((r) => r.type === type && ruleDueOn(r, today))) continue;
    const { period_label, list } = await missingReports(db, type, today, null);
    const dueMembers = await membersOf(
      db,
      rules.filter((r) => r.type === type && ruleDueOn(r, today)),
    );
    const ids = list.map((m) => m.user_id).filter((id) => dueMembers.has(id));
    const title = REPORT_MSG.remind(type, period_label);
    sent += await remindOnce(
      db,
      ids.map((user_id) => ({
        kind: 'report_missing',
        occasion: today,
        user_id,
        business_type: REPORT_REMIND_TYPE,
        business_id: type,
        title,
        message_type: MESSAGE_TYPE.office,
      })),
    );
  }
  return sent;
}
