import { DATA_SCOPE, ERR } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, roles, settings } from '../src/db/schema.ts';
import { userGroups } from '../src/modules/org/org.tables.ts';
import { ADMIN, createTestApp, type TestContext } from './harness.ts';
import { deptId, memberForm, memberWithNodes, type Member } from './org-fixtures.ts';

let t: TestContext;
let admin: string;
let outsider: Member;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  await t.database.db
    .update(settings)
    .set({ value: { seats: 1000, valid_time: '2099-12-31' } })
    .where(eq(settings.key, 'seat_licence'));
  outsider = await memberWithNodes(t, ['home_home']);
});
afterAll(async () => t.close());

const uniq = (prefix: string) => `${prefix}${++n}`;
const freshDept = async () =>
  (
    await t.database.db
      .insert(departments)
      .values({ dept_name: uniq('矩阵部门') })
      .returning()
  )[0].dept_id;
const freshRole = async () =>
  (
    await t.database.db
      .insert(roles)
      .values({ role_name: uniq('矩阵角色') })
      .returning()
  )[0].role_id;
const freshGroup = async () =>
  (
    await t.database.db
      .insert(userGroups)
      .values({ group_name: uniq('矩阵组') })
      .returning()
  )[0].group_id;
/** a member added by admin, holding the acting member's role (so editing them grants nothing new) */
const freshMember = async (m: Member) => {
  const res = await t.call<{ user_id: number }>('POST', '/api/user/add', {
    token: admin,
    body: memberForm(await deptId(t, '销售一部'), String(m.roleId)),
  });
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data.user_id;
};

type Case = {
  method: 'GET' | 'POST';
  url: string;
  node: string;
  input: (m: Member) => Promise<Record<string, unknown>>;
};

/** Every organisation route guarded by a node, with an input that succeeds for a member holding it. */
const CASES: Case[] = [
  {
    method: 'POST',
    url: '/api/Department/add',
    node: 'personnel_dept_deptAdd',
    input: async () => ({ parent_id: 0, dept_name: uniq('新部门') }),
  },
  {
    method: 'POST',
    url: '/api/Department/update',
    node: 'personnel_dept_deptEdit',
    input: async () => ({ dept_id: await freshDept(), dept_name: uniq('改名') }),
  },
  {
    method: 'POST',
    url: '/api/Department/del',
    node: 'personnel_dept_deptDel',
    input: async () => ({ dept_id: await freshDept() }),
  },
  {
    method: 'POST',
    url: '/api/Department/setMenu',
    node: 'personnel_dept_deptEdit',
    input: async () => ({ dept_id: await freshDept(), menu_ids: '101' }),
  },
  {
    method: 'POST',
    url: '/api/Department/setDeptLeader',
    node: 'personnel_dept_deptEdit',
    input: async () => ({ dept_id: await freshDept(), manager_id: 0 }),
  },
  {
    method: 'POST',
    url: '/api/department/updateParentDept',
    node: 'personnel_dept_deptEdit',
    input: async () => ({ dept_id: await freshDept(), parent_id: await deptId(t, '销售部') }),
  },
  {
    method: 'GET',
    url: '/api/Department/getMenuRule',
    node: 'personnel_dept',
    input: async () => ({ dept_id: await freshDept() }),
  },
  {
    method: 'POST',
    url: '/api/user/add',
    node: 'personnel_dept_userAdd',
    input: async (m) => memberForm(await deptId(t, '销售一部'), String(m.roleId)),
  },
  {
    method: 'POST',
    url: '/api/user/update',
    node: 'personnel_dept_userEdit',
    input: async (m) => ({
      ...memberForm(await deptId(t, '销售一部'), String(m.roleId)),
      user_id: await freshMember(m),
      user_pwd: '',
    }),
  },
  {
    method: 'POST',
    url: '/api/user/forbid',
    node: 'personnel_dept_userForbid',
    input: async (m) => ({ user_id: await freshMember(m), status: 2 }),
  },
  {
    method: 'POST',
    url: '/api/User/transferBatchUser',
    node: 'personnel_dept_transfer',
    input: async (m) => ({ user_ids: String(await freshMember(m)), to_user_id: await freshMember(m) }),
  },
  {
    method: 'POST',
    url: '/api/Common/setSeats',
    node: 'personnel_dept_seats',
    input: async () => ({ seats: 1000, valid_time: '2099-12-31' }),
  },
  {
    method: 'POST',
    url: '/api/role/add',
    node: 'system_roleManagement_add',
    input: async () => ({ role_name: uniq('新角色') }),
  },
  {
    method: 'POST',
    url: '/api/role/update',
    node: 'system_roleManagement_edit',
    input: async () => ({ role_id: await freshRole(), role_name: uniq('改角色') }),
  },
  {
    method: 'POST',
    url: '/api/role/del',
    node: 'system_roleManagement_del',
    input: async () => ({ role_id: await freshRole() }),
  },
  {
    method: 'POST',
    url: '/api/role/setNode',
    node: 'system_roleManagement_edit',
    input: async () => ({ role_id: await freshRole(), node_ids: '' }),
  },
  {
    method: 'POST',
    url: '/api/RoleScope/save',
    node: 'system_roleManagement_scope',
    input: async () => ({ role_id: await freshRole(), data_scope: DATA_SCOPE.self }),
  },
  {
    method: 'GET',
    url: '/api/role/getNode',
    node: 'system_roleManagement',
    input: async () => ({ role_id: await freshRole() }),
  },
  {
    method: 'GET',
    url: '/api/RoleScope/info',
    node: 'system_roleManagement',
    input: async () => ({ role_id: await freshRole() }),
  },
  {
    method: 'POST',
    url: '/api/UserGroup/add',
    node: 'personnel_userGroup_add',
    input: async () => ({ group_name: uniq('新组') }),
  },
  {
    method: 'POST',
    url: '/api/UserGroup/update',
    node: 'personnel_userGroup_edit',
    input: async () => ({ group_id: await freshGroup(), group_name: uniq('改组') }),
  },
  {
    method: 'POST',
    url: '/api/UserGroup/del',
    node: 'personnel_userGroup_del',
    input: async () => ({ group_id: await freshGroup() }),
  },
];

const send = (c: Case, token: string, input: Record<string, unknown>) =>
  t.call(
    c.method,
    c.url,
    c.method === 'GET' ? { token, query: input as Record<string, string | number> } : { token, body: input },
  );

describe('organisation routes need their permission node', () => {
  it.each(CASES.map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s: refused without the node, allowed with it',
    async (_name, c) => {
      const input = await c.input(outsider);
      const refused = await send(c, outsider.token, input);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: ERR.noPermission.code, msg: ERR.noPermission.msg, data: null });
      // the whole company in scope, and member type 3 (may set leaders)
      const holder = await memberWithNodes(t, [c.node], { scope: DATA_SCOPE.all, role: 3 });
      const allowed = await send(c, holder.token, await c.input(holder));
      expect(allowed.body.msg).toBe('操作成功');
      expect(allowed.body.code).toBe(0);
    },
  );

  it('refuses every organisation route without a sign-in', async () => {
    for (const c of CASES) {
      const res = await t.call(c.method, c.url, c.method === 'GET' ? {} : { body: {} });
      expect(res.body.code).toBe(ERR.notSignedIn.code);
    }
  });

  it('serves the picker lists to any signed-in member', async () => {
    for (const url of [
      '/api/Department/getList',
      '/api/Department/getDeptTree',
      '/api/Department/getListAndUser',
      '/api/Department/selectManagerList',
      '/api/user/getList',
      '/api/role/getRoleList',
      '/api/UserGroup/getList',
      '/api/Common/getUserSeats',
      '/api/common/getValidSeats',
    ]) {
      expect((await t.call('GET', url, { token: outsider.token })).body.code, url).toBe(0);
    }
  });
});
