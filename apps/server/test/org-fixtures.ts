import { DATA_SCOPE, type DataScope } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../src/core/passwords.ts';
import { nodeIdsFromPatterns } from '../src/core/permissions.ts';
import { departments, roles, userRoles, users } from '../src/db/schema.ts';
import type { TestContext } from './harness.ts';

let seq = 0;
const PASSWORD = 'pass-123';

export async function deptId(t: TestContext, name: string): Promise<number> {
  const [d] = await t.database.db.select().from(departments).where(eq(departments.dept_name, name));
  if (!d) throw new Error(`no department ${name}`);
  return d.dept_id;
}

export async function roleId(t: TestContext, name: string): Promise<number> {
  const [r] = await t.database.db.select().from(roles).where(eq(roles.role_name, name));
  if (!r) throw new Error(`no role ${name}`);
  return r.role_id;
}

export async function userId(t: TestContext, name: string): Promise<number> {
  const [u] = await t.database.db.select().from(users).where(eq(users.user_name, name));
  if (!u) throw new Error(`no member ${name}`);
  return u.user_id;
}

export type Member = { token: string; userId: number; roleId: number; phone: string };

/**
 * A signed-in member whose one role holds exactly these node patterns (see nodeIdsFromPatterns), with the
 * given data scope, department and member type (role 3 may set leaders).
 */
export async function memberWithNodes(
  t: TestContext,
  patterns: readonly string[],
  opts: { dept?: string; scope?: DataScope; role?: number } = {},
): Promise<Member> {
  const db = t.database.db;
  const n = ++seq;
  const [role] = await db
    .insert(roles)
    .values({
      role_name: `组织测试角色${n}`,
      data_scope: opts.scope ?? DATA_SCOPE.all,
      node_ids: patterns.length ? nodeIdsFromPatterns(patterns) : [],
    })
    .returning();
  const phone = `1360000${String(n).padStart(4, '0')}`;
  const [user] = await db
    .insert(users)
    .values({
      user_name: `组织测试成员${n}`,
      user_phone: phone,
      user_pwd: await hashPassword(PASSWORD),
      dept_id: await deptId(t, opts.dept ?? '人事行政部'),
      role: opts.role ?? 1,
    })
    .returning();
  await db.insert(userRoles).values({ user_id: user.user_id, role_id: role.role_id });
  return {
    token: await t.login({ username: phone, password: PASSWORD }),
    userId: user.user_id,
    roleId: role.role_id,
    phone,
  };
}

let memberSeq = 0;
/** A valid member form for user/add. */
export function memberForm(deptIdValue: number, roleIds: string, extra: Record<string, unknown> = {}) {
  const n = ++memberSeq;
  return {
    dept_id: deptIdValue,
    user_name: `新成员${n}`,
    user_phone: `1350000${String(n).padStart(4, '0')}`,
    user_pwd: 'secret-1',
    role_id: roleIds,
    user_email: `new${n}@example.com`,
    ...extra,
  };
}
