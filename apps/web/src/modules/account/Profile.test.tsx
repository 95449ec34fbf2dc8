import { ACCESS_TOKEN_MSG, ACCOUNT_MSG } from '@suwork/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { DISCARD } from '../../components/use-guarded-close.ts';
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
    '/api/user/tokenList': ok([], { count: 0 }),
    '/api/Upload/doUpload': ok({
      id: 41,
      name: 'me.png',
      url: '/api/Upload/file?id=41',
      attachment_id: 41,
      title: 'me.png',
    }),
  });
});

const open = () => renderPage('/user/user', <Profile />);
const form = (name: string) => screen.findByRole('form', { name });
const type = (box: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(box).getByLabelText(label), { target: { value } });

describe('个人资料', () => {
  it('shows the own details: name, phone, email, department, roles, job number', async () => {
    open();
    expect(await screen.findByText('13800000003')).toBeTruthy();
    for (const text of ['wangqiang@suwork.local', '销售一部', '销售员', 'SW0003', '销售代表'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
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
    expect(api.to('/api/user/updatePwd')[0].body).toEqual({
      old_pwd: '123456',
      new_pwd: 'newpass-1',
      confirm_pwd: 'newpass-1',
    });
    await waitFor(() => expect((within(box).getByLabelText('原密码') as HTMLInputElement).value).toBe(''));
  });
});

const TOKEN = `suw_pat_${'k'.repeat(39)}abcd`;
const tokenRow = (over: Record<string, unknown> = {}) => ({
  token_id: 5,
  name: '报表脚本',
  token_hint: 'suw_pat_…abcd',
  create_time: '2026-03-01 10:00:00',
  expire_time: '2026-05-30 10:00:00',
  is_expired: 1,
  last_used_time: null,
  last_used_ip: '',
  ...over,
});

describe('访问令牌', () => {
  const section = async () =>
    (await screen.findByText('访问令牌', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

  it('says 暂无数据 without tokens', async () => {
    open();
    const box = await section();
    expect(await within(box).findByText('暂无数据')).toBeTruthy();
  });

  it('lists name, hint, expiry and last use, never the token', async () => {
    api.on(
      '/api/user/tokenList',
      ok(
        [
          tokenRow({ last_used_time: '2026-03-02 08:30:00', last_used_ip: '10.0.0.8' }),
          tokenRow({
            token_id: 4,
            name: '旧脚本',
            token_hint: 'suw_pat_…wxyz',
            is_expired: 2,
            expire_time: '2026-01-01 00:00:00',
          }),
          tokenRow({ token_id: 3, name: '长期同步', token_hint: 'suw_pat_…ppqq', expire_time: null }),
        ],
        { count: 3 },
      ),
    );
    open();
    const box = await section();
    expect(await within(box).findByText('报表脚本')).toBeTruthy();
    for (const text of ['suw_pat_…abcd', '2026-03-02 08:30:00', '（10.0.0.8）', '已过期', '永久', '从未使用'])
      expect(within(box).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(box).getAllByRole('button', { name: /^撤销令牌/ })).toHaveLength(3);
  });

  it('asks for a name before creating', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: /新建令牌/ }));
    const dialog = await screen.findByRole('form', { name: '新建访问令牌' });
    fireEvent.submit(dialog);
    expect(await within(dialog).findByText(ACCESS_TOKEN_MSG.inputName)).toBeTruthy();
    expect(api.to('/api/user/tokenAdd')).toHaveLength(0);
  });

  it('creates a token and shows it once, with a copy button and the warning', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api.on(
      '/api/user/tokenAdd',
      ok({ ...tokenRow({ expire_time: '2027-03-01 10:00:00' }), token: TOKEN }, { msg: ACCESS_TOKEN_MSG.created }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: /新建令牌/ }));
    const dialog = await screen.findByRole('form', { name: '新建访问令牌' });
    type(dialog, '名称', '报表脚本');
    fireEvent.click(within(dialog).getByRole('radio', { name: '365天' }));
    api.on('/api/user/tokenList', ok([tokenRow({ expire_time: '2027-03-01 10:00:00' })], { count: 1 }));
    fireEvent.click(screen.getByRole('button', { name: '创 建' }));

    const shown = (await screen.findByLabelText('新令牌')) as HTMLInputElement;
    expect(shown.value).toBe(TOKEN);
    expect(api.to('/api/user/tokenAdd')[0].body).toEqual({ name: '报表脚本', expire_days: 365 });
    expect(screen.getByText(ACCESS_TOKEN_MSG.shownOnce)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /复制/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(TOKEN));
    expect(await screen.findByText('令牌已复制')).toBeTruthy();
    // the list shows the new token by its hint; once the dialog closes, the token is gone for good
    const box = await section();
    expect(await within(box).findByText('suw_pat_…abcd')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我已保存，关闭' }));
    await waitFor(() => expect(screen.queryByLabelText('新令牌')).toBeNull());
    expect(document.body.innerHTML).not.toContain(TOKEN);
  });

  it('asks before discarding a typed name, but never on the step showing the token', async () => {
    api.on(
      '/api/user/tokenAdd',
      ok({ ...tokenRow({ expire_time: '2027-03-01 10:00:00' }), token: TOKEN }, { msg: ACCESS_TOKEN_MSG.created }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: /新建令牌/ }));
    const dialog = await screen.findByRole('form', { name: '新建访问令牌' });
    type(dialog, '名称', '报表脚本');
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    const ask = (await screen.findByText(DISCARD)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(ask).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText(DISCARD)).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '创 建' }));
    await screen.findByLabelText('新令牌');
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '访问令牌已创建' })).getByRole('button', { name: '关闭' }),
    );
    await waitFor(() => expect(screen.queryByLabelText('新令牌')).toBeNull());
    expect(screen.queryByText(DISCARD)).toBeNull();
  });

  it('revokes a token only once confirmed', async () => {
    api.on('/api/user/tokenList', ok([tokenRow()], { count: 1 }));
    api.on('/api/user/tokenDel', ok({ token_id: 5 }, { msg: ACCESS_TOKEN_MSG.revoked }));
    open();
    const box = await section();
    fireEvent.click(await within(box).findByRole('button', { name: '撤销令牌「报表脚本」' }));
    expect(
      await screen.findByText('确定撤销访问令牌「报表脚本」吗？撤销后使用它的脚本将立即无法调用接口。'),
    ).toBeTruthy();
    fireEvent.click(
      within(document.querySelector('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: '取 消' }),
    );
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(api.to('/api/user/tokenDel')).toHaveLength(0);

    fireEvent.click(within(box).getByRole('button', { name: '撤销令牌「报表脚本」' }));
    api.on('/api/user/tokenList', ok([], { count: 0 }));
    const confirm = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    fireEvent.click(within(confirm).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/user/tokenDel')).toHaveLength(1));
    expect(api.to('/api/user/tokenDel')[0].body).toEqual({ token_id: 5 });
    expect(await screen.findByText(ACCESS_TOKEN_MSG.revoked)).toBeTruthy();
    expect(await within(box).findByText('暂无数据')).toBeTruthy();
  });
});
