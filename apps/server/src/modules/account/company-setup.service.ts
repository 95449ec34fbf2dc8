import { ACCOUNT_MSG, DATA_SCOPE, ERR, MODULES } from '@suwork/domain';
import type { ParsedOf, registerRoutes } from '@suwork/domain/routes';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, roles, userRoles, users } from '../../db/schema.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { inTx, writeSetting } from '../../core/kit/index.ts';
import { hashPassword } from '../../core/passwords.ts';
import { nodeIdsFromPatterns, SUPER_USER_NAME } from '../../core/permissions.ts';
import { COMPANY_KEY, isSetUp, readCompany, type Company } from './company.ts';
import { LOCK_IDS } from '../../db/advisory-locks.ts';

export const ADMIN_ROLE_NAME = '超级管理员';

/** Whether the company is set up, and its name. */
export async function setupState(db: Db) {
  const [setUp, company] = await Promise.all([isSetUp(db), readCompany(db)]);
  return { is_setup: setUp, company_name: company?.company_name ?? '' };
}

/**
 * The company record, its department under 全公司, the administrator role (every module, data scope 全部) and the
 * first administrator, whose id it answers; refused once any member exists (checked again under a lock).
 */
export async function setUpCompany(db: Db, b: ParsedOf<typeof registerRoutes.setupCompany>): Promise<number> {
  if (b.user_name.toLowerCase() === SUPER_USER_NAME) throw invalid(ACCOUNT_MSG.nameReserved(SUPER_USER_NAME));
  if (await isSetUp(db)) throw fail(ERR.conflict, ACCOUNT_MSG.alreadySetUp);
  const hash = await hashPassword(b.user_pwd);
  return inTx(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IDS.companySetup})`);
    if (await isSetUp(tx)) throw fail(ERR.conflict, ACCOUNT_MSG.alreadySetUp);
    const [dept] = await tx
      .insert(departments)
      .values({ dept_name: b.company_name, parent_id: 0 })
      .returning({ id: departments.dept_id });
    const [role] = await tx
      .insert(roles)
      .values({
        role_name: ADMIN_ROLE_NAME,
        data_scope: DATA_SCOPE.all,
        node_ids: nodeIdsFromPatterns(MODULES.map((m) => m.seg)),
        remark: '拥有全部权限',
      })
      .returning({ id: roles.role_id });
    const [admin] = await tx
      .insert(users)
      .values({
        user_name: b.user_name,
        user_phone: b.user_phone,
        user_email: b.user_email ?? '',
        user_pwd: hash,
        dept_id: dept.id,
        role: 3,
        ranks: '系统管理员',
        is_leader: 2,
      })
      .returning({ id: users.user_id });
    await tx.insert(userRoles).values({ user_id: admin.id, role_id: role.id });
    await tx.update(departments).set({ manager_id: admin.id }).where(eq(departments.dept_id, dept.id));
    const company: Company = { company_name: b.company_name, dept_id: dept.id };
    await writeSetting(tx, COMPANY_KEY, company);
    await writeLog(tx, {
      entity: 'user',
      record_id: admin.id,
      action: 'setup',
      user_id: admin.id,
      content: `创建公司「${b.company_name}」，首位管理员「${b.user_name}」`,
    });
    return admin.id;
  });
}
