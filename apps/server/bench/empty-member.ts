// A sales member of 王强's department and roles who owns nothing: added once by admin through the API, signed in like
// anyone. The benches time what such a member's pages cost (an empty list, an empty workbench).
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { resultRows } from '../src/db/result-rows.ts';
import { users } from '../src/db/schema.ts';
import { sql } from 'drizzle-orm';

export const EMPTY_MEMBER = {
  name: '新销售员',
  password: '123456',
  phone: '13900000999',
  email: 'new-seller@bench.local',
};

/** Adds EMPTY_MEMBER through the server at `base` (admin's token) unless the database at `url` has them already. */
export async function ensureEmptyMember(base: string, adminToken: string, url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url });
  const [seller] = await database.db.select({ dept_id: users.dept_id }).from(users).where(eq(users.user_name, '王强'));
  const [known] = await database.db
    .select({ id: users.user_id })
    .from(users)
    .where(eq(users.user_name, EMPTY_MEMBER.name));
  const roles = resultRows<{ role_id: number }>(
    await database.db.execute(
      sql`select role_id from sys_user_role ur join sys_user u using (user_id) where u.user_name = '王强'`,
    ),
  );
  await database.close();
  if (known) return;
  const { phone: user_phone, email: user_email, password: user_pwd } = EMPTY_MEMBER;
  const res = await fetch(`${base}/api/user/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      dept_id: seller.dept_id,
      user_name: EMPTY_MEMBER.name,
      user_phone,
      user_email,
      user_pwd,
      role_id: roles.map((r) => r.role_id),
    }),
  });
  const added = (await res.json()) as { code: number; msg: string };
  if (added.code !== 0) throw new Error(`user/add: ${added.msg}`);
}
