import { MSG, ORG_MSG } from '@suwork/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { DeptPage } from './DeptPage.tsx';
import { ALL_DEPT_NODES, DEPT_TREE, FREE_SEATS, FULL_SEATS, MEMBERS } from '../../test/org-fixtures.ts';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Department/getDeptTree': DEPT_TREE,
    '/api/user/getList': MEMBERS,
    '/api/Common/getUserSeats': FREE_SEATS,
    '/api/role/getRoleList': ok([{ role_id: 2, role_name: '销售员', status: 1 }]),
    '/api/Department/add': ok({ dept_id: 9 }, { msg: '操作成功' }),
    '/api/Department/del': ok(null, { msg: '操作成功' }),
    '/api/user/forbid': ok(null, { msg: '操作成功' }),
  });
});

const open = (nodes = ALL_DEPT_NODES, role = 1) => renderPage('/personnel/dept', <DeptPage />, { nodes, role });
const pickDept = async (name: string) =>
  fireEvent.click(await screen.findByText(name, { selector: '.ant-tree-title' }));
const confirmBox = () => screen.findByRole('dialog', { name: '提示' });

describe('departments', () => {
  it('shows the tree from 全公司 and the members of the selected department, 5 a page, enabled ones first', async () => {
    open();
    expect(await screen.findByText('全公司')).toBeTruthy();
    await pickDept('销售部');
    await screen.findByText('王强');
    const last = api.to('/api/user/getList').at(-1)!.query;
    expect(last.get('dept_id')).toBe('2');
    expect(last.get('limit')).toBe('5');
    expect(last.get('status')).toBe('1');
  });

  it('adds a department under the selected one', async () => {
    open();
    await pickDept('销售部');
    fireEvent.click(screen.getByRole('button', { name: '新建部门' }));
    const dialog = await screen.findByRole('dialog', { name: '新建部门' });
    fireEvent.change(within(dialog).getByLabelText('部门名称'), { target: { value: ' 销售二部 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Department/add')).toHaveLength(1));
    expect(api.to('/api/Department/add')[0].body).toEqual({ parent_id: 2, dept_name: '销售二部' });
  });

  it('asks 此操作将永久删除该部门, 是否继续? (warning) before deleting; 取消 sends nothing', async () => {
    open();
    await pickDept('财务部');
    fireEvent.click(screen.getByRole('button', { name: '删 除' }));
    const box = await confirmBox();
    expect(within(box).getByText(MSG.confirmDeleteDept)).toBeTruthy();
    expect(box.querySelector('.anticon-exclamation-circle')).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).toBeNull());
    expect(api.to('/api/Department/del')).toHaveLength(0);
  });

  it('deletes the department once 确定 is chosen', async () => {
    open();
    await pickDept('财务部');
    fireEvent.click(screen.getByRole('button', { name: '删 除' }));
    const box = await confirmBox();
    fireEvent.click(within(box).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Department/del')).toHaveLength(1));
    expect(api.to('/api/Department/del')[0].body).toEqual({ dept_id: 3 });
  });

  it('hides the department buttons without their nodes, and 设置负责人 unless the member type is 3', async () => {
    const { unmount } = open(['personnel_dept']);
    await pickDept('销售部');
    expect(screen.queryByRole('button', { name: '新建部门' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删 除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新建成员' })).toBeNull();
    expect(screen.queryByRole('button', { name: '设置负责人' })).toBeNull();
    unmount();
    open(ALL_DEPT_NODES, 1);
    await pickDept('销售部');
    expect(screen.getByRole('button', { name: '编 辑' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '设置负责人' })).toBeNull();
  });

  it('a member of type 3 can set the leader', async () => {
    api.on(
      '/api/Department/getList',
      ok([{ dept_id: 2, dept_name: '销售部', parent_id: 0, manager_id: 0, menu_ids: [], user_count: 2 }]),
    );
    open(ALL_DEPT_NODES, 3);
    await pickDept('销售部');
    fireEvent.click(screen.getByRole('button', { name: '设置负责人' }));
    expect(await screen.findByRole('dialog', { name: '设置负责人 · 销售部' })).toBeTruthy();
  });
});

describe('members', () => {
  it('新建成员 with no department selected errors 请先选择部门！ and opens nothing', async () => {
    open();
    await screen.findByText('王强');
    fireEvent.click(screen.getByRole('button', { name: '新建成员' }));
    expect(await screen.findByText(MSG.chooseDeptFirst)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '新建成员' })).toBeNull();
    expect(api.to('/api/Common/getUserSeats')).toHaveLength(0);
  });

  it('with every seat taken it explains why and links to 购买席位', async () => {
    api.on('/api/Common/getUserSeats', FULL_SEATS);
    const { where } = open();
    await pickDept('销售部');
    fireEvent.click(screen.getByRole('button', { name: '新建成员' }));
    const dialog = await screen.findByRole('dialog', { name: '席位不足' });
    expect(within(dialog).getByText(ORG_MSG.seatsFull(13, 13))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '新建成员' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('link', { name: '前往购买席位' }));
    await waitFor(() => expect(where()).toBe('/personnel/buy'));
  });

  it('asks before disabling a member, then sends status 2 with the user id', async () => {
    open();
    const row = (await screen.findByText('王强')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '禁用' }));
    const box = await confirmBox();
    expect(within(box).getByText(/确定禁用成员「王强」吗/)).toBeTruthy();
    expect(api.to('/api/user/forbid')).toHaveLength(0);
    fireEvent.click(within(box).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/user/forbid')).toHaveLength(1));
    expect(api.to('/api/user/forbid')[0].body).toEqual({ user_id: 11, status: 2 });
  });

  it('searches by name and phone with the status filter', async () => {
    open();
    await screen.findByText('王强');
    fireEvent.change(screen.getByLabelText('成员名'), { target: { value: '王' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '139' } });
    fireEvent.click(screen.getByRole('button', { name: '搜 索' }));
    await waitFor(() => expect(api.to('/api/user/getList').at(-1)!.query.get('user_name')).toBe('王'));
    expect(api.to('/api/user/getList').at(-1)!.query.get('user_phone')).toBe('139');
  });

  it('离职交接: ticked members pass everything to the member picked as 接收人, then the result is shown', async () => {
    api.on(
      '/api/User/transferBatchUser',
      ok(
        {
          total: 3,
          moved: [
            { entity: 'customer', title: '客户', count: 2 },
            { entity: 'clue', title: '线索', count: 1 },
          ],
        },
        { msg: '操作成功' },
      ),
    );
    open([...ALL_DEPT_NODES, 'personnel_dept_transfer']);
    const row = (await screen.findByText('李娜')).closest('tr') as HTMLElement;
    expect(screen.getByRole('button', { name: '离职交接' })).toHaveProperty('disabled', true);
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '离职交接（1）' }));
    const dialog = await screen.findByRole('dialog', { name: '离职交接' });
    expect(within(dialog).getByText('李娜')).toBeTruthy();
    // no receiver: the form says so and nothing is sent
    fireEvent.click(within(dialog).getByRole('button', { name: '确定交接' }));
    expect(await within(dialog).findByText('请选择接收人')).toBeTruthy();
    expect(api.to('/api/User/transferBatchUser')).toHaveLength(0);
    fireEvent.mouseDown(within(dialog).getByLabelText('接收人'));
    // (nested dialogs share one title id in tests: find the picker by its title text)
    const picker = await waitFor(() =>
      screen.getAllByRole('dialog').find((d) => within(d).queryByText('选择接收人', { selector: '.ant-modal-title' }))!,
    );
    // the member handing over is not offered as receiver
    await within(picker).findByText('王强');
    expect(within(picker).queryByText('李娜')).toBeNull();
    fireEvent.click(within(picker).getByText('王强'));
    fireEvent.click(within(picker).getByRole('button', { name: '确 定' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定交接' }));
    await waitFor(() => expect(api.to('/api/User/transferBatchUser')).toHaveLength(1));
    expect(api.to('/api/User/transferBatchUser')[0].body).toEqual({ user_ids: '12', to_user_id: 11 });
    expect(await screen.findByText('共交接 3 条：客户 2 条，线索 1 条')).toBeTruthy();
  });

  it('hides 离职交接 without its node', async () => {
    open();
    await screen.findByText('王强');
    expect(screen.queryByRole('button', { name: /离职交接/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '交接' })).toBeNull();
  });
});
