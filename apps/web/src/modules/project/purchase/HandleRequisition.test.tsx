import { internalPurchaseEntity } from '@suwork/domain/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityDetailPage } from '../../../engine/EntityDetailPage.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { PURCHASE_EXTENSIONS } from './purchase-extensions.tsx';

const request = (extra: Record<string, unknown> = {}) => ({
  id: 3,
  requisition_id: 3,
  code: 'NG-20261130-0001',
  title: '实施组新增两套办公设备',
  items: [{ name: '笔记本电脑', spec: '14 寸', unit: '台', quantity: 2, unit_price: '6500.00', amount: '13000.00' }],
  amount: '13000.00',
  status: 3,
  handle_status: 1,
  attachments: [],
  ...extra,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/InternalPurchase/info': ok(request()),
    '/api/InternalPurchase/handle': ok({ purchase_id: null }),
  });
});
const NODES = ['project_internalPurchase', 'project_internalPurchase_handle', 'project_procurement_add'];
const open = (nodes = NODES) =>
  renderPage(
    '/project/internalPurchaseInfo?id=3',
    <EntityDetailPage entity={internalPurchaseEntity} extension={PURCHASE_EXTENSIONS[internalPurchaseEntity.key]} />,
    { nodes },
  );

describe('处理 of a 内部采购', () => {
  it('hands an approved request out from stock', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: /处\s*理/ }));
    const dialog = await screen.findByRole('dialog', { name: '处理内部采购' });
    fireEvent.change(within(dialog).getByLabelText('处理说明'), { target: { value: '仓库现有库存' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.to('/api/InternalPurchase/handle')).toHaveLength(1));
    expect(api.to('/api/InternalPurchase/handle')[0].body).toEqual({
      requisition_id: 3,
      way: 2,
      remark: '仓库现有库存',
    });
  });

  it('asks for a supplier before making it a purchase order', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: /处\s*理/ }));
    const dialog = await screen.findByRole('dialog', { name: '处理内部采购' });
    fireEvent.click(within(dialog).getByLabelText('转为采购单'));
    expect(await within(dialog).findByText('按申请明细生成一张待提交的采购单，核对后由采购人提交审批')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择供应商', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(api.to('/api/InternalPurchase/handle')).toHaveLength(0);
  });

  it('offers no purchase order to a member who may not raise one, and nothing once handled', async () => {
    const { unmount } = open(['project_internalPurchase', 'project_internalPurchase_handle']);
    fireEvent.click(await screen.findByRole('button', { name: /处\s*理/ }));
    const dialog = await screen.findByRole('dialog', { name: '处理内部采购' });
    expect((within(dialog).getByLabelText('转为采购单') as HTMLInputElement).disabled).toBe(true);
    unmount();
    api.on('/api/InternalPurchase/info', ok(request({ handle_status: 2 })));
    open();
    await screen.findByRole('heading', { name: '实施组新增两套办公设备' });
    expect(screen.queryByRole('button', { name: /处\s*理/ })).toBeNull();
  });
});
