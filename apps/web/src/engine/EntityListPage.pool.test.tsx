import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../test/fake-api.ts';
import { renderPage } from '../test/render-page.tsx';
import { EntityListPage } from './EntityListPage.tsx';

const row = (id: number, name: string) => ({
  id,
  enterprise_id: id,
  enterprise_name: name,
  deal_status: 1,
  owner_user_id: 0,
  create_time: '2024-05-01 10:00:00',
});
const ROWS = [row(1, '上海华东科技有限公司'), row(2, '深圳前海贸易公司')];
const POOL = ['customer_publicCustomer', 'customer_publicCustomer_receive', 'customer_publicCustomer_assign'];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/PublicCustomer/getList': ok(ROWS, { count: 2 }),
    '/api/Customer/getList': ok(ROWS, { count: 2 }),
    '/api/PublicCustomer/receive': ok(null, { msg: '操作成功' }),
    '/api/PublicCustomer/assign': ok(null, { msg: '操作成功' }),
    '/api/Customer/toPublic': ok(null, { msg: '操作成功' }),
    '/api/user/getList': ok([
      { user_id: 3, user_name: '王强' },
      { user_id: 7, user_name: '杨磊' },
    ]),
  });
});

const openPool = (nodes: readonly string[] = POOL) =>
  renderPage('/customer/publicCustomer', <EntityListPage entity={customerEntity} view="pool" />, { nodes });
const tick = (name: string) =>
  fireEvent.click(within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox'));

describe('public pool list', () => {
  it('lists the pool through the pool controller and links to the pool detail page', async () => {
    openPool();
    await screen.findByText('上海华东科技有限公司');
    expect(api.to('/api/PublicCustomer/getList')).toHaveLength(1);
    expect(api.to('/api/Customer/getList')).toHaveLength(0);
    expect(screen.getByRole('link', { name: '上海华东科技有限公司' }).getAttribute('href')).toBe(
      '/customer/publicCustomerInfo?id=1&public=1',
    );
  });

  it('领取 claims the selected rows after a confirm', async () => {
    openPool();
    await screen.findByText('上海华东科技有限公司');
    expect((screen.getByRole('button', { name: /领取/ }) as HTMLButtonElement).disabled).toBe(true);
    tick('上海华东科技有限公司');
    tick('深圳前海贸易公司');
    fireEvent.click(screen.getByRole('button', { name: /领取（2）/ }));
    expect(await screen.findByText('确定领取选中的 2 条公海客户吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/PublicCustomer/receive')).toHaveLength(1));
    expect(api.to('/api/PublicCustomer/receive')[0].body).toEqual({ ids: [1, 2] });
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  it('分配 gives the selected rows to the picked member', async () => {
    openPool();
    await screen.findByText('上海华东科技有限公司');
    tick('深圳前海贸易公司');
    fireEvent.click(screen.getByRole('button', { name: /分配（1）/ }));
    const dialog = await screen.findByRole('dialog', { name: '分配' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(dialog).findByText('请选择负责人')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByLabelText('负责人'));
    fireEvent.click(await screen.findByText('杨磊', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/PublicCustomer/assign')).toHaveLength(1));
    expect(api.to('/api/PublicCustomer/assign')[0].body).toEqual({ ids: [2], user_id: 7 });
  });

  it('without the nodes there is no 领取 or 分配 and no selection', async () => {
    openPool(['customer_publicCustomer']);
    await screen.findByText('上海华东科技有限公司');
    expect(screen.queryByRole('button', { name: /领取|分配/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('own list', () => {
  it('放入公海 needs a reason (请输入退回原因) and sends it with the selected ids', async () => {
    renderPage('/customer/customer', <EntityListPage entity={customerEntity} />, {
      nodes: ['customer_customer', 'customer_customer_toPublic'],
    });
    await screen.findByText('上海华东科技有限公司');
    tick('上海华东科技有限公司');
    fireEvent.click(screen.getByRole('button', { name: /放入公海（1）/ }));
    const dialog = await screen.findByRole('dialog', { name: '放入公海' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(dialog).findByText('请输入退回原因')).toBeTruthy();
    expect(api.to('/api/Customer/toPublic')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('退回原因'), { target: { value: ' 预算推迟 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Customer/toPublic')).toHaveLength(1));
    expect(api.to('/api/Customer/toPublic')[0].body).toEqual({ ids: [1], reason: '预算推迟' });
  });
});
