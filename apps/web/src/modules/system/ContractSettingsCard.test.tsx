import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ContractSettingsCard } from './ContractSettingsCard.tsx';
import { OTHER_SETTING_CARDS, OtherSettings } from './OtherSettings.tsx';

const settings = { contract_prefix: 'HT', receivable_prefix: 'HK', refund_prefix: 'TK', expiry_days: 30 };
const EDITOR = ['system_optionConfig', 'system_optionConfig_edit', 'customer_contract'];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Contract/getSettings': ok(settings),
    '/api/Contract/saveSettings': ok(null),
  });
});

const open = (nodes = EDITOR) => renderPage('/system/optionConfig', <ContractSettingsCard />, { nodes });
const box = (label: string) => screen.findByLabelText(label) as Promise<HTMLInputElement>;
const save = () => fireEvent.click(screen.getByRole('button', { name: /保 ?存/ }));
const saved = () => api.to('/api/Contract/saveSettings').map((r) => r.body);

describe('合同设置 card', () => {
  it('shows the prefixes and the reminder days, saves what was typed (trimmed) and reads them again', async () => {
    open();
    expect((await box('合同编号前缀')).value).toBe('HT');
    expect((await box('回款编号前缀')).value).toBe('HK');
    expect((await box('退款编号前缀')).value).toBe('TK');
    expect((await box('到期提醒天数')).value).toBe('30');
    fireEvent.change(await box('合同编号前缀'), { target: { value: ' sw ' } });
    fireEvent.change(await box('到期提醒天数'), { target: { value: '45' } });
    save();
    await waitFor(() =>
      expect(saved()).toEqual([
        { contract_prefix: 'sw', receivable_prefix: 'HK', refund_prefix: 'TK', expiry_days: 45 },
      ]),
    );
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(() => expect(api.to('/api/Contract/getSettings')).toHaveLength(2));
  });

  it('asks for 1 to 8 letters or digits and for the days before saving', async () => {
    open();
    fireEvent.change(await box('合同编号前缀'), { target: { value: 'HT-2024' } });
    fireEvent.change(await box('回款编号前缀'), { target: { value: 'ABCDEFGH9' } });
    fireEvent.change(await box('退款编号前缀'), { target: { value: '  ' } });
    fireEvent.change(await box('到期提醒天数'), { target: { value: '' } });
    save();
    expect(await screen.findByText('合同编号前缀应为1到8位字母或数字')).toBeTruthy();
    expect(await screen.findByText('请输入退款编号前缀')).toBeTruthy();
    expect(await screen.findByText('请输入到期提醒天数')).toBeTruthy();
    expect(await screen.findByText('回款编号前缀应为1到8位字母或数字')).toBeTruthy();
    expect(saved()).toHaveLength(0);
  });

  it('is read-only without 选项配置 editing', async () => {
    open(['system_optionConfig', 'customer_contract']);
    expect((await box('合同编号前缀')).disabled).toBe(true);
    expect((await box('到期提醒天数')).disabled).toBe(true);
    expect(screen.getByText('仅可查看，修改需要「选项配置」的编辑权限')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /保 ?存/ })).toBeNull();
  });

  it('is shown in 其他设置 to those who may read contracts', async () => {
    const cards = OTHER_SETTING_CARDS.filter((c) => c.Card === ContractSettingsCard);
    const without = renderPage('/system/optionConfig', <OtherSettings cards={cards} />, {
      nodes: ['system_optionConfig', 'system_optionConfig_edit'],
    });
    expect(without.container.textContent).toBe('');
    expect(api.to('/api/Contract/getSettings')).toHaveLength(0);
    without.unmount();
    renderPage('/system/optionConfig', <OtherSettings cards={cards} />, {
      nodes: ['system_optionConfig', 'customer_contract'],
    });
    expect(await screen.findByText('合同设置')).toBeTruthy();
  });
});
