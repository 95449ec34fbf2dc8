import type { Directory, MemberRow } from '@suwork/domain/contracts';
import { and, asc, eq, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, roles, userRoles, users } from '../../db/schema.ts';
import { subtreeOf } from '../../core/data-scope.ts';
import { containing, paged, type Page, type PageParams } from '../../core/kit/index.ts';
import { allDepartments } from './dept-scope.ts';
import { readDeptTree } from './departments.service.ts';
import { readLicence } from './seats.service.ts';
import { staffOption } from './staff-option.ts';
import { userGroupTree } from './user-groups.service.ts';

/** Roles held by each member: role_id comma-joined ("3,5") and the names. */
export async function rolesOf(db: Db, userIds: readonly number[]) {
  const out = new Map<number, { role_id: string; role_name: string }>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ user_id: userRoles.user_id, role_id: roles.role_id, role_name: roles.role_name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.role_id, userRoles.role_id))
    .where(inArray(userRoles.user_id, [...userIds]))
    .orderBy(asc(roles.role_id));
  for (const r of rows) {
    const cur = out.get(r.user_id);
    out.set(
      r.user_id,
      cur
        ? { role_id: `${cur.role_id},${r.role_id}`, role_name: `${cur.role_name},${r.role_name}` }
        : { role_id: String(r.role_id), role_name: r.role_name },
    );
  }
  return out;
}

/** Everything a member picker offers: the department tree, enabled members, leavers and user groups. */
export async function directory(db: Db, { withoutSocialPlan }: { withoutSocialPlan: boolean }): Promise<Directory> {
  const [tree, people, groups] = await Promise.all([
    readDeptTree(db),
    db
      .select({
        user_id: users.user_id,
        user_name: users.user_name,
        dept_id: users.dept_id,
        avatar_url: users.avatar_url,
        is_leader: users.is_leader,
        status: users.status,
        social_plan_id: users.social_plan_id,
      })
      .from(users)
      .where(withoutSocialPlan ? lte(users.social_plan_id, 0) : undefined)
      .orderBy(asc(users.user_id)),
    userGroupTree(db),
  ]);
  const option = (u: (typeof people)[number]) => ({
    ...staffOption(u),
    dept_id: u.dept_id,
    avatar_url: u.avatar_url,
    is_leader: u.is_leader,
    social_plan_id: u.social_plan_id,
  });
  return {
    dept_list: [tree],
    user_list: people.filter((u) => u.status === 1).map(option),
    leave_user_list: people.filter((u) => u.status !== 1).map(option),
    group_list: groups,
  };
}

/** Members who may be made a department leader: enabled members, of one department when deptId is given. */
export async function managerChoices(
  db: Db,
  { deptId, withoutSocialPlan }: { deptId?: number; withoutSocialPlan: boolean },
) {
  const conds: SQL[] = [eq(users.status, 1)];
  if (deptId) conds.push(eq(users.dept_id, deptId));
  if (withoutSocialPlan) conds.push(lte(users.social_plan_id, 0));
  const rows = await db
    .select({ user_id: users.user_id, user_name: users.user_name, dept_id: users.dept_id })
    .from(users)
    .where(and(...conds))
    .orderBy(asc(users.user_id));
  return rows.map((u) => ({ ...staffOption(u), dept_id: u.dept_id }));
}

export type MemberFilter = {
  /** the department and those below it */
  dept_id?: number;
  user_name?: string;
  user_phone?: string;
  /** 1 enabled, 2 disabled, 0 both */
  status: number;
  /** 2: members on a social-security plan (social_plan_id > 0) are left out */
  social?: number;
  /** 2: department leaders only */
  role?: number;
  /** members holding this role */
  role_id?: number;
};

/** One page of members in id order, with their department, roles and the seat licence's date. */
export async function memberPage(db: Db, q: MemberFilter & PageParams): Promise<Page<MemberRow>> {
  const conds: SQL[] = [];
  if (q.dept_id) conds.push(inArray(users.dept_id, subtreeOf(q.dept_id, await allDepartments(db))));
  if (q.user_name) conds.push(ilike(users.user_name, containing(q.user_name)));
  if (q.user_phone) conds.push(ilike(users.user_phone, containing(q.user_phone)));
  if (q.status) conds.push(eq(users.status, q.status));
  if (q.social === 2) conds.push(lte(users.social_plan_id, 0));
  if (q.role === 2) conds.push(eq(users.is_leader, 2));
  if (q.role_id)
    conds.push(
      inArray(
        users.user_id,
        db.select({ id: userRoles.user_id }).from(userRoles).where(eq(userRoles.role_id, q.role_id)),
      ),
    );
  const where = and(...conds);
  const page = await paged(db, q, { from: users, where }, ({ limit, offset }) =>
    db
      .select({
        user_id: users.user_id,
        user_name: users.user_name,
        nick_name: users.nick_name,
        user_phone: users.user_phone,
        user_email: users.user_email,
        dept_id: users.dept_id,
        dept_name: departments.dept_name,
        avatar_url: users.avatar_url,
        status: users.status,
        is_leader: users.is_leader,
        social_plan_id: users.social_plan_id,
        job_number: users.job_number,
        ranks: users.ranks,
        role: users.role,
        manager_id: users.manager_id,
      })
      .from(users)
      .leftJoin(departments, eq(departments.dept_id, users.dept_id))
      .where(where)
      .orderBy(asc(users.user_id))
      .limit(limit)
      .offset(offset),
  );
  const [held, licence] = await Promise.all([
    rolesOf(
      db,
      page.rows.map((r) => r.user_id),
    ),
    readLicence(db),
  ]);
  const rows = page.rows.map((r) => ({
    ...r,
    ...staffOption(r),
    dept_name: r.dept_name ?? '',
    role_id: held.get(r.user_id)?.role_id ?? '',
    role_name: held.get(r.user_id)?.role_name ?? '',
    valid_time: licence.valid_time,
  }));
  return { ...page, rows };
}
