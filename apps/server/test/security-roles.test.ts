import { DATA_SCOPE, ERR } from '@suwork/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nodeIdsFromPatterns } from '../src/core/permissions.ts';
import { roles } from '../src/db/schema.ts';
import { DEMO_ROLES } from '../src/db/seed-data.ts';
import { auditLogs } from '../src/db/security-tables.ts';
import { LAST_ROLE_ADMIN_ROLE } from '../src/modules/org/administrators.ts';
import { MEMBER_TOO_STRONG, ROLE_TOO_STRONG, SUPER_ROLE_ADMIN_ONLY } from '../src/modules/org/role-grants.ts';
import { appForFile } from './harness.ts';
import { deptId, memberWithNodes, roleId, userId } from './org-fixtures.ts';

type RoleRow = {
  role_id: number;
  role_name: string;
  status: number;
  data_scope: number;
  node_ids?: number[];
  scope_dept_ids?: number[];
  user_count: number;
};
type MemberRow = { user_id: number; user_name: string; user_phone: string; user_email: string; role_id: string };

const { t, admin } = await appForFile();

const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
const roleRow = async (id: number) =>
  (await t.call<RoleRow[]>('GET', '/api/role/getRoleList', { token: admin })).body.data.find((r) => r.role_id === id);
const signedIn = async (token: string) => (await t.call('GET', '/api/user/getUserInfo', { token })).body.code === 0;
const member = async (name: string) =>
  (
    await t.call<MemberRow[]>('GET', '/api/user/getList', { token: admin, query: { user_name: name, status: 0 } })
  ).body.data.find((u) => u.user_name === name)!;
const signIn = async (username: string, password: string) =>
  (await t.call('POST', '/api/Login/login', { body: { username, password } })).body.code === 0;
const denied = (msg: string) => ({ code: ERR.noPermission.code, msg });
const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** Every change a role editor can make to a role, each refused the same way. */
async function expectEveryChangeRefused(role: number, token: string, msg: string) {
  const name = (await roleRow(role))!.role_name;
  expect((await post('/api/role/setNode', { role_id: role, node_ids: [] }, token)).body).toMatchObject(denied(msg));
  expect((await post('/api/RoleScope/save', { role_id: role, data_scope: DATA_SCOPE.self }, token)).body).toMatchObject(
    denied(msg),
  );
  expect((await post('/api/role/update', { role_id: role, role_name: `${name}改` }, token)).body).toMatchObject(
    denied(msg),
  );
  expect((await post('/api/role/update', { role_id: role, role_name: name, status: 2 }, token)).body).toMatchObject(
    denied(msg),
  );
  expect((await post('/api/role/del', { role_id: role }, token)).body).toMatchObject(denied(msg));
}

/** 角色管理 + 编辑成员, data scope 本部门 in 销售一部: the probe's member. */
const lowEditor = () =>
  memberWithNodes(t, ['system_roleManagement', 'personnel_dept_userEdit'], {
    scope: DATA_SCOPE.dept,
    dept: '销售一部',
  });

describe('role editors cannot change stronger roles', () => {
  it('a low role editor cannot empty, narrow, rename, disable or delete 超级管理员 or 财务; their holders stay signed in', async () => {
    const editor = await lowEditor();
    const superRole = await roleId(t, '超级管理员');
    const finance = await roleId(t, '财务');
    const zhang = await t.login({ username: '张伟', password: '123456' });
    const zhao = await t.login({ username: '赵敏', password: '123456' });
    const [superBefore, financeBefore] = [await roleRow(superRole), await roleRow(finance)];

    await expectEveryChangeRefused(superRole, editor.token, SUPER_ROLE_ADMIN_ONLY);
    await expectEveryChangeRefused(finance, editor.token, ROLE_TOO_STRONG);

    expect(await roleRow(superRole)).toEqual(superBefore);
    expect(await roleRow(finance)).toEqual(financeBefore);
    expect(await signedIn(zhang)).toBe(true);
    expect(await signedIn(zhao)).toBe(true);
    expect(await signedIn(admin)).toBe(true);
  });

  it('a holder of 超级管理员 other than admin cannot change it; admin can, restoring nodes of his own role too', async () => {
    const superRole = await roleId(t, '超级管理员');
    const original = (await roleRow(superRole))!;
    const zhang = await t.login({ username: '张伟', password: '123456' });
    await expectEveryChangeRefused(superRole, zhang, SUPER_ROLE_ADMIN_ONLY);
    expect(await roleRow(superRole)).toEqual(original);

    const fewer = original.node_ids!.filter((id) => !nodeIdsFromPatterns(['system_optionConfig']).includes(id));
    expect((await post('/api/role/setNode', { role_id: superRole, node_ids: fewer })).body.code).toBe(0);
    // the holder stays signed in, without the nodes taken away
    expect(await signedIn(zhang)).toBe(true);
    const held = (
      await t.call<{ userRoleNode: { node_name: string; node_auth: boolean }[] }>('GET', '/api/node/getNode', {
        token: zhang,
      })
    ).body.data.userRoleNode;
    expect(held.find((n) => n.node_name === 'system_optionConfig')?.node_auth).toBe(false);
    expect((await post('/api/role/setNode', { role_id: superRole, node_ids: original.node_ids })).body.code).toBe(0);
    expect(sorted((await roleRow(superRole))!.node_ids!)).toEqual(sorted(original.node_ids!));
    // his own role's scope, narrowed and widened again; disabled and enabled again
    expect((await post('/api/RoleScope/save', { role_id: superRole, data_scope: DATA_SCOPE.dept })).body.code).toBe(0);
    expect((await post('/api/RoleScope/save', { role_id: superRole, data_scope: DATA_SCOPE.all })).body.code).toBe(0);
    expect((await post('/api/role/update', { role_id: superRole, role_name: '超级管理员', status: 2 })).body.code).toBe(
      0,
    );
    expect((await post('/api/role/update', { role_id: superRole, role_name: '超级管理员', status: 1 })).body.code).toBe(
      0,
    );
    expect(await roleRow(superRole)).toEqual(original);
    expect(await signedIn(admin)).toBe(true);
  });

  it('an editor still changes a weaker role within their nodes and scope; each change is in the audit log', async () => {
    const editor = await lowEditor();
    const add = await post(
      '/api/role/add',
      {
        role_name: '弱角色',
        node_ids: nodeIdsFromPatterns(['system_roleManagement_add']),
        data_scope: DATA_SCOPE.self,
      },
      editor.token,
    );
    expect(add.body.code).toBe(0);
    const { role_id } = add.body.data as { role_id: number };
    expect(
      (
        await post(
          '/api/role/setNode',
          { role_id, node_ids: nodeIdsFromPatterns(['personnel_dept_userEdit']) },
          editor.token,
        )
      ).body.code,
    ).toBe(0);
    expect((await post('/api/RoleScope/save', { role_id, data_scope: DATA_SCOPE.dept }, editor.token)).body.code).toBe(
      0,
    );
    expect(
      (await post('/api/role/update', { role_id, role_name: '弱角色改', status: 2 }, editor.token)).body.code,
    ).toBe(0);
    expect(
      (await post('/api/role/update', { role_id, role_name: '弱角色改', status: 1 }, editor.token)).body.code,
    ).toBe(0);
    expect(await roleRow(role_id)).toMatchObject({
      role_name: '弱角色改',
      status: 1,
      data_scope: DATA_SCOPE.dept,
      node_ids: nodeIdsFromPatterns(['personnel_dept_userEdit']),
    });
    // but not into one beyond their scope
    expect((await post('/api/RoleScope/save', { role_id, data_scope: DATA_SCOPE.all }, editor.token)).body.code).toBe(
      ERR.noPermission.code,
    );
    expect((await post('/api/role/del', { role_id }, editor.token)).body.code).toBe(0);

    const logged = await t.database.db
      .select({ result: auditLogs.result, detail: auditLogs.detail })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'permission'),
          eq(auditLogs.target, `role:${role_id}`),
          eq(auditLogs.user_id, editor.userId),
        ),
      )
      .orderBy(auditLogs.id);
    expect(logged.map((r) => r.result)).toEqual(Array(6).fill('success'));
    expect(logged[0].detail).toContain('新建角色「弱角色」');
    expect(logged.at(-1)!.detail).toContain('删除角色「弱角色改」');
  });

  it('keeps an enabled role holding role management: the last one is not emptied of it, disabled or deleted', async () => {
    const superRole = await roleId(t, '超级管理员');
    const original = (await roleRow(superRole))!;
    const roleAdmin = nodeIdsFromPatterns(['system_roleManagement']);
    const withoutRoleAdmin = original.node_ids!.filter((id) => !roleAdmin.includes(id));
    // the role editors made by the tests above are switched off: 超级管理员 is the only such role
    const others = (await t.database.db.select().from(roles).where(eq(roles.status, 1)))
      .filter((r) => r.role_id !== superRole && r.node_ids.some((id) => roleAdmin.includes(id)))
      .map((r) => r.role_id);
    if (others.length) await t.database.db.update(roles).set({ status: 2 }).where(inArray(roles.role_id, others));
    expect((await post('/api/role/setNode', { role_id: superRole, node_ids: withoutRoleAdmin })).body.msg).toBe(
      LAST_ROLE_ADMIN_ROLE,
    );
    expect((await post('/api/role/update', { role_id: superRole, role_name: '超级管理员', status: 2 })).body.msg).toBe(
      LAST_ROLE_ADMIN_ROLE,
    );

    const add = await post('/api/role/add', {
      role_name: '角色管理员',
      node_ids: nodeIdsFromPatterns(['system_roleManagement']),
    });
    const { role_id } = add.body.data as { role_id: number };
    expect((await post('/api/role/setNode', { role_id: superRole, node_ids: withoutRoleAdmin })).body.code).toBe(0);
    // now 角色管理员, held by nobody, is the last one
    expect((await post('/api/role/setNode', { role_id, node_ids: nodeIdsFromPatterns(['home']) })).body.msg).toBe(
      LAST_ROLE_ADMIN_ROLE,
    );
    expect((await post('/api/role/update', { role_id, role_name: '角色管理员', status: 2 })).body.msg).toBe(
      LAST_ROLE_ADMIN_ROLE,
    );
    expect((await post('/api/role/del', { role_id })).body.msg).toBe(LAST_ROLE_ADMIN_ROLE);
    expect(await roleRow(role_id)).toMatchObject({
      status: 1,
      node_ids: nodeIdsFromPatterns(['system_roleManagement']),
    });

    expect((await post('/api/role/setNode', { role_id: superRole, node_ids: original.node_ids })).body.code).toBe(0);
    expect((await post('/api/role/del', { role_id })).body.code).toBe(0);
    expect(await roleRow(superRole)).toEqual(original);
    if (others.length) await t.database.db.update(roles).set({ status: 1 }).where(inArray(roles.role_id, others));
  });
});

describe('sign-in identifiers of stronger members', () => {
  it('a member editor holding less than 王强 cannot change his name, phone, e-mail or password, but may edit the rest', async () => {
    const editor = await lowEditor();
    const wang = await member('王强');
    const form = {
      user_id: wang.user_id,
      dept_id: await deptId(t, '销售一部'),
      user_name: '王强',
      user_phone: wang.user_phone,
      user_email: wang.user_email,
      role_id: wang.role_id,
    };
    for (const change of [
      { user_phone: '13911112222' },
      { user_email: 'hijack@example.com' },
      { user_name: '王强强' },
      { user_pwd: 'hijack-1' },
    ]) {
      expect((await post('/api/user/update', { ...form, ...change }, editor.token)).body).toMatchObject(
        denied(MEMBER_TOO_STRONG),
      );
    }
    expect(await member('王强')).toEqual(wang);
    expect(await signIn(wang.user_phone, '123456')).toBe(true);
    expect((await post('/api/user/update', { ...form, ranks: '高级销售代表' }, editor.token)).body.code).toBe(0);
  });

  it('a member editor holding all 王强 holds, over his department, can; roles changed are in the audit log', async () => {
    const salesNodes = DEMO_ROLES.find((r) => r.name === '销售员')!.nodes;
    const outside = await memberWithNodes(t, [...salesNodes, 'personnel_dept_userEdit'], {
      scope: DATA_SCOPE.dept,
      dept: '销售二部',
    });
    const editor = await memberWithNodes(t, [...salesNodes, 'personnel_dept_userEdit'], {
      scope: DATA_SCOPE.dept,
      dept: '销售一部',
    });
    const wang = await member('王强');
    const form = {
      user_id: wang.user_id,
      dept_id: await deptId(t, '销售一部'),
      user_name: '王强',
      user_phone: '13911113333',
      user_email: 'wang.new@example.com',
      role_id: wang.role_id,
    };
    expect((await post('/api/user/update', form, outside.token)).body).toMatchObject(
      denied('只能管理自己数据权限范围内部门的成员'),
    );
    expect((await post('/api/user/update', { ...form, user_pwd: 'new-pass-1' }, editor.token)).body.code).toBe(0);
    expect(await member('王强')).toMatchObject({ user_phone: '13911113333', user_email: 'wang.new@example.com' });
    expect(await signIn(wang.user_phone, '123456')).toBe(false);
    expect(await signIn('13911113333', 'new-pass-1')).toBe(true);
    expect((await post('/api/user/update', { ...form, user_name: '王强二' }, editor.token)).body.code).toBe(0);
    expect(await signIn('王强二', 'new-pass-1')).toBe(true);
    expect(
      (
        await post(
          '/api/user/update',
          { ...form, user_phone: wang.user_phone, user_email: wang.user_email, user_pwd: '123456' },
          editor.token,
        )
      ).body.code,
    ).toBe(0);

    const wangId = await userId(t, '王强');
    const finance = await roleId(t, '财务');
    expect(
      (
        await post('/api/user/update', {
          ...form,
          user_phone: wang.user_phone,
          user_email: wang.user_email,
          role_id: `${wang.role_id},${finance}`,
        })
      ).body.code,
    ).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'permission'), eq(auditLogs.target, `user:${wangId}`)));
    expect(row).toMatchObject({
      result: 'success',
      user_name: 'admin',
      detail: '修改了成员「王强」的角色：销售员 → 销售员、财务',
    });
  });
});
