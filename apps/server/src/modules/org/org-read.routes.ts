import { and, asc, count, eq, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { departments, roles, userRoles, users } from '../../db/schema.ts';
import { subtreeOf } from '../../core/data-scope.ts';
import { ok } from '../../core/envelope.ts';
import type { App } from '../../core/types.ts';
import { escapeLike, staffOption } from './org-common.ts';
import { readLicence } from './seats.ts';
import { userGroupTree } from './user-groups.routes.ts';

export type DeptNode = { value: number; label: string; parent_id: number; children: DeptNode[] };

/** The department tree rooted at 全公司 (value 0). */
export function deptTree(rows: readonly { dept_id: number; dept_name: string; parent_id: number }[]): DeptNode {
  const nodes = new Map<number, DeptNode>(rows.map((d) => [d.dept_id, { value: d.dept_id, label: d.dept_name, parent_id: d.parent_id, children: [] }]));
  const root: DeptNode = { value: 0, label: '全公司', parent_id: -1, children: [] };
  for (const n of nodes.values()) (nodes.get(n.parent_id) ?? root).children.push(n);
  return root;
}

const userListQuery = z.strictObject({
  page: z.coerce.number().int().min(1, '页码应为正整数').default(1),
  limit: z.coerce.number().int().min(1).max(100, '每页条数不能超过100').default(10),
  dept_id: z.coerce.number().int().min(0).optional(),
  user_name: z.string().trim().max(64).optional(),
  user_phone: z.string().trim().max(32).optional(),
  /** 1 enabled (default), 2 disabled, 0 both */
  status: z.coerce.number().int().min(0).max(2).default(1),
  /** 2: members on a social-security plan (social_plan_id > 0) cannot be chosen, so they are left out */
  social: z.coerce.number().int().min(0).max(2).optional(),
  /** 2: department leaders only */
  role: z.coerce.number().int().min(0).max(3).optional(),
  /** members holding this role */
  role_id: z.coerce.number().int().min(1).optional(),
});

const optionsQuery = z.strictObject({
  social: z.coerce.number().int().min(0).max(2).optional(),
  dept_id: z.coerce.number().int().min(0).optional(),
});

async function readTree(db: Db) {
  const rows = await db.select({ dept_id: departments.dept_id, dept_name: departments.dept_name, parent_id: departments.parent_id }).from(departments).orderBy(asc(departments.sort), asc(departments.dept_id));
  return deptTree(rows);
}

/** Roles held by each member: role_id comma-joined ("3,5") and the names. */
async function rolesOf(db: Db, userIds: readonly number[]) {
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
    out.set(r.user_id, cur ? { role_id: `${cur.role_id},${r.role_id}`, role_name: `${cur.role_name},${r.role_name}` } : { role_id: String(r.role_id), role_name: r.role_name });
  }
  return out;
}

/** Read-only directory for pickers: any signed-in member sees the department tree and the staff list. */
export function orgReadRoutes(app: App) {
  const db = app.database.db;

  app.get('/api/Department/getDeptTree', { config: { auth: 'signedIn' } }, async () => ok([await readTree(db)]));

  /** Everything a member picker offers: the department tree, enabled members, leavers and user groups. */
  app.get('/api/Department/getListAndUser', { config: { auth: 'signedIn' }, schema: { querystring: optionsQuery } }, async (req) => {
    const conds: SQL[] = [];
    if (req.query.social === 2) conds.push(lte(users.social_plan_id, 0));
    const [tree, people, groups] = await Promise.all([
      readTree(db),
      db
        .select({ user_id: users.user_id, user_name: users.user_name, dept_id: users.dept_id, avatar_url: users.avatar_url, is_leader: users.is_leader, status: users.status, social_plan_id: users.social_plan_id })
        .from(users)
        .where(and(...conds))
        .orderBy(asc(users.user_id)),
      userGroupTree(db),
    ]);
    const option = (u: (typeof people)[number]) => ({ ...staffOption(u), dept_id: u.dept_id, avatar_url: u.avatar_url, is_leader: u.is_leader, social_plan_id: u.social_plan_id });
    return ok({
      dept_list: [tree],
      user_list: people.filter((u) => u.status === 1).map(option),
      leave_user_list: people.filter((u) => u.status !== 1).map(option),
      group_list: groups,
    });
  });

  /** Members who may be made a department leader: enabled members, of one department when dept_id is given. */
  app.get('/api/Department/selectManagerList', { config: { auth: 'signedIn' }, schema: { querystring: optionsQuery } }, async (req) => {
    const conds: SQL[] = [eq(users.status, 1)];
    if (req.query.dept_id) conds.push(eq(users.dept_id, req.query.dept_id));
    if (req.query.social === 2) conds.push(lte(users.social_plan_id, 0));
    const rows = await db.select({ user_id: users.user_id, user_name: users.user_name, dept_id: users.dept_id }).from(users).where(and(...conds)).orderBy(asc(users.user_id));
    return ok(rows.map((u) => ({ ...staffOption(u), dept_id: u.dept_id })), rows.length);
  });

  app.get('/api/user/getList', { config: { auth: 'signedIn' }, schema: { querystring: userListQuery } }, async (req) => {
    const q = req.query;
    const conds: SQL[] = [];
    if (q.dept_id) {
      const all = await db.select({ dept_id: departments.dept_id, parent_id: departments.parent_id }).from(departments);
      conds.push(inArray(users.dept_id, subtreeOf(q.dept_id, all)));
    }
    if (q.user_name) conds.push(ilike(users.user_name, `%${escapeLike(q.user_name)}%`));
    if (q.user_phone) conds.push(ilike(users.user_phone, `%${escapeLike(q.user_phone)}%`));
    if (q.status) conds.push(eq(users.status, q.status));
    if (q.social === 2) conds.push(lte(users.social_plan_id, 0));
    if (q.role === 2) conds.push(eq(users.is_leader, 2));
    if (q.role_id) conds.push(inArray(users.user_id, db.select({ id: userRoles.user_id }).from(userRoles).where(eq(userRoles.role_id, q.role_id))));
    const where = and(...conds);
    const [rows, [{ n }]] = await Promise.all([
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
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(users).where(where),
    ]);
    const [held, licence] = await Promise.all([rolesOf(db, rows.map((r) => r.user_id)), readLicence(db)]);
    const data = rows.map((r) => ({ ...r, ...staffOption(r), dept_name: r.dept_name ?? '', role_id: held.get(r.user_id)?.role_id ?? '', role_name: held.get(r.user_id)?.role_name ?? '', valid_time: licence.valid_time }));
    return ok(data, Number(n));
  });
}
