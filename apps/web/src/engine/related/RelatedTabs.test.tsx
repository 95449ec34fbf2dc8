import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, type Sent } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { EntityDetailPage } from '../EntityDetailPage.tsx';
import { routePath } from '../route-paths.ts';

const customer = {
  id: 7,
  enterprise_id: 7,
  enterprise_name: '上海华东科技有限公司',
  owner_user_id: 3,
  owner_user_name: '王强',
};
const opportunities = [
  {
    id: 21,
    chance_id: 21,
    chance_name: '二期扩容',
    enterprise_id: 7,
    enterprise_name: '上海华东科技有限公司',
    company_name: '上海华东科技有限公司',
    amount: '120000.00',
    status: 1,
    owner_user_name: '王强',
    create_time: '2024-05-03 10:00:00',
  },
  {
    id: 22,
    chance_id: 22,
    chance_name: '运维服务续约',
    enterprise_id: 7,
    enterprise_name: '上海华东科技有限公司',
    company_name: '上海华东科技有限公司',
    amount: '36000.00',
    status: 1,
    owner_user_name: '王强',
    create_time: '2024-05-04 10:00:00',
  },
];

/** A list answer: one row for a count request (limit 1), the rows otherwise; `count` as given. */
const listOf = (rows: readonly object[], count: number, capped?: boolean) => (req: Sent) =>
  ok(req.query.get('limit') === '1' ? rows.slice(0, 1) : rows, { count, capped });

const RELATED_NODES = ['customer_customer', 'customer_contactsUser', 'customer_opportunities', 'customer_offer'];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Customer/info': ok(customer),
    '/api/CommonFollow/getList': ok({}, { count: 0 }),
    '/api/Contacts/getList': listOf([], 0),
    '/api/Chance/getList': listOf(opportunities, 2),
    '/api/Offer/getList': listOf([{ id: 31, title: '年度报价' }], 10000, true),
  });
});

const open = (nodes: readonly string[] = RELATED_NODES) =>
  renderPage('/customer/customerInfo?id=7', <EntityDetailPage entity={customerEntity} />, { nodes });

describe('related lists on the detail page', () => {
  it('shows a tab per related list after the built-in tabs, with its count', async () => {
    open();
    expect(await screen.findByRole('tab', { name: '商机 (2)' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: '联系人 (0)' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: '报价 (10000+)' })).toBeTruthy();
    const names = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(names).toEqual(['基本信息', '操作记录', '团队成员', '联系人 (0)', '商机 (2)', '报价 (10000+)']);
    const count = api.to('/api/Chance/getList')[0].query;
    expect([count.get('enterprise_id'), count.get('page'), count.get('limit')]).toEqual(['7', '1', '1']);
  });

  it('opening 商机 lists its rows filtered by the customer, the name linking to the opportunity', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: '商机 (2)' }));
    const link = await screen.findByRole('link', { name: '二期扩容' });
    expect(link.getAttribute('href')).toBe(routePath('opportunityDetails', { id: 21 }));
    expect(screen.getByText('运维服务续约')).toBeTruthy();
    expect(screen.getByText('120,000.00')).toBeTruthy();
    const page = api.to('/api/Chance/getList').find((r) => r.query.get('limit') === '10');
    expect([page?.query.get('enterprise_id'), page?.query.get('page')]).toEqual(['7', '1']);
    // the reference back to the customer is not a column of the customer's own list
    const table = screen.getByRole('tabpanel');
    expect(within(table).queryByRole('columnheader', { name: '客户' })).toBeNull();
  });

  it('an empty related list shows 暂无数据', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: '联系人 (0)' }));
    expect(
      await within(screen.getByRole('tabpanel')).findByText('暂无数据', { selector: '.ant-empty-description' }),
    ).toBeTruthy();
  });

  it('新建商机 opens the add page with the customer filled in, for a member holding the add node', async () => {
    const { where } = open([...RELATED_NODES, 'customer_opportunities_add']);
    fireEvent.click(await screen.findByRole('tab', { name: '商机 (2)' }));
    fireEvent.click(await screen.findByRole('button', { name: /新建商机/ }));
    await waitFor(() => expect(where()).toBe(routePath('addOpportunity', { enterprise_id: 7 })));
  });

  it('without the add node there is no 新建', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: '商机 (2)' }));
    await screen.findByRole('link', { name: '二期扩容' });
    expect(screen.queryByRole('button', { name: /新建商机/ })).toBeNull();
  });

  it('a member without the target page sees no tab and sends no request for it', async () => {
    open(['customer_customer', 'customer_opportunities']);
    expect(await screen.findByRole('tab', { name: '商机 (2)' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /联系人|报价/ })).toBeNull();
    expect(api.to('/api/Contacts/getList')).toEqual([]);
    expect(api.to('/api/Offer/getList')).toEqual([]);
  });

  it('module tabs stay last', async () => {
    const extension = { detailTabs: [{ key: 'deals', label: '成交记录', render: () => <p>成交</p> }] };
    renderPage('/customer/customerInfo?id=7', <EntityDetailPage entity={customerEntity} extension={extension} />, {
      nodes: ['customer_customer', 'customer_opportunities'],
    });
    await screen.findByRole('tab', { name: '商机 (2)' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '基本信息',
      '操作记录',
      '团队成员',
      '商机 (2)',
      '成交记录',
    ]);
  });

  it('the pool view shows no related lists', async () => {
    api.on('/api/PublicCustomer/info', ok({ ...customer, owner_user_id: 0, owner_user_name: null, in_pool: 2 }));
    renderPage('/customer/publicCustomerInfo?id=7&public=1', <EntityDetailPage entity={customerEntity} view="pool" />, {
      nodes: ['customer_publicCustomer', ...RELATED_NODES],
    });
    await screen.findByRole('heading', { name: '上海华东科技有限公司' });
    expect(screen.queryByRole('tab', { name: /联系人|商机|报价/ })).toBeNull();
    expect(api.to('/api/Chance/getList')).toEqual([]);
  });
});
