import { CATALOGUE, DATA_SCOPE, ERR } from '@suwork/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nodeIdsFromPatterns } from '../src/core/permissions.ts';
import { roles, userRoles, users } from '../src/db/schema.ts';
import { OWN_ROLE_MORE_POWER, SCOPE_TOO_WIDE } from '../src/modules/org/role-grants.ts';
import type { UserGroupNode as GroupNode } from '@suwork/domain/contracts';
import { appForFile, SALES } from './harness.ts';
import { deptId, memberWithNodes, roleId, userId } from './org-fixtures.ts';

type RoleRow = {
  role_id: number;
  role_name: string;
  status: number;
  data_scope: number;
  data_scope_name: string;
  user_count: number;
  node_ids?: number[];
  scope_dept_ids?: number[];
};

const { t, admin } = await appForFile();

const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
const ids = (...patterns: string[]) => nodeIdsFromPatterns(patterns).join(',');
const roleList = async (token = admin, status?: number) =>
  (await t.call<RoleRow[]>('GET', '/api/role/getRoleList', { token, query: status ? { status } : undefined })).body
    .data;
const nodeName = (id: number) => CATALOGUE.byId.get(id)!.node_name;

describe('roles', () => {
  it('always keeps one enabled administrator', async () => {
    // admin and 张伟 (超级管理员) disabled: a role editor with a role of their own is the last administrator
    const others = [await userId(t, 'admin'), await userId(t, '张伟')];
    const last = await memberWithNodes(t, ['system_roleManagement', 'personnel_dept']);
    await t.database.db.update(users).set({ status: 2 }).where(inArray(users.user_id, others));
    expect(
      (await post('/api/role/update', { role_id: last.roleId, role_name: '最后的管理员', status: 2 }, last.token)).body
        .msg,
    ).toBe('至少需要保留一位可用的管理员');
    expect((await post('/api/role/setNode', { role_id: last.roleId, node_ids: [] }, last.token)).body.msg).toBe(
      '至少需要保留一位可用的管理员',
    );
    expect((await post('/api/user/forbid', { user_id: last.userId, status: 2 }, last.token)).body.msg).toBe(
      '不能禁用自己的账号',
    );
    await t.database.db.update(users).set({ status: 1 }).where(inArray(users.user_id, others));
    expect((await roleList(last.token)).find((r) => r.role_id === last.roleId)!.status).toBe(1);
    await t.database.db.delete(userRoles).where(eq(userRoles.user_id, last.userId));
    await t.database.db.delete(roles).where(eq(roles.role_id, last.roleId));
  });

  it('lists roles by status; role editors also see nodes and scopes', async () => {
    const rows = await roleList(admin, 1);
    expect(rows.map((r) => r.role_name)).toEqual(['超级管理员', '销售经理', '销售员', '财务', '人事', '项目经理']);
    expect(rows.find((r) => r.role_name === '销售员')).toMatchObject({
      data_scope: 1,
      data_scope_name: '本人',
      user_count: 2,
    });
    expect(rows[0].node_ids!.length).toBeGreaterThan(10);
    const forSeller = await roleList(await t.login(SALES), 1);
    expect(forSeller.map((r) => r.role_name)).toContain('销售员');
    expect(forSeller[0].node_ids).toBeUndefined();
  });

  it('creates, renames, disables and deletes a role, with Chinese messages', async () => {
    expect((await post('/api/role/add', {})).body.msg).toBe('请输入角色名称');
    expect((await post('/api/role/add', { role_name: '销售员' })).body.msg).toBe('角色名称已存在');
    expect((await post('/api/role/add', { role_name: '新角色', node_ids: '999999' })).body.msg).toBe(
      '所选权限节点不存在',
    );
    expect((await post('/api/role/add', { role_name: '新角色', data_scope: 9 })).body.msg).toBe('请选择数据范围');
    expect((await post('/api/role/add', { role_name: '新角色', data_scope: 5 })).body.msg).toBe('请选择指定部门');
    expect(
      (await post('/api/role/add', { role_name: '新角色', data_scope: 5, scope_dept_ids: '99999' })).body.msg,
    ).toBe('所选部门不存在');
    const add = await post('/api/role/add', {
      role_name: '客服',
      remark: '售后',
      node_ids: ids('customer_complaint'),
      data_scope: 5,
      scope_dept_ids: String(await deptId(t, '销售部')),
    });
    expect(add.body.code).toBe(0);
    const { role_id } = add.body.data as { role_id: number };
    expect((await roleList()).find((r) => r.role_id === role_id)).toMatchObject({
      role_name: '客服',
      data_scope: 5,
      scope_dept_ids: [await deptId(t, '销售部')],
    });
    expect((await post('/api/role/update', { role_id, role_name: '客服专员', status: 2 })).body.code).toBe(0);
    expect((await roleList(admin, 2)).map((r) => r.role_name)).toEqual(['客服专员']);
    expect((await post('/api/role/del', { role_id: await roleId(t, '财务') })).body.msg).toBe(
      '该角色下还有成员，请先为这些成员更换角色后再删除',
    );
    expect((await post('/api/role/del', { role_id })).body.code).toBe(0);
    expect((await post('/api/role/del', { role_id })).body.msg).toBe('角色不存在');
  });

  it("edits a role's nodes: its holders stay signed in and hold the new nodes; the version moves on", async () => {
    const holder = await memberWithNodes(t, ['customer_clues']);
    const versionOf = async (token: string) =>
      (await t.call<{ version: string }>('GET', '/api/node/getNode', { token })).body.data.version;
    const [before, adminBefore] = [await versionOf(holder.token), await versionOf(admin)];
    const tree = await t.call<{ node_ids: number[]; tree: unknown[] }>('GET', '/api/role/getNode', {
      token: admin,
      query: { role_id: holder.roleId },
    });
    expect(tree.body.data.node_ids.map(nodeName)).toContain('customer_clues_add');
    expect(tree.body.data.tree.length).toBe(CATALOGUE.tree.length);
    expect(
      (await post('/api/role/setNode', { role_id: holder.roleId, node_ids: ids('customer_customer') })).body.code,
    ).toBe(0);
    const node = await t.call<{ version: string; userRoleNode: { node_name: string; node_auth: boolean }[] }>(
      'GET',
      '/api/node/getNode',
      { token: holder.token },
    );
    expect(node.body.code).toBe(0);
    // the holder's version moved on; the editor, whose permissions did not change, keeps theirs
    expect(node.body.data.version).not.toBe(before);
    expect(await versionOf(admin)).toBe(adminBefore);
    const auth = new Map(node.body.data.userRoleNode.map((n) => [n.node_name, n.node_auth]));
    expect(auth.get('customer_customer_add')).toBe(true);
    expect(auth.get('customer_clues')).toBe(false);
  });

  it("edits a role's data scope (RoleScope); its holders stay signed in", async () => {
    const holder = await memberWithNodes(t, ['customer_clues'], { scope: DATA_SCOPE.self });
    const info = await t.call<{ data_scope: number; options: { value: number; label: string }[] }>(
      'GET',
      '/api/RoleScope/info',
      { token: admin, query: { role_id: holder.roleId } },
    );
    expect(info.body.data.data_scope).toBe(1);
    expect(info.body.data.options.map((o) => o.label)).toEqual([
      '本人',
      '本部门',
      '本部门及下属部门',
      '全部',
      '指定部门',
    ]);
    expect((await post('/api/RoleScope/save', { role_id: holder.roleId, data_scope: 3 })).body.code).toBe(0);
    expect(
      (
        await t.call<{ data_scope: number }>('GET', '/api/RoleScope/info', {
          token: admin,
          query: { role_id: holder.roleId },
        })
      ).body.data.data_scope,
    ).toBe(3);
    expect((await t.call('GET', '/api/user/getUserInfo', { token: holder.token })).body.code).toBe(0);
    expect((await post('/api/RoleScope/save', { role_id: holder.roleId })).body.msg).toBe('请选择数据范围');
  });
});

describe('grant escalation', () => {
  it('refuses granting nodes the editor does not hold, in a new role or an existing one', async () => {
    const editor = await memberWithNodes(t, ['system_roleManagement', 'customer_clues'], { scope: DATA_SCOPE.self });
    const mine = await post(
      '/api/role/add',
      { role_name: '线索助理', node_ids: ids('customer_clues', '!customer_clues_del') },
      editor.token,
    );
    expect(mine.body.code).toBe(0);
    const more = await post('/api/role/add', { role_name: '财务助理', node_ids: ids('financial') }, editor.token);
    expect(more.body.code).toBe(ERR.noPermission.code);
    expect(more.body.msg).toMatch(/^不能授予自己没有的权限：财务/);
    const { role_id } = mine.body.data as { role_id: number };
    expect(
      (await post('/api/role/setNode', { role_id, node_ids: ids('customer_clues', 'financial_borrow') }, editor.token))
        .body.code,
    ).toBe(ERR.noPermission.code);
    const seller = await roleId(t, '销售员');
    expect(
      (await post('/api/role/setNode', { role_id: seller, node_ids: ids('home', 'customer_clues') }, editor.token)).body
        .code,
    ).toBe(ERR.noPermission.code);
    // taking nodes away is fine
    expect(
      (await post('/api/role/setNode', { role_id, node_ids: ids('customer_clues_add') }, editor.token)).body.code,
    ).toBe(0);
  });

  it("refuses granting a data scope wider than the editor's own", async () => {
    const selfOnly = await memberWithNodes(t, ['system_roleManagement'], { scope: DATA_SCOPE.self, dept: '销售部' });
    for (const scope of [DATA_SCOPE.dept, DATA_SCOPE.deptAndChildren, DATA_SCOPE.all]) {
      expect(
        (await post('/api/role/add', { role_name: `范围${scope}`, data_scope: scope }, selfOnly.token)).body,
      ).toMatchObject({ code: ERR.noPermission.code, msg: SCOPE_TOO_WIDE });
    }
    const branch = await memberWithNodes(t, ['system_roleManagement'], {
      scope: DATA_SCOPE.deptAndChildren,
      dept: '销售部',
    });
    expect(
      (await post('/api/role/add', { role_name: '本部门角色', data_scope: DATA_SCOPE.dept }, branch.token)).body.code,
    ).toBe(0);
    expect(
      (await post('/api/role/add', { role_name: '下属角色', data_scope: DATA_SCOPE.deptAndChildren }, branch.token))
        .body.code,
    ).toBe(0);
    expect(
      (await post('/api/role/add', { role_name: '全部角色', data_scope: DATA_SCOPE.all }, branch.token)).body.msg,
    ).toBe(SCOPE_TOO_WIDE);
    const inside = String(await deptId(t, '销售一部'));
    const outside = String(await deptId(t, '财务部'));
    expect(
      (await post('/api/role/add', { role_name: '指定内', data_scope: 5, scope_dept_ids: inside }, branch.token)).body
        .code,
    ).toBe(0);
    expect(
      (
        await post(
          '/api/role/add',
          { role_name: '指定外', data_scope: 5, scope_dept_ids: `${inside},${outside}` },
          branch.token,
        )
      ).body.msg,
    ).toBe(SCOPE_TOO_WIDE);
    const target = await roleId(t, '本部门角色');
    expect(
      (await post('/api/RoleScope/save', { role_id: target, data_scope: DATA_SCOPE.all }, branch.token)).body.msg,
    ).toBe(SCOPE_TOO_WIDE);
  });

  it("refuses editing one's own role into more power, but allows less", async () => {
    const editor = await memberWithNodes(t, ['system_roleManagement', 'customer_clues'], {
      scope: DATA_SCOPE.dept,
      dept: '销售部',
    });
    const own = editor.roleId;
    const current = nodeIdsFromPatterns(['system_roleManagement', 'customer_clues']);
    const res = await post(
      '/api/role/setNode',
      { role_id: own, node_ids: [...current, ...nodeIdsFromPatterns(['customer_customer'])].join(',') },
      editor.token,
    );
    expect(res.body).toMatchObject({ code: ERR.noPermission.code, msg: OWN_ROLE_MORE_POWER });
    expect(
      (await post('/api/RoleScope/save', { role_id: own, data_scope: DATA_SCOPE.deptAndChildren }, editor.token)).body
        .msg,
    ).toBe(OWN_ROLE_MORE_POWER);
    expect(
      (
        await post(
          '/api/RoleScope/save',
          { role_id: own, data_scope: DATA_SCOPE.custom, scope_dept_ids: String(await deptId(t, '销售部')) },
          editor.token,
        )
      ).body.msg,
    ).toBe(OWN_ROLE_MORE_POWER);
    expect(
      (await post('/api/RoleScope/save', { role_id: own, data_scope: DATA_SCOPE.self }, editor.token)).body.code,
    ).toBe(0);
    const less = current.filter((id) => nodeName(id) !== 'customer_clues_del');
    expect((await post('/api/role/setNode', { role_id: own, node_ids: less.join(',') }, editor.token)).body.code).toBe(
      0,
    );
    // the editor is still signed in after lowering their own role, and holds less
    const node = await t.call<{ userRoleNode: { node_name: string; node_auth: boolean }[] }>(
      'GET',
      '/api/node/getNode',
      { token: editor.token },
    );
    expect(node.body.data.userRoleNode.find((n) => n.node_name === 'customer_clues_del')!.node_auth).toBe(false);
    // switching their own role off and on again would restore nothing they may not grant, but it is still their own role
    expect(
      (await post('/api/role/update', { role_id: own, role_name: `组织测试角色自用`, status: 2 }, editor.token)).body
        .code,
    ).toBe(0);
    expect(
      (await post('/api/role/update', { role_id: own, role_name: `组织测试角色自用`, status: 1 }, admin)).body.code,
    ).toBe(0);
  });
});

describe('user groups', () => {
  it('keeps a tree of groups holding members, readable by any signed-in member', async () => {
    const wang = await userId(t, '王强');
    const liu = await userId(t, '刘洋');
    expect((await post('/api/UserGroup/add', {})).body.msg).toBe('请输入用户组名称');
    expect((await post('/api/UserGroup/add', { group_name: '组', user_ids: '99999' })).body.msg).toBe(
      '所选成员不存在或已禁用',
    );
    const top = await post('/api/UserGroup/add', { group_name: '销售团队', user_ids: `${wang},${liu}` });
    expect(top.body.code).toBe(0);
    const topId = (top.body.data as { group_id: number }).group_id;
    const child = await post('/api/UserGroup/add', { group_name: '一组', parent_id: topId, user_ids: String(wang) });
    const childId = (child.body.data as { group_id: number }).group_id;
    expect((await post('/api/UserGroup/add', { group_name: '一组', parent_id: topId })).body.msg).toBe(
      '同一上级下已有名为「一组」的用户组',
    );

    const tree = (await t.call<GroupNode[]>('GET', '/api/UserGroup/getList', { token: await t.login(SALES) })).body
      .data;
    const node = tree.find((g) => g.group_id === topId)!;
    expect(node).toMatchObject({ value: topId, label: '销售团队', user_ids: `${wang},${liu}` });
    expect(node.users.map((u) => u.label)).toEqual(['王强', '刘洋']);
    expect(node.children.map((c) => c.label)).toEqual(['一组']);

    expect(
      (await post('/api/UserGroup/update', { group_id: topId, group_name: '销售团队', parent_id: childId })).body.msg,
    ).toBe('不能将用户组移动到其自身或其下级分组下');
    expect(
      (await post('/api/UserGroup/update', { group_id: childId, group_name: '一组（新）', user_ids: `${liu}` })).body
        .code,
    ).toBe(0);
    const again = (await t.call<GroupNode[]>('GET', '/api/UserGroup/getList', { token: admin })).body.data.find(
      (g) => g.group_id === topId,
    )!;
    expect(again.children[0]).toMatchObject({ label: '一组（新）', user_ids: String(liu) });
    const options = await t.call<{ group_list: GroupNode[] }>('GET', '/api/Department/getListAndUser', {
      token: admin,
    });
    expect(options.body.data.group_list.map((g) => g.label)).toContain('销售团队');

    expect((await post('/api/UserGroup/del', { group_id: topId })).body.msg).toBe(
      '该用户组下还有子分组，请先删除子分组',
    );
    expect((await post('/api/UserGroup/del', { group_id: childId })).body.code).toBe(0);
    expect((await post('/api/UserGroup/del', { group_id: topId })).body.code).toBe(0);
    expect((await t.call<GroupNode[]>('GET', '/api/UserGroup/getList', { token: admin })).body.data).toEqual([]);
  });
});
