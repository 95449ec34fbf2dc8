import { ERR, MSG, ORG_MSG } from '@suwork/domain';
import { memberAnswers } from '@suwork/domain/contracts';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { departments, userRoles, users } from '../../db/schema.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { auditRequest } from '../../core/audit.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { idList, idParam, inTx, positiveId } from '../../core/kit/index.ts';
import { hashPassword } from '../../core/passwords.ts';
import { SUPER_USER_NAME } from '../../core/permissions.ts';
import { companyToday } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { assertJobNumberFree, syncWorkerFromMember } from '../personnel/worker.service.ts';
import { assertAdministratorRemains } from './administrators.ts';
import { setLeader } from './departments.service.ts';
import { assertDeptInScope, OUT_OF_SCOPE_MEMBER } from './dept-scope.ts';
import { checkReferences, checkRoleChange, checkRoleField, checkUnique, currentRoleIds, isAdminName, roleNames } from './members.service.ts';
import { permissionsChanged } from './permissions-changed.ts';
import { assertCanAssignRoles, MEMBER_TOO_STRONG } from './role-grants.ts';
import { assertSeatAvailable } from './seats.service.ts';

const required = (message: string, max: number, label: string) => z.string({ error: message }).trim().min(1, message).max(max, `${label}不能超过${max}个字符`);
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label}格式错误` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`);
const PHONE_FORMAT = '请输入正确的手机号';
const EMAIL_FORMAT = '请输入正确的邮箱';
const PASSWORD_LENGTH = '密码长度应为6到32位';

/** Fields of the member form shared by add and update. */
const memberFields = {
  // first, so a form sent with nothing chosen says which step comes first
  dept_id: idParam(MSG.chooseDeptFirst),
  user_name: required(MSG.inputMemberName, 64, '成员名'),
  user_phone: required(MSG.inputPhone, 32, '手机号').regex(/^1\d{10}$/, PHONE_FORMAT),
  role_id: idList(MSG.chooseRole, 20).refine((ids) => ids.length > 0, MSG.chooseRole),
  user_email: required(MSG.inputEmail, 128, '邮箱').regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_FORMAT),
  nick_name: optionalText(64, '昵称').optional(),
  job_number: optionalText(32, '工号').optional(),
  ranks: optionalText(64, '职级').optional(),
  /** 1 ordinary (default); 3 may set department leaders */
  role: z.coerce.number({ error: '成员类型格式错误' }).int().min(1, '成员类型格式错误').max(3, '成员类型格式错误').optional(),
  /** direct superior */
  manager_id: z.coerce.number({ error: '请选择直属上级' }).int().min(0, '请选择直属上级').optional(),
  /** the form sends 1 when "set as department leader" is ticked, 0 (or nothing) when not */
  is_leader: z.coerce.number({ error: '部门负责人格式错误' }).int().min(0, '部门负责人格式错误').max(1, '部门负责人格式错误').optional(),
  social_plan_id: z.coerce.number({ error: '社保方案格式错误' }).int().min(0, '社保方案格式错误').optional(),
  /** read-only (the seat licence's validity): accepted from a form sent back, never stored */
  valid_time: z.unknown().optional(),
  status: z.coerce.number({ error: '状态格式错误' }).int().min(1, '状态格式错误').max(2, '状态格式错误').optional(),
};

const password = z.string({ error: MSG.inputPassword });
const addBody = z.strictObject({ ...memberFields, user_pwd: password.min(1, MSG.inputPassword).min(6, PASSWORD_LENGTH).max(32, PASSWORD_LENGTH) });
/** on edit a blank password means unchanged */
const updateBody = z.strictObject({
  user_id: positiveId('请选择成员'),
  ...memberFields,
  user_pwd: password.refine((p) => p === '' || (p.length >= 6 && p.length <= 32), PASSWORD_LENGTH).optional(),
});
const forbidBody = z.strictObject({ user_id: positiveId('请选择成员'), status: z.coerce.number({ error: '请选择状态' }).int().min(1, '请选择状态').max(2, '请选择状态') });

/** 成员: add, edit, enable/disable, with seats, unique phone and email, and no one handing out more than they hold. */
export function memberRoutes(app: App) {
  const db = app.database.db;
  const today = () => companyToday(app.config.now(), app.config.tzOffsetMinutes);

  app.post('/api/user/add', { config: { auth: { node: 'personnel_dept_userAdd' } }, schema: { response: { 200: memberAnswers.add }, body: addBody } }, async (req) => {
    const editor = currentUser(req);
    const b = req.body;
    assertDeptInScope(editor, b.dept_id, OUT_OF_SCOPE_MEMBER);
    if (isAdminName(b.user_name)) throw invalid(`成员名 ${SUPER_USER_NAME} 为系统保留，请换一个`);
    if (b.is_leader === 1 && editor.role !== 3) throw fail(ERR.noPermission, ORG_MSG.leaderOnlyRole3);
    checkRoleField(editor, 1, b.role);
    const hash = await hashPassword(b.user_pwd);
    const status = b.status ?? 1;
    const id = await inTx(db, async (tx) => {
      await checkReferences(tx, b);
      await checkUnique(tx, b);
      await assertJobNumberFree(tx, b.job_number ?? '', 0);
      await assertCanAssignRoles(tx, editor, b.role_id);
      if (status === 1) await assertSeatAvailable(tx, today());
      const [row] = await tx
        .insert(users)
        .values({
          user_name: b.user_name,
          user_phone: b.user_phone,
          user_email: b.user_email,
          user_pwd: hash,
          nick_name: b.nick_name ?? '',
          dept_id: b.dept_id,
          job_number: b.job_number ?? '',
          ranks: b.ranks ?? '',
          status,
          role: b.role ?? 1,
          manager_id: b.manager_id ?? 0,
          social_plan_id: b.social_plan_id ?? 0,
        })
        .returning({ id: users.user_id });
      await tx.insert(userRoles).values(b.role_id.map((role_id) => ({ user_id: row.id, role_id })));
      if (b.is_leader === 1) await setLeader(tx, b.dept_id, row.id, app.config.now());
      await writeLog(tx, { entity: 'user', record_id: row.id, action: 'add', user_id: editor.user_id, content: `新建成员「${b.user_name}」` });
      return row.id;
    });
    return ok({ user_id: id });
  });

  app.post('/api/user/update', { config: { auth: { node: 'personnel_dept_userEdit' } }, schema: { response: { 200: memberAnswers.update }, body: updateBody } }, async (req) => {
    const editor = currentUser(req);
    const b = req.body;
    const hash = b.user_pwd ? await hashPassword(b.user_pwd) : undefined;
    const after = await inTx(db, async (tx) => {
      const [m] = await tx.select().from(users).where(eq(users.user_id, b.user_id));
      if (!m) throw invalid('成员不存在');
      assertDeptInScope(editor, m.dept_id, OUT_OF_SCOPE_MEMBER);
      assertDeptInScope(editor, b.dept_id, OUT_OF_SCOPE_MEMBER);
      if (isAdminName(m.user_name) && editor.user_name !== SUPER_USER_NAME) throw fail(ERR.noPermission, `只有 ${SUPER_USER_NAME} 本人可以修改该账号`);
      if (isAdminName(m.user_name) !== isAdminName(b.user_name)) throw invalid(isAdminName(m.user_name) ? ORG_MSG.adminProtected : `成员名 ${SUPER_USER_NAME} 为系统保留，请换一个`);
      if (b.status !== undefined && b.status !== m.status) throw invalid('请通过启用/禁用修改成员状态');
      checkRoleField(editor, m.role, b.role);
      await checkReferences(tx, b, m.user_id);
      await checkUnique(tx, b, m.user_id);
      if (b.job_number !== undefined && b.job_number !== m.job_number) await assertJobNumberFree(tx, b.job_number, m.user_id);
      const before = await currentRoleIds(tx, m.user_id);
      // new sign-in details (name, phone, e-mail, password) of someone holding more than the editor would hand the editor their power
      const credentialsChanged = hash !== undefined || m.user_name !== b.user_name || m.user_phone !== b.user_phone || m.user_email !== b.user_email;
      if (credentialsChanged && m.user_id !== editor.user_id) await assertCanAssignRoles(tx, editor, before, MEMBER_TOO_STRONG);
      const rolesChanged = await checkRoleChange(tx, editor, before, b.role_id);
      const wasLeader = m.is_leader === 2;
      const wantsLeader = b.is_leader === undefined ? wasLeader && m.dept_id === b.dept_id : b.is_leader === 1;
      const leaderChanged = wantsLeader !== (wasLeader && m.dept_id === b.dept_id);
      if (leaderChanged && b.is_leader !== undefined && editor.role !== 3) throw fail(ERR.noPermission, ORG_MSG.leaderOnlyRole3);

      await tx
        .update(users)
        .set({
          user_name: b.user_name,
          user_phone: b.user_phone,
          user_email: b.user_email,
          dept_id: b.dept_id,
          ...(hash ? { user_pwd: hash } : {}),
          ...(b.nick_name !== undefined ? { nick_name: b.nick_name } : {}),
          ...(b.job_number !== undefined ? { job_number: b.job_number } : {}),
          ...(b.ranks !== undefined ? { ranks: b.ranks } : {}),
          ...(b.role !== undefined ? { role: b.role } : {}),
          ...(b.manager_id !== undefined ? { manager_id: b.manager_id } : {}),
          ...(b.social_plan_id !== undefined ? { social_plan_id: b.social_plan_id } : {}),
          update_time: app.config.now(),
        })
        .where(eq(users.user_id, m.user_id));
      await syncWorkerFromMember(tx, m.user_id, app.config.now()); // 花名册: 工号, 职级 and department follow the member
      if (rolesChanged) {
        await tx.delete(userRoles).where(eq(userRoles.user_id, m.user_id));
        await tx.insert(userRoles).values(b.role_id.map((role_id) => ({ user_id: m.user_id, role_id })));
        await assertAdministratorRemains(tx);
        await auditRequest(tx, req, {
          action: 'permission',
          result: 'success',
          target: `user:${m.user_id}`,
          detail: `修改了成员「${b.user_name}」的角色：${await roleNames(tx, before)} → ${await roleNames(tx, b.role_id)}`,
        });
      }
      // leaving a department they led, or no longer leading it
      if (wasLeader && (m.dept_id !== b.dept_id || !wantsLeader)) {
        await tx.update(users).set({ is_leader: 1 }).where(eq(users.user_id, m.user_id));
        await tx
          .update(departments)
          .set({ manager_id: 0 })
          .where(and(eq(departments.dept_id, m.dept_id), eq(departments.manager_id, m.user_id)));
      }
      if (wantsLeader && leaderChanged) await setLeader(tx, b.dept_id, m.user_id, app.config.now());
      const changes = [
        m.user_name !== b.user_name ? `姓名由「${m.user_name}」改为「${b.user_name}」` : '',
        m.user_phone !== b.user_phone ? '修改了手机号' : '',
        m.user_email !== b.user_email ? '修改了邮箱' : '',
        m.dept_id !== b.dept_id ? '调整了部门' : '',
        rolesChanged ? '修改了角色' : '',
        hash ? '重置了密码' : '',
        leaderChanged ? (wantsLeader ? '设为部门负责人' : '取消部门负责人') : '',
      ].filter(Boolean);
      await writeLog(tx, { entity: 'user', record_id: m.user_id, action: 'update', user_id: editor.user_id, content: `编辑成员「${b.user_name}」${changes.length ? `：${changes.join('，')}` : ''}` });
      const refresh = rolesChanged || m.dept_id !== b.dept_id ? await permissionsChanged(app, tx, [m.user_id]) : undefined;
      // a password set by someone else signs the member out everywhere; a role or department change does not
      const signOut = hash && m.user_id !== editor.user_id;
      return async () => {
        if (signOut) await app.sessions.revokeUser(m.user_id);
        await refresh?.();
      };
    });
    await after?.();
    return ok({ user_id: b.user_id });
  });

  app.post('/api/user/forbid', { config: { auth: { node: 'personnel_dept_userForbid' } }, schema: { response: { 200: memberAnswers.forbid }, body: forbidBody } }, async (req) => {
    const editor = currentUser(req);
    const { user_id, status } = req.body;
    await inTx(db, async (tx) => {
      const [m] = await tx.select({ user_name: users.user_name, dept_id: users.dept_id, status: users.status }).from(users).where(eq(users.user_id, user_id));
      if (!m) throw invalid('成员不存在');
      assertDeptInScope(editor, m.dept_id, OUT_OF_SCOPE_MEMBER);
      if (m.status === status) return;
      if (status === 2) {
        if (isAdminName(m.user_name)) throw invalid(ORG_MSG.adminProtected);
        if (user_id === editor.user_id) throw invalid('不能禁用自己的账号');
      } else {
        await assertSeatAvailable(tx, today());
      }
      await tx.update(users).set({ status, update_time: app.config.now() }).where(eq(users.user_id, user_id));
      if (status === 2) await assertAdministratorRemains(tx);
      await writeLog(tx, { entity: 'user', record_id: user_id, action: 'forbid', user_id: editor.user_id, content: `${status === 2 ? '禁用' : '启用'}了成员「${m.user_name}」` });
    });
    // a disabled member is signed out at once: the next request is refused as not signed in
    if (status === 2) await app.sessions.revokeUser(user_id);
    return ok(null);
  });
}
