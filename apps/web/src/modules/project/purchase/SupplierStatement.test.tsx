import { supplierEntity } from '@suwork/domain/entities';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityDetailPage } from '../../../engine/EntityDetailPage.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { PURCHASE_EXTENSIONS } from './purchase-extensions.tsx';

const supplier = {
  id: 4,
  supplier_id: 4,
  supplier_name: '深圳市联创电子科技有限公司',
  credit_code: '91440300MA5F8K2L1X',
  status: 1,
  rating: 1,
  attachments: [],
};
const statement = (outstanding: string) => ({
  supplier_id: 4,
  orders: 2,
  ordered: '1500.00',
  received: '1200.00',
  returned: '400.00',
  paid: '1000.00',
  refunded: '300.00',
  outstanding,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ '/api/supplier/info': ok(supplier), '/api/supplier/statement': ok(statement('400.00')) });
});
const open = () =>
  renderPage(
    '/project/supplierInfo?id=4',
    <EntityDetailPage entity={supplierEntity} extension={PURCHASE_EXTENSIONS[supplierEntity.key]} />,
    { nodes: ['project_supplierManagement'] },
  );

/** The value a figure of the statement shows beside its title. */
const figure = (title: string) =>
  screen.getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content-value')?.textContent;

describe('供应商对账', () => {
  it('shows what was ordered, received, returned, paid and paid back, and what is still to pay', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: '对账' }));
    expect(await screen.findByText('按审批通过的 2 张采购单（待付款、采购成功）统计，单位：元')).toBeTruthy();
    expect(screen.getByText('1,500.00')).toBeTruthy();
    expect(figure('应付余额')).toBe('400.00');
    expect(figure('已退款')).toBe('300.00');
    expect(api.to('/api/supplier/statement')[0].query.get('id')).toBe('4');
  });

  it('says the supplier owes the difference once more was paid than the goods kept cost', async () => {
    api.on('/api/supplier/statement', ok(statement('-250.00')));
    open();
    fireEvent.click(await screen.findByRole('tab', { name: '对账' }));
    expect(await screen.findByText('供应商应退')).toBeTruthy();
    expect(figure('供应商应退')).toBe('250.00');
    expect(screen.getByText(/请向供应商发起「仅退款」的采购退货收回差额/)).toBeTruthy();
  });
});
