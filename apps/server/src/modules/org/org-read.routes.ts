import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { departments, users } from '../../db/schema.ts';
import { subtreeOf } from '../../core/data-scope.ts';
import { ok } from '../../core/envelope.ts';
import type { App } from '../../core/types.ts';

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
  status: z.coerce.number().int().min(1).max(2).optional(),
});

/** Read-only directory for pickers: any signed-in member sees the department tree and the staff list. */
export function orgReadRoutes(app: App) {
  const db = app.database.db;

  app.get('/api/Department/getDeptTree', { config: { auth: 'signedIn' } }, async () => {
    const rows = await db.select({ dept_id: departments.dept_id, dept_name: departments.dept_name, parent_id: departments.parent_id }).from(departments).orderBy(asc(departments.sort), asc(departments.dept_id));
    return ok([deptTree(rows)]);
  });

  app.get('/api/user/getList', { config: { auth: 'signedIn' }, schema: { querystring: userListQuery } }, async (req) => {
    const q = req.query;
    const conds: SQL[] = [];
    if (q.dept_id) {
      const all = await db.select({ dept_id: departments.dept_id, parent_id: departments.parent_id }).from(departments);
      conds.push(inArray(users.dept_id, subtreeOf(q.dept_id, all)));
    }
    if (q.user_name) conds.push(ilike(users.user_name, `%${q.user_name.replace(/[\\%_]/g, '\\$&')}%`));
    if (q.user_phone) conds.push(ilike(users.user_phone, `%${q.user_phone.replace(/[\\%_]/g, '\\$&')}%`));
    if (q.status) conds.push(eq(users.status, q.status));
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
        })
        .from(users)
        .leftJoin(departments, eq(departments.dept_id, users.dept_id))
        .where(where)
        .orderBy(asc(users.user_id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return ok(rows, Number(n));
  });
}
