import { ACCOUNT_MSG, ERR, MODULES, DATA_SCOPE } from '@suwork/domain';
import { registerRoutes as routes } from '@suwork/domain/routes';
import { eq, sql } from 'drizzle-orm';
import { departments, roles, settings, userRoles, users } from '../../db/schema.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { hashPassword } from '../../core/passwords.ts';
import { nodeIdsFromPatterns, SUPER_USER_NAME } from '../../core/permissions.ts';
import { serve } from '../../core/serve.ts';
import type { App } from '../../core/types.ts';
import { inTx } from '../../core/kit/index.ts';
import { COMPANY_KEY, isSetUp, readCompany, SETUP_LOCK_ID, type Company } from './company.ts';

export const ADMIN_ROLE_NAME = '超级管理员';

/**
 * Company set-up on an empty install (no member yet): the company record, its department under 全公司, the
 * administrator role (every module, data scope 全部) and the first administrator, who is signed in at once.
 * Works once: afterwards it is refused.
 */
export function companySetupRoutes(app: App) {
  const db = app.database.db;

  serve(app, routes.getSetupState, async () => {
    const [setUp, company] = await Promise.all([isSetUp(db), readCompany(db)]);
    return ok({ is_setup: setUp, company_name: company?.company_name ?? '' });
  });

  serve(app, routes.setupCompany, async (req) => {
    const b = req.body;
    if (b.user_name.toLowerCase() === SUPER_USER_NAME) throw invalid(ACCOUNT_MSG.nameReserved(SUPER_USER_NAME));
    if (await isSetUp(db)) throw fail(ERR.conflict, ACCOUNT_MSG.alreadySetUp);
    const hash = await hashPassword(b.user_pwd);
    const userId = await inTx(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_ID})`);
      if (await isSetUp(tx)) throw fail(ERR.conflict, ACCOUNT_MSG.alreadySetUp);
      const [dept] = await tx.insert(departments).values({ dept_name: b.company_name, parent_id: 0 }).returning({ id: departments.dept_id });
      const [role] = await tx
        .insert(roles)
        .values({ role_name: ADMIN_ROLE_NAME, data_scope: DATA_SCOPE.all, node_ids: nodeIdsFromPatterns(MODULES.map((m) => m.seg)), remark: '拥有全部权限' })
        .returning({ id: roles.role_id });
      const [admin] = await tx
        .insert(users)
        .values({ user_name: b.user_name, user_phone: b.user_phone, user_email: b.user_email ?? '', user_pwd: hash, dept_id: dept.id, role: 3, ranks: '系统管理员', is_leader: 2 })
        .returning({ id: users.user_id });
      await tx.insert(userRoles).values({ user_id: admin.id, role_id: role.id });
      await tx.update(departments).set({ manager_id: admin.id }).where(eq(departments.dept_id, dept.id));
      const company: Company = { company_name: b.company_name, dept_id: dept.id };
      await tx
        .insert(settings)
        .values({ key: COMPANY_KEY, value: company })
        .onConflictDoUpdate({ target: settings.key, set: { value: company, update_time: sql`now()` } });
      await writeLog(tx, { entity: 'user', record_id: admin.id, action: 'setup', user_id: admin.id, content: `创建公司「${b.company_name}」，首位管理员「${b.user_name}」` });
      return admin.id;
    });
    req.log.info({ user_id: userId }, 'company set up');
    const token = await app.sessions.create(userId, req.ip, req.headers['user-agent'] ?? '');
    return { ...ok({ token, version: (await app.sessions.resolve(token))?.user.perm_version ?? '', user_id: userId }), msg: ACCOUNT_MSG.companySetUp };
  });
}
