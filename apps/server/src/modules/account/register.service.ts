import { ACCOUNT_MSG, INVITE_STATUS, MEMBER_STATUS, ORG_MSG } from '@suwork/domain';
import type { ParsedOf, registerRoutes } from '@suwork/domain/routes';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, users } from '../../db/schema.ts';
import { invalid } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { inTx, type Tx } from '../../core/kit/index.ts';
import { hashPassword } from '../../core/passwords.ts';
import { SUPER_USER_NAME } from '../../core/permissions.ts';
import { isSetUp, readCompany } from './company.ts';
import { readInviteCode, sameCode } from './invite-code.ts';

/** The company's department made at set-up when it still exists, else the root 全公司 (0). */
async function registrationDept(tx: Tx): Promise<number> {
  const company = await readCompany(tx);
  if (!company?.dept_id) return 0;
  const [dept] = await tx
    .select({ id: departments.dept_id })
    .from(departments)
    .where(eq(departments.dept_id, company.dept_id));
  return dept?.id ?? 0;
}

/**
 * A disabled member without roles, registered with the company invitation code (while it is enabled); answers
 * their id. An administrator enables them later (user/forbid, which checks seats).
 */
export async function registerMember(db: Db, b: ParsedOf<typeof registerRoutes.register>): Promise<number> {
  if (!(await isSetUp(db))) throw invalid(ACCOUNT_MSG.notSetUp);
  const invite = await readInviteCode(db);
  if (!invite || !sameCode(invite.code, b.invite_code)) throw invalid(ACCOUNT_MSG.inviteCodeWrong);
  if (invite.status !== INVITE_STATUS.enabled) throw invalid(ACCOUNT_MSG.inviteCodeDisabled);
  if (b.user_name.toLowerCase() === SUPER_USER_NAME) throw invalid(ACCOUNT_MSG.nameReserved(SUPER_USER_NAME));
  const email = b.user_email ?? '';
  const hash = await hashPassword(b.user_pwd);
  return inTx(db, async (tx) => {
    const [taken] = await tx.select({ id: users.user_id }).from(users).where(eq(users.user_phone, b.user_phone));
    if (taken) throw invalid(ORG_MSG.phoneTaken);
    if (email) {
      const [sameEmail] = await tx
        .select({ id: users.user_id })
        .from(users)
        .where(sql`lower(${users.user_email}) = lower(${email})`);
      if (sameEmail) throw invalid(ORG_MSG.emailTaken);
    }
    const [row] = await tx
      .insert(users)
      .values({
        user_name: b.user_name,
        user_phone: b.user_phone,
        user_email: email,
        user_pwd: hash,
        dept_id: await registrationDept(tx),
        status: MEMBER_STATUS.disabled,
      })
      .returning({ id: users.user_id });
    await writeLog(tx, {
      entity: 'user',
      record_id: row.id,
      action: 'register',
      user_id: row.id,
      content: `「${b.user_name}」通过邀请码注册，等待管理员启用`,
    });
    return row.id;
  });
}
