import { MSG } from '@suwork/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { DEPT_TREE, MEMBERS, ROLES } from '../../test/org-fixtures.ts';
import { RoleManagementPage } from './RoleManagementPage.tsx';

const TREE = [
  {
    node_id: 1,
    node_name: 'customer',
    title: '客户管理',
    kind: 1,
    children: [
      {
        node_id: 10,
        node_name: 'customer_list',
        title: '客户',
        kind: 2,
        children: [
          { node_id: 100, node_name: 'customer_list_add', title: '新建客户', kind: 3 },
          { node_id: 101, node_name: 'customer_list_del', title: '删除客户', kind: 3 },
        ],
      },
      {
        node_id: 11,
        node_name: 'customer_clues',
        title: '线索',
        kind: 2,
        children: [
          { node_id: 110, node_name: 'customer_clues_add', title: '新建线索', kind: 3 },
          { node_id: 111, node_name: 'customer_clues_export', title: '导出线索', kind: 3 },
        ],
      },
    ],
  },
  {
    node_id: 2,
    node_name: 'system',
    title: '系统设置',
    kind: 1,
    children: [{ node_id: 20, node_name: 'system_role', title: '角色权限', kind: 2 }],
  },
];
const SCOPE_OPTIONS = [
  { value: 1, label: '本人' },
  { value: 2, label: '本部门' },
  { value: 3, label: '本部门及下属部门' },
  { value: 4, label: '全部' },
  { value: 5, label: '指定部门' },
];
const ALL = [
  'system_roleManagement',
  'system_roleManagement_add',
  'system_roleManagement_edit',
  'system_roleManagement_del',
  'system_roleManagement_scope',
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/role/getRoleList': ROLES,
    // saved without the module, which the server grants with its page
    '/api/role/getNode': ok({ role_id: 2, node_ids: [10, 100], tree: TREE }),
    '/api/role/setNode': ok(null, { msg: '操作成功' }),
    '/api/RoleScope/info': ok({ role_id: 2, data_scope: 1, scope_dept_ids: [], options: SCOPE_OPTIONS }),
    '/api/RoleScope/save': ok(null, { msg: '操作成功' }),
    '/api/role/del': ok(null, { msg: '操作成功' }),
    '/api/Department/getDeptTree': DEPT_TREE,
    '/api/user/getList': MEMBERS,
  });
});

const open = (nodes = ALL) => renderPage('/system/roleManagement', <RoleManagementPage />, { nodes });
const chooseRole = async (name: string) => fireEvent.click(await screen.findByText(name));
const treeNode = (title: string) => screen.getByText(title).closest('.ant-tree-treenode') as HTMLElement;
const tick = (title: string) => fireEvent.click(treeNode(title).querySelector('.ant-tree-checkbox')!);
const depth = (title: string) => treeNode(title).querySelectorAll('.ant-tree-indent-unit').length;
const looks = (title: string) => {
  const box = treeNode(title).querySelector('.ant-tree-checkbox')!;
  return box.classList.contains('ant-tree-checkbox-checked')
    ? 'ticked'
    : box.classList.contains('ant-tree-checkbox-indeterminate')
      ? 'half'
      : 'empty';
};
const shownTitles = () => [...document.querySelectorAll('.ant-tree-title')].map((el) => el.textContent);
const savedIds = async () => {
  fireEvent.click(screen.getByRole('button', { name: '保存权限' }));
  await waitFor(() => expect(api.to('/api/role/setNode')).toHaveLength(1));
  return sentIds((api.to('/api/role/setNode')[0].body as { node_ids: string }).node_ids);
};
const sentIds = (v: unknown) =>
  String(v)
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);

describe('role management', () => {
  it('lists roles and filters by status', async () => {
    open();
    expect(await screen.findByText('经理')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByText('停用', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(api.to('/api/role/getRoleList').at(-1)!.query.get('status')).toBe('2'));
  });

  it('saves the ticked permission nodes with their parents', async () => {
    open();
    await chooseRole('销售员');
    await screen.findByText('删除客户');
    tick('删除客户');
    tick('角色权限');
    fireEvent.click(screen.getByRole('button', { name: '保存权限' }));
    await waitFor(() => expect(api.to('/api/role/setNode')).toHaveLength(1));
    const body = api.to('/api/role/setNode')[0].body as { role_id: number; node_ids: string };
    expect(body.role_id).toBe(2);
    expect(sentIds(body.node_ids)).toEqual([1, 2, 10, 20, 100, 101]);
  });

  it("shows each page's actions under it, marked as buttons", async () => {
    open();
    await chooseRole('销售员');
    await screen.findByText('新建客户');
    expect(depth('客户')).toBe(depth('客户管理') + 1);
    for (const action of ['新建客户', '删除客户']) {
      expect(depth(action)).toBe(depth('客户') + 1);
      expect(within(treeNode(action)).getByText('按钮')).toBeTruthy();
    }
    expect(within(treeNode('客户')).queryByText('按钮')).toBeNull();
  });

  it('父子联动, on by default: a page ticks and unticks with its actions, and a branch left empty is unticked', async () => {
    open();
    await chooseRole('销售员');
    await screen.findByText('新建客户');
    expect(screen.getByRole('switch', { name: '父子联动' }).getAttribute('aria-checked')).toBe('true');
    // saved: 客户 with 新建客户 but not 删除客户
    expect([looks('客户管理'), looks('客户'), looks('新建客户'), looks('删除客户')]).toEqual([
      'half',
      'half',
      'ticked',
      'empty',
    ]);
    tick('线索');
    expect([looks('线索'), looks('新建线索'), looks('导出线索')]).toEqual(['ticked', 'ticked', 'ticked']);
    tick('新建客户');
    expect(looks('客户')).toBe('empty');
    expect(await savedIds()).toEqual([1, 11, 110, 111]);
  });

  it('父子联动 off: each node ticks alone; an action still brings its page, and a page unticked takes its actions', async () => {
    open();
    await chooseRole('销售员');
    await screen.findByText('新建客户');
    fireEvent.click(screen.getByRole('switch', { name: '父子联动' }));
    expect(screen.getByRole('switch', { name: '父子联动' }).getAttribute('aria-checked')).toBe('false');
    // exactly what is held: the module is held with its page
    expect([looks('客户管理'), looks('客户'), looks('新建客户'), looks('删除客户')]).toEqual([
      'ticked',
      'ticked',
      'ticked',
      'empty',
    ]);
    tick('导出线索');
    expect([looks('线索'), looks('新建线索'), looks('导出线索')]).toEqual(['ticked', 'empty', 'ticked']);
    tick('客户');
    expect([looks('客户'), looks('新建客户')]).toEqual(['empty', 'empty']);
    expect(await savedIds()).toEqual([1, 11, 111]);
  });

  it('searches the tree: matches marked, their parents shown open, the rest hidden', async () => {
    open();
    await chooseRole('销售员');
    await screen.findByText('新建客户');
    const search = screen.getByRole('searchbox', { name: '搜索功能权限' });
    fireEvent.change(search, { target: { value: '导出' } });
    await waitFor(() => expect(shownTitles()).toEqual(['客户管理', '线索', '导出线索按钮']));
    expect([...document.querySelectorAll('.ant-tree-title mark')].map((m) => m.textContent)).toEqual(['导出']);
    fireEvent.change(search, { target: { value: '客户' } });
    // a matching page keeps its actions
    await waitFor(() =>
      expect(shownTitles()).toEqual([
        '客户管理',
        '客户',
        '新建客户按钮',
        '删除客户按钮',
        '线索',
        '新建线索按钮',
        '导出线索按钮',
      ]),
    );
    fireEvent.change(search, { target: { value: '没有这一项' } });
    expect(await screen.findByText(MSG.emptySearch)).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(shownTitles()).toContain('角色权限'));
  });

  it('data scope 5 asks for departments and sends them', async () => {
    open();
    await chooseRole('销售员');
    fireEvent.click(await screen.findByRole('tab', { name: '数据权限' }));
    fireEvent.click(await screen.findByRole('radio', { name: '指定部门' }));
    fireEvent.click(screen.getByRole('button', { name: '保存数据权限' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请选择指定部门');
    expect(api.to('/api/RoleScope/save')).toHaveLength(0);

    fireEvent.mouseDown(document.getElementById('scope_dept_ids')!);
    fireEvent.click(await screen.findByText('销售部', { selector: '.ant-select-tree-title' }));
    fireEvent.click(await screen.findByText('财务部', { selector: '.ant-select-tree-title' }));
    fireEvent.click(screen.getByRole('button', { name: '保存数据权限' }));
    await waitFor(() => expect(api.to('/api/RoleScope/save')).toHaveLength(1));
    expect(api.to('/api/RoleScope/save')[0].body).toEqual({ role_id: 2, data_scope: 5, scope_dept_ids: '2,3' });
  });

  it('shows the members holding the role', async () => {
    open();
    await chooseRole('经理');
    fireEvent.click(await screen.findByRole('tab', { name: '成员（1）' }));
    expect(await screen.findByText('王强')).toBeTruthy();
    expect(api.to('/api/user/getList').at(-1)!.query.get('role_id')).toBe('3');
  });

  it('asks before deleting a role', async () => {
    open();
    const row = (await screen.findByText('经理')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    // (antd's test ids clash on this page, so the confirm is found without its name)
    const box = await screen.findByRole('dialog');
    expect(within(box).getAllByText('提示').length).toBeGreaterThan(0);
    expect(within(box).getByText(new RegExp(MSG.confirmDelete.replace('?', '\\?')))).toBeTruthy();
    expect(api.to('/api/role/del')).toHaveLength(0);
    fireEvent.click(within(box).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/role/del')).toHaveLength(1));
    expect(api.to('/api/role/del')[0].body).toEqual({ role_id: 3 });
  });

  it('without the edit and delete nodes only looks', async () => {
    open(['system_roleManagement']);
    await chooseRole('销售员');
    await screen.findByText('删除客户');
    expect(screen.queryByRole('button', { name: '新建角色' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存权限' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});
