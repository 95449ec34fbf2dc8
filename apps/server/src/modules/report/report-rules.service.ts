import { ERR, REPORT_MSG, REPORT_TYPE_LABEL } from '@suwork/domain';
import type { ReportPerson, ReportRule } from '@suwork/domain/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportRules } from '../../db/report-tables.ts';
import { departments } from '../../db/schema.ts';
import { subtreeOf } from '../../core/data-scope.ts';
import { fail } from '../../core/envelope.ts';
import { memberNames } from '../../core/kit/index.ts';
import { SUPER_USER_NAME } from '../../core/permissions.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { allDepartments } from '../org/dept-scope.ts';
import { ledDepartments } from './report-access.ts';
import { missingReports } from './report-missing.ts';

/** Every rule, by type then newest first, with the names of its members, departments and default recipients. */
export async function ruleList(db: Db): Promise<ReportRule[]> {
  const rules = await db.select().from(reportRules).orderBy(reportRules.type, desc(reportRules.id));
  const names = await memberNames(
    db,
    rules.flatMap((r) => [...r.user_ids, ...r.recipient_ids]),
  );
  const deptIds = [...new Set(rules.flatMap((r) => r.dept_ids))];
  const depts = deptIds.length
    ? await db
        .select({ id: departments.dept_id, name: departments.dept_name })
        .from(departments)
        .where(inArray(departments.dept_id, deptIds))
    : [];
  const deptName = new Map(depts.map((d) => [d.id, d.name]));
  const people = (ids: number[]) => ids.map((id) => ({ user_id: id, user_name: names.get(id) ?? '' }));
  return rules.map((r) => ({
    id: r.id,
    type: r.type,
    type_name: REPORT_TYPE_LABEL[r.type],
    users: people(r.user_ids),
    depts: r.dept_ids.map((id) => ({ dept_id: id, dept_name: deptName.get(id) ?? '' })),
    days: r.days,
    recipients: people(r.recipient_ids),
    status: r.status,
  }));
}

export type RuleValues = {
  type: number;
  user_ids: number[];
  dept_ids: number[];
  days: number[];
  recipient_ids: number[];
  status: number;
};

/** Creates a rule (id 0) or changes one; a rule that is gone: 规则不存在. */
export async function saveRule(
  db: Db,
  userId: number,
  id: number,
  values: RuleValues,
  now: Date,
): Promise<{ id: number }> {
  if (id > 0) {
    const [row] = await db
      .update(reportRules)
      .set({ ...values, update_time: now })
      .where(eq(reportRules.id, id))
      .returning({ id: reportRules.id });
    if (!row) throw fail(ERR.notFound, REPORT_MSG.ruleNotFound);
    return row;
  }
  const [row] = await db
    .insert(reportRules)
    .values({ ...values, create_user_id: userId })
    .returning({ id: reportRules.id });
  return row;
}

export async function deleteRule(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(reportRules).where(eq(reportRules.id, id)).returning({ id: reportRules.id });
  if (!row) throw fail(ERR.notFound, REPORT_MSG.ruleNotFound);
  return row;
}

/** The 抄送人 the enabled rules covering the member suggest for a new report of this type (never the member). */
export async function defaultRecipients(db: Db, user: SessionUser, type: number): Promise<ReportPerson[]> {
  const rules = await db
    .select()
    .from(reportRules)
    .where(and(eq(reportRules.type, type), eq(reportRules.status, 1)));
  const depts = await allDepartments(db);
  const mine = rules.filter(
    (r) => r.user_ids.includes(user.user_id) || r.dept_ids.some((d) => subtreeOf(d, depts).includes(user.dept_id)),
  );
  const ids = [...new Set(mine.flatMap((r) => r.recipient_ids))].filter((id) => id !== user.user_id);
  const names = await memberNames(db, ids);
  return ids.map((id) => ({ user_id: id, user_name: names.get(id) ?? '' }));
}

/** 未提交 as a member sees it: an administrator (whole-company scope) everyone, a manager the departments they lead. */
export async function missingFor(db: Db, user: SessionUser, type: number, date: string) {
  const everyone = user.user_name === SUPER_USER_NAME || user.scope.all;
  const within = everyone ? null : await ledDepartments(db, user);
  return missingReports(db, type, date, within);
}
