import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { EntityDetailPage } from '../EntityDetailPage.tsx';
import { EntityListPage } from '../EntityListPage.tsx';

const POOL = ['customer_publicCustomer', 'system_optionConfig'];
const DUE = [{ id: 4, enterprise_name: '杭州西湖茶业', owner_user_name: '王强', create_time: '2026-01-02 09:00:00' }];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/PublicCustomer/getList': ok([], { count: 0 }),
    '/api/PublicCustomer/getRule': ok({ enabled: false, follow_days: 30, deal_days: 90 }),
    '/api/PublicCustomer/setRule': ok({ enabled: true, follow_days: 15, deal_days: 90 }, { msg: '保存成功' }),
    '/api/PublicCustomer/previewRecycle': ok(DUE, { count: 1 }),
    '/api/Customer/info': ok({
      id: 9,
      enterprise_id: 9,
      enterprise_name: '苏州园林设计院',
      owner_user_id: 1,
      pool_exempt: 1,
      in_pool: 1,
    }),
    '/api/Customer/setExempt': ok(null, { msg: '操作成功' }),
    '/api/CommonFollow/getList': ok([], { count: 0 }),
  });
});

const openRule = async (nodes: readonly string[]) => {
  renderPage('/customer/publicCustomer', <EntityListPage entity={customerEntity} view="pool" />, { nodes });
  fireEvent.click(await screen.findByRole('button', { name: /回收规则/ }));
  return screen.findByRole('dialog', { name: '公海客户回收规则' });
};

describe('recycling rule of a public pool', () => {
  it('shows the saved rule and what it would return now, and saves a change', async () => {
    const dialog = await openRule([...POOL, 'system_optionConfig_edit']);
    expect(await within(dialog).findByText('杭州西湖茶业')).toBeTruthy();
    expect(within(dialog).getByText('（规则未开启，仅供预览）', { exact: false })).toBeTruthy();
    await waitFor(() => expect((within(dialog).getByLabelText('未跟进天数') as HTMLInputElement).value).toBe('30'));
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.change(within(dialog).getByLabelText('未跟进天数'), { target: { value: '15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存规则' }));
    await waitFor(() => expect(api.to('/api/PublicCustomer/setRule')).toHaveLength(1));
    expect(api.to('/api/PublicCustomer/setRule')[0].body).toEqual({ enabled: true, follow_days: 15, deal_days: 90 });
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('asks for the days before saving', async () => {
    const dialog = await openRule([...POOL, 'system_optionConfig_edit']);
    await waitFor(() => expect((within(dialog).getByLabelText('未跟进天数') as HTMLInputElement).value).toBe('30'));
    fireEvent.change(within(dialog).getByLabelText('未跟进天数'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存规则' }));
    expect(await within(dialog).findByText('请输入未跟进天数')).toBeTruthy();
    expect(api.to('/api/PublicCustomer/setRule')).toHaveLength(0);
  });

  it('is read-only without the edit node', async () => {
    const dialog = await openRule(POOL);
    expect(await within(dialog).findByText('杭州西湖茶业')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '保存规则' })).toBeNull();
  });

  it('is not offered to those who may not read the settings', async () => {
    renderPage('/customer/publicCustomer', <EntityListPage entity={customerEntity} view="pool" />, {
      nodes: ['customer_publicCustomer'],
    });
    await waitFor(() => expect(api.to('/api/PublicCustomer/getList')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /回收规则/ })).toBeNull();
  });
});

describe('不自动回收 on an own record', () => {
  it('exempts the record after a confirm', async () => {
    renderPage('/customer/customerInfo?id=9', <EntityDetailPage entity={customerEntity} />, {
      nodes: ['customer_customer', 'customer_customer_edit'],
    });
    fireEvent.click(await screen.findByRole('button', { name: '设为不自动回收' }));
    expect(await screen.findByText('确定将选中的 1 条客户设为不自动回收吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Customer/setExempt')).toHaveLength(1));
    expect(api.to('/api/Customer/setExempt')[0].body).toEqual({ ids: [9], exempt: 2 });
  });

  it('is not offered without the edit node', async () => {
    renderPage('/customer/customerInfo?id=9', <EntityDetailPage entity={customerEntity} />, {
      nodes: ['customer_customer'],
    });
    await screen.findAllByText('苏州园林设计院');
    expect(screen.queryByRole('button', { name: '设为不自动回收' })).toBeNull();
  });
});
