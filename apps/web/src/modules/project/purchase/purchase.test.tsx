import { purchaseEntity } from '@suwork/domain/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityDetailPage } from '../../../engine/EntityDetailPage.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { PURCHASE_EXTENSIONS } from './purchase-extensions.tsx';

// 采购单's detail page: 收货 of an approved order, a quantity per line, at most what the line still awaits.

const order = (extra: Record<string, unknown> = {}) => ({
  id: 2,
  purchase_id: 2,
  code: 'CG-20261130-0002',
  content: '现场实施办公用品',
  service_id: 2,
  service_name: '上海申达办公用品有限公司',
  items: [
    {
      name: 'A4 打印纸',
      spec: '70g',
      unit: '箱',
      quantity: 6,
      unit_price: '168.00',
      tax_rate: 13,
      amount: '1008.00',
      received: 2,
    },
    {
      name: '标签打印机',
      spec: '热敏',
      unit: '台',
      quantity: 1,
      unit_price: '899.00',
      tax_rate: 13,
      amount: '899.00',
      received: 0,
    },
  ],
  price: '1907.00',
  paid_amount: '0.00',
  unpaid_amount: '1907.00',
  status: 5,
  receive_status: 2,
  ...extra,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ '/api/purchase/info': ok(order()), '/api/purchase/receive': ok(null) });
});

const open = (nodes: string[]) =>
  renderPage(
    '/project/procurementInfo?id=2',
    <EntityDetailPage entity={purchaseEntity} extension={PURCHASE_EXTENSIONS[purchaseEntity.key]} />,
    { nodes },
  );

describe('收货', () => {
  it('offers each line what it still awaits and sends the quantities typed', async () => {
    open(['project_procurement', 'project_procurement_receive']);
    fireEvent.click(await screen.findByRole('button', { name: /收\s*货/ }));
    const dialog = await screen.findByRole('dialog', { name: '收货' });
    const first = within(dialog).getByLabelText('第1行本次收货数量') as HTMLInputElement;
    await waitFor(() => expect(first.value).toBe('4'));
    expect((within(dialog).getByLabelText('第2行本次收货数量') as HTMLInputElement).value).toBe('1');
    fireEvent.change(first, { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('第2行本次收货数量'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.to('/api/purchase/receive')).toHaveLength(1));
    expect(api.to('/api/purchase/receive')[0].body).toMatchObject({
      purchase_id: 2,
      lines: [{ line: 1, quantity: 3 }],
    });
  });

  it('is not offered before approval, once everything came, or without the 收货 action', async () => {
    api.on('/api/purchase/info', ok(order({ status: 3 })));
    const { unmount } = open(['project_procurement', 'project_procurement_receive']);
    await screen.findByRole('heading', { name: '现场实施办公用品' });
    expect(screen.queryByRole('button', { name: /收\s*货/ })).toBeNull();
    unmount();
    api.on('/api/purchase/info', ok(order({ receive_status: 3 })));
    const all = open(['project_procurement', 'project_procurement_receive']);
    await screen.findByRole('heading', { name: '现场实施办公用品' });
    expect(screen.queryByRole('button', { name: /收\s*货/ })).toBeNull();
    all.unmount();
    api.on('/api/purchase/info', ok(order()));
    open(['project_procurement']);
    await screen.findByRole('heading', { name: '现场实施办公用品' });
    expect(screen.queryByRole('button', { name: /收\s*货/ })).toBeNull();
  });
});
