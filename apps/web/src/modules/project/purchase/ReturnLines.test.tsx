import { purchaseEntity, purchaseRefundEntity } from '@suwork/domain/entities';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityDetailPage } from '../../../engine/EntityDetailPage.tsx';
import { EntityFormPage } from '../../../engine/EntityFormPage.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { PURCHASE_EXTENSIONS } from './purchase-extensions.tsx';

// 采购退货's form: the order's lines with what may still go back, the goods' value and what the supplier owes.

const order = {
  id: 2,
  purchase_id: 2,
  code: 'CG-20261130-0002',
  content: '现场实施办公用品',
  service_id: 2,
  service_name: '上海申达办公用品有限公司',
  items: [
    { name: 'A4 打印纸', spec: '70g', unit: '箱', quantity: 6, unit_price: '168.00', received: 6, returned: 1 },
    { name: '标签打印机', spec: '热敏', unit: '台', quantity: 1, unit_price: '899.00', received: 0, returned: 0 },
  ],
  price: '1907.00',
  returned_amount: '168.00',
  paid_amount: '1907.00',
  refunded_amount: '168.00',
  unpaid_amount: '0.00',
  status: 1,
  receive_status: 2,
};
const refund = {
  id: 7,
  refund_id: 7,
  refund_no: 'TH-20261130-0001',
  purchase_id: 2,
  purchase_name: '现场实施办公用品',
  refund_type: 1,
  items: [{ line: 1, name: 'A4 打印纸', spec: '70g', unit: '箱', quantity: 1, unit_price: '168.00', amount: '168.00' }],
  return_amount: '168.00',
  refund_amount: '168.00',
  refund_date: '2026-11-28',
  reason: '包装破损',
  status: 1,
  attachments: [],
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/purchase/info': ok(order),
    '/api/PurchaseRefund/info': ok(refund),
    '/api/PurchaseRefund/update': ok({ id: 7 }),
  });
});

const edit = () =>
  renderPage(
    '/project/editProcurementRefund?id=7',
    <EntityFormPage
      entity={purchaseRefundEntity}
      mode="edit"
      extension={PURCHASE_EXTENSIONS[purchaseRefundEntity.key]}
    />,
    { nodes: ['project_procurementRefund', 'project_procurementRefund_edit'] },
  );

describe('退货明细', () => {
  it('offers each line of the order what may still go back, and saves the quantities with what the supplier owes', async () => {
    edit();
    const first = (await screen.findByLabelText('第1行退货数量')) as HTMLInputElement;
    expect(first.value).toBe('1');
    // nothing of the printer came, so nothing of it goes back
    expect((screen.getByLabelText('第2行退货数量') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(first, { target: { value: '3' } });
    expect(await screen.findByText('¥504.00')).toBeTruthy();
    // paid 1,907.00 for what now costs 1,907.00 − 168.00 − 504.00, 168.00 of it paid back: 504.00 owed
    expect(screen.getByText(/供应商应退 ¥504\.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '填入退款金额' }));
    fireEvent.click(screen.getByRole('button', { name: /保 ?存/ }));
    await waitFor(() => expect(api.to('/api/PurchaseRefund/update')).toHaveLength(1));
    expect(api.to('/api/PurchaseRefund/update')[0].body).toMatchObject({
      id: 7,
      items: [{ line: 1, quantity: 3 }],
      refund_amount: 504,
    });
  });

  it('新建 from an order (?purchase_id=…) starts with the order, by name, and its lines', async () => {
    api.on('/api/purchase/info', ok({ ...order, paid_amount: '0.00', refunded_amount: '0.00' }));
    renderPage(
      '/project/addProcurementRefund?purchase_id=2',
      <EntityFormPage
        entity={purchaseRefundEntity}
        mode="add"
        extension={PURCHASE_EXTENSIONS[purchaseRefundEntity.key]}
      />,
      { nodes: ['project_procurementRefund', 'project_procurementRefund_add'] },
    );
    expect((await screen.findAllByText('现场实施办公用品')).length).toBeGreaterThan(0);
    const first = (await screen.findByLabelText('第1行退货数量')) as HTMLInputElement;
    expect(first.placeholder).toBe('最多 5');
    // every sheet paid for is still owed for once one goes back: 退货退款 asks no money of the supplier
    fireEvent.change(first, { target: { value: '1' } });
    expect(await screen.findByText('已付款未超过退货后的采购金额，供应商无需退款，请选择「仅退货」')).toBeTruthy();
  });

  it('takes no lines for 仅退款', async () => {
    api.on('/api/PurchaseRefund/info', ok({ ...refund, refund_type: 3, items: [], return_amount: '0.00' }));
    edit();
    expect(await screen.findByText('仅退款无需填写退货明细')).toBeTruthy();
    expect(screen.queryByLabelText('第1行退货数量')).toBeNull();
  });
});

describe('退货/退款 on an approved order', () => {
  it('opens a new 采购退货 of the order, for holders of its 新建', async () => {
    const { where } = renderPage(
      '/project/procurementInfo?id=2',
      <EntityDetailPage entity={purchaseEntity} extension={PURCHASE_EXTENSIONS[purchaseEntity.key]} />,
      { nodes: ['project_procurement', 'project_procurementRefund', 'project_procurementRefund_add'] },
    );
    fireEvent.click(await screen.findByRole('button', { name: '退货/退款' }));
    expect(where()).toBe('/project/addProcurementRefund?purchase_id=2');
  });
});
