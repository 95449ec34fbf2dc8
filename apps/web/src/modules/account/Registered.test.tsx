import { ACCOUNT_MSG, MSG, STORAGE_KEYS } from '@suwork/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getToken } from '../../api/token.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { Registered } from './Registered.tsx';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Register/getSetupState': ok({ is_setup: true, company_name: '速办科技' }),
    '/api/Register/register': ok({ user_id: 40 }, { msg: ACCOUNT_MSG.registered }),
    '/api/Register/setupCompany': ok(
      { token: 'T'.repeat(43), version: 3, user_id: 1 },
      { msg: ACCOUNT_MSG.companySetUp },
    ),
  });
});

const open = () => renderPage('/registered', <Registered />);
const type = (box: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(box).getByLabelText(label), { target: { value } });

const fillRegistration = (box: HTMLElement) => {
  type(box, '邀请码', 'ABCD2345');
  type(box, '姓名', '小李');
  type(box, '手机号（登录账号）', '13955556666');
  type(box, '密码', 'secret-1');
  type(box, '确认密码', 'secret-1');
};

describe('注册 after the company is set up', () => {
  it('registers with the invitation code and says 注册成功，请等待管理员启用', async () => {
    const { where } = open();
    const box = await screen.findByRole('form', { name: '员工注册' });
    expect(screen.getByText('加入「速办科技」')).toBeTruthy();
    fillRegistration(box);
    fireEvent.click(within(box).getByRole('button', { name: '注 册' }));
    expect(await screen.findByText('注册成功，请等待管理员启用')).toBeTruthy();
    expect(api.to('/api/Register/register')[0].body).toEqual({
      invite_code: 'ABCD2345',
      user_name: '小李',
      user_phone: '13955556666',
      user_pwd: 'secret-1',
      confirm_pwd: 'secret-1',
    });
    fireEvent.click(screen.getByRole('button', { name: '返回登录' }));
    expect(where()).toBe('/login');
  });

  it('shows a refused code and keeps the form as typed', async () => {
    api.on('/api/Register/register', { code: 400, msg: ACCOUNT_MSG.inviteCodeWrong, data: null });
    open();
    const box = await screen.findByRole('form', { name: '员工注册' });
    fillRegistration(box);
    fireEvent.click(within(box).getByRole('button', { name: '注 册' }));
    expect(await within(box).findByText(ACCOUNT_MSG.inviteCodeWrong)).toBeTruthy();
    expect((within(box).getByLabelText('姓名') as HTMLInputElement).value).toBe('小李');
  });

  it('says 两次输入的密码不一致 and sends nothing when the confirmation differs; required fields say what is missing', async () => {
    open();
    const box = await screen.findByRole('form', { name: '员工注册' });
    fillRegistration(box);
    type(box, '确认密码', 'secret-2');
    fireEvent.click(within(box).getByRole('button', { name: '注 册' }));
    expect(await within(box).findByText('两次输入的密码不一致')).toBeTruthy();
    type(box, '邀请码', '');
    fireEvent.blur(within(box).getByLabelText('邀请码'));
    expect(await within(box).findByText(ACCOUNT_MSG.inputInviteCode)).toBeTruthy();
    expect(api.to('/api/Register/register')).toHaveLength(0);
  });

  it('links back to 登录', async () => {
    const { where } = open();
    await screen.findByRole('form', { name: '员工注册' });
    fireEvent.click(screen.getByRole('link', { name: '登录' }));
    expect(where()).toBe('/login');
  });
});

describe('注册 on an empty install', () => {
  beforeEach(() => api.on('/api/Register/getSetupState', ok({ is_setup: false, company_name: '' })));

  it('sets the company up and signs the first administrator in', async () => {
    const { where } = open();
    const box = await screen.findByRole('form', { name: '创建公司' });
    type(box, '公司名称', '星河科技有限公司');
    type(box, '管理员姓名', '陈总');
    type(box, '手机号（登录账号）', '13911112222');
    type(box, '密码', 'boss-123');
    type(box, '确认密码', 'boss-123');
    fireEvent.click(within(box).getByRole('button', { name: '创建公司并登录' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(api.to('/api/Register/setupCompany')[0].body).toEqual({
      company_name: '星河科技有限公司',
      user_name: '陈总',
      user_phone: '13911112222',
      user_pwd: 'boss-123',
      confirm_pwd: 'boss-123',
    });
    expect(getToken()).toBe('T'.repeat(43));
    expect(localStorage.getItem(STORAGE_KEYS.version)).toBe('3');
  });

  it('says what is missing and sends nothing', async () => {
    open();
    const box = await screen.findByRole('form', { name: '创建公司' });
    fireEvent.click(within(box).getByRole('button', { name: '创建公司并登录' }));
    expect(await within(box).findByText(ACCOUNT_MSG.inputCompanyName)).toBeTruthy();
    expect(within(box).getByText(ACCOUNT_MSG.inputAdminName)).toBeTruthy();
    expect(within(box).getByText(MSG.inputPhone)).toBeTruthy();
    expect(api.to('/api/Register/setupCompany')).toHaveLength(0);
  });

  it('shows the refusal when the company was set up meanwhile', async () => {
    api.on('/api/Register/setupCompany', { code: 409, msg: ACCOUNT_MSG.alreadySetUp, data: null });
    open();
    const box = await screen.findByRole('form', { name: '创建公司' });
    type(box, '公司名称', '星河科技有限公司');
    type(box, '管理员姓名', '陈总');
    type(box, '手机号（登录账号）', '13911112222');
    type(box, '密码', 'boss-123');
    type(box, '确认密码', 'boss-123');
    fireEvent.click(within(box).getByRole('button', { name: '创建公司并登录' }));
    expect(await within(box).findByText(ACCOUNT_MSG.alreadySetUp)).toBeTruthy();
    expect(getToken()).toBeUndefined();
  });
});
