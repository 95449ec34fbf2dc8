import { ACCOUNT_MSG } from '@suwork/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { InviteCodeCard } from './InviteCodeCard.tsx';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/InviteCode/getInfo': ok({ code: 'ABCD2345', status: 2 }),
    '/api/InviteCode/reset': ok({ code: 'WXYZ6789', status: 2 }, { msg: ACCOUNT_MSG.inviteCodeReset }),
    '/api/InviteCode/setStatus': ok({ code: 'ABCD2345', status: 1 }, { msg: '操作成功' }),
  });
});

const open = (nodes = ['system_optionConfig_edit']) =>
  renderPage('/system/optionConfig', <InviteCodeCard />, { nodes });

describe('员工注册邀请码 card', () => {
  it('shows the code and whether registration is open', async () => {
    open();
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
    expect(screen.getByText('员工注册已关闭')).toBeTruthy();
    expect(screen.getByRole('switch', { name: '开启员工注册' }).getAttribute('aria-checked')).toBe('false');
  });

  it('copies the code', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    await screen.findByText('ABCD2345');
    fireEvent.click(screen.getByRole('button', { name: /复制/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('ABCD2345'));
    expect(await screen.findByText('邀请码已复制')).toBeTruthy();
  });

  it('opens registration with the switch', async () => {
    open();
    await screen.findByText('ABCD2345');
    fireEvent.click(screen.getByRole('switch', { name: '开启员工注册' }));
    await waitFor(() => expect(api.to('/api/InviteCode/setStatus')).toHaveLength(1));
    expect(api.to('/api/InviteCode/setStatus')[0].body).toEqual({ status: 1 });
    expect(await screen.findByText('员工注册已开启')).toBeTruthy();
  });

  it('asks before regenerating; 取消 keeps the code, 确定 shows the new one', async () => {
    open();
    await screen.findByText('ABCD2345');
    fireEvent.click(screen.getByRole('button', { name: /重新生成/ }));
    let box = await screen.findByRole('dialog', { name: '提示' });
    expect(within(box).getByText(ACCOUNT_MSG.confirmResetInviteCode)).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).toBeNull());
    expect(api.to('/api/InviteCode/reset')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /重新生成/ }));
    box = await screen.findByRole('dialog', { name: '提示' });
    fireEvent.click(within(box).getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('WXYZ6789')).toBeTruthy();
    expect(api.to('/api/InviteCode/reset')).toHaveLength(1);
  });

  it('shows nothing and asks nothing without system_optionConfig_edit', async () => {
    const { container } = open(['system_optionConfig']);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
    expect(api.to('/api/InviteCode/getInfo')).toHaveLength(0);
  });
});
