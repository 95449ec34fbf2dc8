import { MSG } from '@suwork/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { DISCARD } from '../../components/use-guarded-close.ts';
import { MemberFormDialog } from './MemberFormDialog.tsx';
import { DEPT_TREE, MEMBERS, ROLES } from '../../test/org-fixtures.ts';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Department/getDeptTree': DEPT_TREE,
    '/api/role/getRoleList': ROLES,
    '/api/user/add': ok({ user_id: 30 }, { msg: '操作成功' }),
  });
});

const openAdd = () =>
  renderPage('/personnel/dept', <MemberFormDialog deptId={2} validTime="2027-12-31" onClose={() => {}} />);
const dialog = () => screen.findByRole('dialog', { name: '新建成员' });
const field = (box: HTMLElement, label: string) => within(box).getByLabelText(label);

const pickRole = async (box: HTMLElement, name: string) => {
  fireEvent.mouseDown(within(box).getByRole('combobox', { name: '角色' }));
  fireEvent.click(await screen.findByText(name, { selector: '.ant-select-item-option-content' }));
};

describe('member form', () => {
  it.each([
    ['成员名', MSG.inputMemberName],
    ['手机号', MSG.inputPhone],
    ['密码', MSG.inputPassword],
    ['邮箱', MSG.inputEmail],
  ])('leaving %s empty says %s on blur', async (label, msg) => {
    openAdd();
    const box = await dialog();
    fireEvent.blur(field(box, label));
    expect(await within(box).findByText(msg)).toBeTruthy();
  });

  it('leaving 角色 empty says 请选择角色 on blur', async () => {
    openAdd();
    const box = await dialog();
    const roles = within(box).getByRole('combobox', { name: '角色' });
    fireEvent.focus(roles);
    fireEvent.blur(roles);
    expect(await within(box).findByText(MSG.chooseRole, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
  });

  it('an incomplete form warns 请填写必要信息 and sends nothing', async () => {
    openAdd();
    const box = await dialog();
    fireEvent.click(within(box).getByRole('button', { name: '保 存' }));
    expect(await screen.findByText(MSG.fillRequired)).toBeTruthy();
    expect(api.to('/api/user/add')).toHaveLength(0);
  });

  it('sends role_id comma-joined and is_leader 1; a failed save keeps the roles chosen', async () => {
    api.on('/api/user/add', { code: 4001, msg: '该手机号已被其他成员使用', data: null });
    openAdd();
    const box = await dialog();
    expect((field(box, '有效期至') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(field(box, '成员名'), { target: { value: '赵敏' } });
    fireEvent.change(field(box, '手机号'), { target: { value: '13911112222' } });
    fireEvent.change(field(box, '密码'), { target: { value: 'secret88' } });
    fireEvent.change(field(box, '邮箱'), { target: { value: 'zm@x.cn' } });
    await pickRole(box, '销售员');
    await pickRole(box, '经理');
    fireEvent.click(within(box).getByRole('checkbox', { name: '设为部门负责人' }));
    fireEvent.click(within(box).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(api.to('/api/user/add')).toHaveLength(1));
    expect(api.to('/api/user/add')[0].body).toEqual({
      dept_id: 2,
      user_name: '赵敏',
      user_phone: '13911112222',
      user_pwd: 'secret88',
      role_id: '2,3',
      user_email: 'zm@x.cn',
      is_leader: 1,
    });
    await waitFor(() => expect(api.toasts).toContain('该手机号已被其他成员使用'));
    const chosen = box.querySelectorAll('.ant-select-selection-item');
    expect([...chosen].map((c) => c.textContent)).toEqual(expect.arrayContaining(['销售员', '经理']));
    expect(screen.getByRole('dialog', { name: '新建成员' })).toBeTruthy();

    api.on('/api/user/add', ok({ user_id: 30 }));
    fireEvent.click(within(box).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(api.to('/api/user/add')).toHaveLength(2));
    expect((api.to('/api/user/add')[1].body as { role_id: string }).role_id).toBe('2,3');
  });

  it('closes at once when untouched; asks before discarding what was typed, and Escape in the open 部门 closes only that', async () => {
    const onClose = vi.fn();
    renderPage('/personnel/dept', <MemberFormDialog deptId={2} validTime="2027-12-31" onClose={onClose} />);
    const box = await dialog();
    fireEvent.click(within(box).getByRole('button', { name: '取 消' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.change(field(box, '成员名'), { target: { value: '赵敏' } });
    const dept = within(box).getByRole('combobox', { name: '部门' });
    fireEvent.mouseDown(dept);
    await waitFor(() => expect(dept.getAttribute('aria-expanded')).toBe('true'));
    const heard = vi.fn();
    window.addEventListener('keydown', heard);
    fireEvent.keyDown(dept, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    window.removeEventListener('keydown', heard);
    await waitFor(() => expect(dept.getAttribute('aria-expanded')).toBe('false'));
    // the dialog, like every layer, hears Escape on the window
    expect(heard).not.toHaveBeenCalled();

    fireEvent.click(within(box).getByRole('button', { name: '取 消' }));
    const ask = (await screen.findByText(DISCARD)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(ask).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText(DISCARD)).toBeNull());
    expect((field(box, '成员名') as HTMLInputElement).value).toBe('赵敏');
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.click(within(box).getByRole('button', { name: '取 消' }));
    const again = (await screen.findByText(DISCARD)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('on edit the password may stay blank (unchanged) and the roles come from role_id', async () => {
    api.on('/api/user/update', ok({ user_id: 11 }));
    const member = (MEMBERS.data as { user_id: number }[])[0] as Parameters<typeof MemberFormDialog>[0]['member'];
    renderPage('/personnel/dept', <MemberFormDialog member={member} onClose={() => {}} />);
    const box = await screen.findByRole('dialog', { name: '编辑成员' });
    expect(field(box, '密码').getAttribute('placeholder')).toBe('不修改请留空');
    fireEvent.blur(field(box, '密码'));
    fireEvent.click(within(box).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(api.to('/api/user/update')).toHaveLength(1));
    expect(api.to('/api/user/update')[0].body).toMatchObject({
      user_id: 11,
      user_pwd: '',
      role_id: '2,3',
      is_leader: 0,
    });
  });
});
