import { REPORT_MSG } from '@suwork/domain';
import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportRecipients, reports, type Report } from '../../db/report-tables.ts';
import { departments, users } from '../../db/schema.ts';
import { ERR } from '@suwork/domain';
import { fail } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { allDepartments } from '../org/dept-scope.ts';
import { subtreeOf } from '../../core/data-scope.ts';

/** Reports sent to the member. */
export const sentTo = (userId: number): SQL =>
  exists(
    sql`(select 1 from ${reportRecipients} where ${reportRecipients.report_id} = ${reports.id} and ${reportRecipients.user_id} = ${userId})`,
  );

/** What a member may read: their own reports, those sent to them, and those of departments in their data scope. */
export function visibleTo(user: SessionUser): SQL {
  if (user.scope.all) return sql`true`;
  const inScope = user.scope.deptIds.length > 0 ? inArray(reports.dept_id, [...user.scope.deptIds]) : undefined;
  return or(eq(reports.user_id, user.user_id), sentTo(user.user_id), inScope)!;
}

/** The report when the member may read it; otherwise 汇报不存在或无权查看. */
export async function readableReport(db: Db, user: SessionUser, id: number): Promise<Report> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), visibleTo(user)));
  if (!row) throw fail(ERR.notFound, REPORT_MSG.notFound);
  return row;
}

/** The departments (with their sub-departments) a member leads: as the department's manager or as its leader. */
export async function ledDepartments(db: Db, user: SessionUser): Promise<number[]> {
  const [managed, me, depts] = await Promise.all([
    db.select({ dept_id: departments.dept_id }).from(departments).where(eq(departments.manager_id, user.user_id)),
    db
      .select({ is_leader: users.is_leader, dept_id: users.dept_id })
      .from(users)
      .where(eq(users.user_id, user.user_id)),
    allDepartments(db),
  ]);
  const roots = managed.map((d) => d.dept_id);
  if (me[0]?.is_leader === 2 && me[0].dept_id > 0) roots.push(me[0].dept_id);
  return [...new Set(roots.flatMap((id) => subtreeOf(id, depts)))];
}

/** Ids of enabled members among `ids` (for 抄送人). */
export async function activeMembers(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.user_id })
    .from(users)
    .where(and(inArray(users.user_id, [...ids]), eq(users.status, 1)));
  return rows.map((r) => r.id);
}
