import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { MEMBERS } from '../../test/org-fixtures.ts';
import { UserGroupPage } from './UserGroupPage.tsx';

const staff = (id: number, name: string) => ({ value: id, label: name, user_id: id });
const GROUPS = ok([
  {
    group_id: 1,
    group_name: '华东区',
    parent_id: 0,
    user_ids: '11',
    users: [staff(11, '王强')],
    children: [{ group_id: 4, group_name: '上海组', parent_id: 1, user_ids: '', users: [], children: [] }],
  },
]);
const ALL = ['personnel_userGroup', 'personnel_userGroup_add', 'personnel_userGroup_edit', 'personnel_userGroup_del'];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/UserGroup/getList': GROUPS,
    '/api/user/getList': MEMBERS,
    '/api/UserGroup/add': ok({ group_id: 9 }),
    '/api/UserGroup/del': ok(null),
  });
});

const open = (nodes = ALL) => renderPage('/personnel/userGroup', <UserGroupPage />, { nodes });

describe('user groups', () => {
  it('shows the tree and a group’s members', async () => {
    open();
    fireEvent.click(await screen.findByText('华东区（1）'));
    expect(await screen.findByText('王强')).toBeTruthy();
  });

  it('adds a group under the chosen one with its members comma-joined', async () => {
    open();
    fireEvent.click(await screen.findByText('华东区（1）'));
    fireEvent.click(screen.getByRole('button', { name: '新建用户组' }));
    const box = await screen.findByRole('dialog', { name: '新建用户组' });
    fireEvent.change(within(box).getByLabelText('用户组名称'), { target: { value: '杭州组' } });
    fireEvent.mouseDown(within(box).getByLabelText('成员'));
    fireEvent.click(await screen.findByText('王强', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(await screen.findByText('李娜', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(box).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(api.to('/api/UserGroup/add')).toHaveLength(1));
    expect(api.to('/api/UserGroup/add')[0].body).toEqual({ group_name: '杭州组', parent_id: 1, user_ids: '11,12' });
  });

  it('asks before deleting a group', async () => {
    open();
    fireEvent.click(await screen.findByText('上海组（0）'));
    fireEvent.click(screen.getByRole('button', { name: '删 除' }));
    const box = await screen.findByRole('dialog');
    expect(within(box).getByText(/此操作将永久删除该数据, 是否继续\?/)).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/UserGroup/del')).toHaveLength(1));
    expect(api.to('/api/UserGroup/del')[0].body).toEqual({ group_id: 4 });
  });

  it('hides 新建, 编辑 and 删除 without their nodes', async () => {
    open(['personnel_userGroup']);
    fireEvent.click(await screen.findByText('华东区（1）'));
    expect(screen.queryByRole('button', { name: '新建用户组' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编 辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删 除' })).toBeNull();
  });
});
