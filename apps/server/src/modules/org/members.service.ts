import { ERR, ORG_MSG } from '@suwork/domain';
import type { memberRoutes, ParsedOf } from '@suwork/domain/routes';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { departments, roles, userRoles, users } from '../../db/schema.ts';
import { auditRequest } from '../../core/audit.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { inTx, type Tx } from '../../core/kit/index.ts';
import { hashPassword } from '../../core/passwords.ts';
import { SUPER_USER_NAME } from '../../core/permissions.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { companyToday } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { assertAdministratorRemains } from './administrators.ts';
import { setLeader } from './departments.service.ts';
import { assertDeptInScope, OUT_OF_SCOPE_MEMBER } from './dept-scope.ts';
import { permissionsChanged } from './permissions-changed.ts';
import { assertCanAssignRoles, MEMBER_TOO_STRONG } from './role-grants.ts';
import { assertSeatAvailable } from './seats.service.ts';

/** What the member form's checks read. */
export type MemberInput = {
  dept_id: number;
  role_id: readonly number[];
  manager_id?: number;
  user_phone: string;
  user_email: string;
};

export const isAdminName = (name: string) => name.toLowerCase() === SUPER_USER_NAME;

export async function checkUnique(tx: Tx, b: MemberInput, selfId = 0) {
  const [phone] = await tx
    .select({ id: users.user_id })
    .from(users)
    .where(and(eq(users.user_phone, b.user_phone), ne(users.user_id, selfId)));
  if (phone) throw invalid(ORG_MSG.phoneTaken);
  const [email] = await tx
    .select({ id: users.user_id })
    .from(users)
    .where(and(sql`lower(${users.user_email}) = lower(${b.user_email})`, ne(users.user_id, selfId)));
  if (email) throw invalid(ORG_MSG.emailTaken);
}

export async function checkReferences(tx: Tx, b: MemberInput, selfId = 0) {
  const [dept] = await tx
    .select({ id: departments.dept_id })
    .from(departments)
    .where(eq(departments.dept_id, b.dept_id));
  if (!dept) throw invalid('所选部门不存在');
  const found = await tx
    .select({ id: roles.role_id, status: roles.status })
    .from(roles)
    .where(inArray(roles.role_id, [...b.role_id]));
  if (found.length !== b.role_id.length || found.some((r) => r.status !== 1)) throw invalid('所选角色不存在或已停用');
  if (b.manager_id) {
    if (b.manager_id === selfId) throw invalid('直属上级不能是成员本人');
    const [m] = await tx.select({ id: users.user_id }).from(users).where(eq(users.user_id, b.manager_id));
    if (!m) throw invalid('所选直属上级不存在');
  }
}

export const currentRoleIds = async (tx: Tx, userId: number) =>
  (await tx.select({ id: userRoles.role_id }).from(userRoles).where(eq(userRoles.user_id, userId))).map((r) => r.id);

/** Role changes: the roles added and removed must both be ones the editor could grant. */
export async function checkRoleChange(
  tx: Tx,
  editor: SessionUser,
  before: readonly number[],
  after: readonly number[],
) {
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  await assertCanAssignRoles(tx, editor, [...added, ...removed]);
  return added.length > 0 || removed.length > 0;
}

export const roleNames = async (tx: Tx, ids: readonly number[]) => {
  if (ids.length === 0) return '无';
  const rows = await tx
    .select({ name: roles.role_name })
    .from(roles)
    .where(inArray(roles.role_id, [...ids]))
    .orderBy(roles.role_id);
  return rows.map((r) => r.name).join('、');
};

export function checkRoleField(editor: SessionUser, before: number, after: number | undefined) {
  if (after !== undefined && after !== before && (after === 3 || before === 3) && editor.role !== 3)
    throw fail(ERR.noPermission, '只有管理员可以设置成员类型为管理员');
}

type AddBody = ParsedOf<typeof memberRoutes.add>;
type UpdateBody = ParsedOf<typeof memberRoutes.update>;

/** What the member form asks of 花名册 (personnel's worker records): a free job number, and the worker following its member. */
export type Roster = {
  assertJobNumberFree: (tx: Tx, jobNumber: string, userId: number) => Promise<void>;
  syncWorkerFromMember: (tx: Tx, userId: number, now: Date) => Promise<void>;
};

/** 成员: add, edit, enable/disable, with seats, unique phone and email, and no one handing out more than they hold. */
export function memberService(app: App, { assertJobNumberFree, syncWorkerFromMember }: Roster) {
  const db = app.database.db;
  const today = () => companyToday(app.config.now(), app.config.tzOffsetMinutes);

  /** A new member (enabled unless sent disabled, taking a seat), with their roles; the new member's id. */
  async function add(editor: SessionUser, b: AddBody): Promise<number> {
    assertDeptInScope(editor, b.dept_id, OUT_OF_SCOPE_MEMBER);
    if (isAdminName(b.user_name)) throw invalid(`成员名 ${SUPER_USER_NAME} 为系统保留，请换一个`);
    if (b.is_leader === 1 && editor.role !== 3) throw fail(ERR.noPermission, ORG_MSG.leaderOnlyRole3);
    checkRoleField(editor, 1, b.role);
    const hash = await hashPassword(b.user_pwd);
    const status = b.status ?? 1;
    return inTx(db, async (tx) => {
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
      await writeLog(tx, {
        entity: 'user',
        record_id: row.id,
        action: 'add',
        user_id: editor.user_id,
        content: `新建成员「${b.user_name}」`,
      });
      return row.id;
    });
  }

  /** Edits a member; a role change goes to the audit log (the request's) too. */
  async function update(req: FastifyRequest, b: UpdateBody): Promise<void> {
    const editor = currentUser(req);
    const hash = b.user_pwd ? await hashPassword(b.user_pwd) : undefined;
    const after = await inTx(db, async (tx) => {
      const [m] = await tx.select().from(users).where(eq(users.user_id, b.user_id));
      if (!m) throw invalid('成员不存在');
      assertDeptInScope(editor, m.dept_id, OUT_OF_SCOPE_MEMBER);
      assertDeptInScope(editor, b.dept_id, OUT_OF_SCOPE_MEMBER);
      if (isAdminName(m.user_name) && editor.user_name !== SUPER_USER_NAME)
        throw fail(ERR.noPermission, `只有 ${SUPER_USER_NAME} 本人可以修改该账号`);
      if (isAdminName(m.user_name) !== isAdminName(b.user_name))
        throw invalid(
          isAdminName(m.user_name) ? ORG_MSG.adminProtected : `成员名 ${SUPER_USER_NAME} 为系统保留，请换一个`,
        );
      if (b.status !== undefined && b.status !== m.status) throw invalid('请通过启用/禁用修改成员状态');
      checkRoleField(editor, m.role, b.role);
      await checkReferences(tx, b, m.user_id);
      await checkUnique(tx, b, m.user_id);
      if (b.job_number !== undefined && b.job_number !== m.job_number)
        await assertJobNumberFree(tx, b.job_number, m.user_id);
      const before = await currentRoleIds(tx, m.user_id);
      // new sign-in details (name, phone, e-mail, password) of someone holding more than the editor would hand the editor their power
      const credentialsChanged =
        hash !== undefined ||
        m.user_name !== b.user_name ||
        m.user_phone !== b.user_phone ||
        m.user_email !== b.user_email;
      if (credentialsChanged && m.user_id !== editor.user_id)
        await assertCanAssignRoles(tx, editor, before, MEMBER_TOO_STRONG);
      const rolesChanged = await checkRoleChange(tx, editor, before, b.role_id);
      const wasLeader = m.is_leader === 2;
      const wantsLeader = b.is_leader === undefined ? wasLeader && m.dept_id === b.dept_id : b.is_leader === 1;
      const leaderChanged = wantsLeader !== (wasLeader && m.dept_id === b.dept_id);
      if (leaderChanged && b.is_leader !== undefined && editor.role !== 3)
        throw fail(ERR.noPermission, ORG_MSG.leaderOnlyRole3);

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
      await writeLog(tx, {
        entity: 'user',
        record_id: m.user_id,
        action: 'update',
        user_id: editor.user_id,
        content: `编辑成员「${b.user_name}」${changes.length ? `：${changes.join('，')}` : ''}`,
      });
      const refresh =
        rolesChanged || m.dept_id !== b.dept_id ? await permissionsChanged(app, tx, [m.user_id]) : undefined;
      // a password set by someone else signs the member out everywhere; a role or department change does not
      const signOut = hash && m.user_id !== editor.user_id;
      return async () => {
        if (signOut) await app.sessions.revokeUser(m.user_id);
        await refresh?.();
      };
    });
    await after?.();
  }

  /** Enables (status 1, taking a seat) or disables (2) a member. */
  async function forbid(editor: SessionUser, user_id: number, status: number): Promise<void> {
    await inTx(db, async (tx) => {
      const [m] = await tx
        .select({ user_name: users.user_name, dept_id: users.dept_id, status: users.status })
        .from(users)
        .where(eq(users.user_id, user_id));
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
      await writeLog(tx, {
        entity: 'user',
        record_id: user_id,
        action: 'forbid',
        user_id: editor.user_id,
        content: `${status === 2 ? '禁用' : '启用'}了成员「${m.user_name}」`,
      });
    });
    // a disabled member is signed out at once: the next request is refused as not signed in
    if (status === 2) await app.sessions.revokeUser(user_id);
  }

  return { add, update, forbid };
}
