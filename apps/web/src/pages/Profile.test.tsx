import { ACCOUNT_MSG } from '@suwork/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../test/fake-api.ts';
import { renderPage } from '../test/render-page.tsx';
import { Profile } from './Profile.tsx';

const PROFILE = {
  user_id: 3,
  user_name: '王强',
  nick_name: 'wangqiang',
  user_phone: '13800000003',
  user_email: 'wangqiang@suwork.local',
  dept_id: 3,
  dept_name: '销售一部',
  job_number: 'SW0003',
  ranks: '销售代表',
  avatar_url: '',
  role_id: '3',
  role_name: '销售员',
  create_time: '2025-01-01 09:00:00',
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/user/getProfile': ok(PROFILE),
    '/api/user/updateInfo': ok({}, { msg: ACCOUNT_MSG.profileSaved }),
    '/api/user/updatePwd': ok(null, { msg: ACCOUNT_MSG.passwordChanged }),
    '/api/Upload/doUpload': ok({ id: 41, name: 'me.png', url: '/api/Upload/file?id=41', attachment_id: 41, title: 'me.png' }),
  });
});

const open = () => renderPage('/user/user', <Profile />);
const form = (name: string) => screen.findByRole('form', { name });
const type = (box: HTMLElement, label: string, value: string) => fireEvent.change(within(box).getByLabelText(label), { target: { value } });

describe('个人资料', () => {
  it('shows the own details: name, phone, email, department, roles, job number', async () => {
    open();
    expect(await screen.findByText('13800000003')).toBeTruthy();
    for (const text of ['wangqiang@suwork.local', '销售一部', '销售员', 'SW0003', '销售代表']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getAllByText('王强').length).toBeGreaterThan(0);
  });

  it('invites to sign in when nobody is signed in', async () => {
    const router = createMemoryRouter(
      [
        { path: '/user/user', element: <Profile /> },
        { path: '*', element: <p>其他页面</p> },
      ],
      { initialEntries: ['/user/user'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=/user/user');
  });

  it('saves the nick name and email, and keeps the input when the server refuses', async () => {
    api.on('/api/user/updateInfo', { code: 400, msg: '该邮箱已被其他成员使用', data: null });
    open();
    const box = await form('修改资料');
    type(box, '昵称', '小王');
    type(box, '邮箱', 'lina@suwork.local');
    fireEvent.click(within(box).getByRole('button', { name: '保存资料' }));
    expect(await within(box).findByText('该邮箱已被其他成员使用')).toBeTruthy();
    expect((within(box).getByLabelText('邮箱') as HTMLInputElement).value).toBe('lina@suwork.local');
    expect(api.to('/api/user/updateInfo')[0].body).toEqual({ nick_name: '小王', user_email: 'lina@suwork.local' });

    api.on('/api/user/updateInfo', ok({}, { msg: ACCOUNT_MSG.profileSaved }));
    type(box, '邮箱', 'xiaowang@example.com');
    fireEvent.click(within(box).getByRole('button', { name: '保存资料' }));
    expect(await screen.findByText(ACCOUNT_MSG.profileSaved)).toBeTruthy();
  });

  it('uploads a picture and makes it the avatar', async () => {
    open();
    await form('修改资料');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(api.to('/api/user/updateInfo')).toHaveLength(1));
    expect(api.to('/api/Upload/doUpload')[0].body).toEqual({ file: 'file:me.png' });
    expect(api.to('/api/user/updateInfo')[0].body).toEqual({ avatar_id: 41 });
  });

  it('refuses a file that is not a picture before uploading it', async () => {
    open();
    await form('修改资料');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(ACCOUNT_MSG.avatarNotImage)).toBeTruthy();
    expect(api.to('/api/Upload/doUpload')).toHaveLength(0);
  });

  it('says 两次输入的密码不一致 and sends nothing when the confirmation differs', async () => {
    open();
    const box = await form('修改密码');
    type(box, '原密码', '123456');
    type(box, '新密码', 'newpass-1');
    type(box, '确认新密码', 'newpass-2');
    fireEvent.click(within(box).getByRole('button', { name: '修改密码' }));
    expect(await within(box).findByText('两次输入的密码不一致')).toBeTruthy();
    expect(api.to('/api/user/updatePwd')).toHaveLength(0);
  });

  it('checks the new password length', async () => {
    open();
    const box = await form('修改密码');
    type(box, '新密码', '12345');
    fireEvent.blur(within(box).getByLabelText('新密码'));
    expect(await within(box).findByText(ACCOUNT_MSG.passwordLength)).toBeTruthy();
  });

  it('shows a wrong old password on its field and keeps what was typed', async () => {
    api.on('/api/user/updatePwd', { code: 400, msg: ACCOUNT_MSG.oldPasswordWrong, data: null });
    open();
    const box = await form('修改密码');
    type(box, '原密码', 'wrong-1');
    type(box, '新密码', 'newpass-1');
    type(box, '确认新密码', 'newpass-1');
    fireEvent.click(within(box).getByRole('button', { name: '修改密码' }));
    expect(await within(box).findByText(ACCOUNT_MSG.oldPasswordWrong)).toBeTruthy();
    expect((within(box).getByLabelText('新密码') as HTMLInputElement).value).toBe('newpass-1');
  });

  it('changes the password and clears the form', async () => {
    open();
    const box = await form('修改密码');
    type(box, '原密码', '123456');
    type(box, '新密码', 'newpass-1');
    type(box, '确认新密码', 'newpass-1');
    fireEvent.submit(within(box).getByLabelText('确认新密码'));
    expect(await screen.findByText(ACCOUNT_MSG.passwordChanged)).toBeTruthy();
    expect(api.to('/api/user/updatePwd')[0].body).toEqual({ old_pwd: '123456', new_pwd: 'newpass-1', confirm_pwd: 'newpass-1' });
    await waitFor(() => expect((within(box).getByLabelText('原密码') as HTMLInputElement).value).toBe(''));
  });
});
