import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityDetailPage } from '../../../engine/EntityDetailPage.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { STORY_EXTENSIONS } from './story-extensions.tsx';

const customer = {
  id: 7,
  enterprise_id: 7,
  enterprise_name: '上海华东科技有限公司',
  deal_status: 2,
  owner_user_id: 3,
  owner_user_name: '王强',
  create_time: '2024-05-01 10:00:00',
  update_time: '2024-05-02 11:00:00',
};

const story = {
  summary: { contracted: '1200000.00', collected: '450000.50', outstanding: '749999.50', overdue: '100000.00' },
  items: [
    {
      type: 'receivable',
      type_name: '回款记录',
      id: 31,
      title: 'HK20240602001',
      amount: '450000.50',
      status_name: '已到账',
      time: '2024-06-02 15:30:00',
      path: '/customer/receivableInfo',
      query: { id: 31 },
    },
    {
      type: 'contract',
      type_name: '合同',
      id: 12,
      title: '华东数据中心扩容合同',
      amount: '1200000.00',
      status_name: '已审批',
      time: '2024-05-20 09:00:00',
      path: '/customer/contractInfo',
      query: { id: 12 },
    },
    {
      type: 'clue',
      type_name: '线索',
      id: 3,
      title: '华东科技官网咨询',
      amount: null,
      status_name: '已转客户',
      time: '2024-04-01 08:00:00',
      path: '/customer/cluesInfo',
      query: { id: 3 },
    },
  ],
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Customer/info': ok(customer),
    '/api/Customer/getLog': ok([], { count: 0 }),
    '/api/CommonFollow/getList': ok({}, { count: 0 }),
    '/api/Customer/getTeam': ok({
      groupUser: [],
      manager_user_id: 3,
      leader_id: 3,
      manager: { user_id: 3, user_name: '王强' },
    }),
    '/api/Customer/story': ok(story),
  });
});

/** The customer's detail page with the story extension, on its 客户全景 tab. */
async function openStory() {
  const page = renderPage(
    '/customer/customerInfo?id=7',
    <EntityDetailPage entity={customerEntity} extension={STORY_EXTENSIONS[customerEntity.key]} />,
    {
      nodes: ['customer_customer'],
    },
  );
  fireEvent.click(await screen.findByRole('tab', { name: '客户全景' }));
  return page;
}
const figure = (label: string) => screen.getByRole('group', { name: label }).textContent;

describe('客户全景', () => {
  it('asks for the customer’s story and shows what its contracts add up to', async () => {
    await openStory();
    await waitFor(() => expect(figure('合同金额')).toBe('合同金额1,200,000.00元'));
    expect(figure('已回款')).toBe('已回款450,000.50元');
    expect(figure('未回款')).toBe('未回款749,999.50元');
    expect(figure('逾期未回款')).toBe('逾期未回款100,000.00元');
    expect(api.to('/api/Customer/story')[0].query.get('id')).toBe('7');
  });

  it('lists the records newest first, each with its kind, amount, status, time and a link to its page', async () => {
    const { where } = await openStory();
    const records = await screen.findByRole('region', { name: '往来记录' });
    const items = within(records).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0].textContent).toBe('回款记录HK20240602001金额 450,000.50 元状态 已到账2024-06-02 15:30:00');
    expect(items[1].textContent).toBe('合同华东数据中心扩容合同金额 1,200,000.00 元状态 已审批2024-05-20 09:00:00');
    // a clue has no amount
    expect(items[2].textContent).toBe('线索华东科技官网咨询状态 已转客户2024-04-01 08:00:00');
    expect(within(items[1]).getByRole('link', { name: '华东数据中心扩容合同' }).getAttribute('href')).toBe(
      '/customer/contractInfo?id=12',
    );
    fireEvent.click(within(items[0]).getByRole('link', { name: 'HK20240602001' }));
    await waitFor(() => expect(where()).toBe('/customer/receivableInfo?id=31'));
  });

  it('shows 暂无数据 for a customer without records, and zero figures', async () => {
    api.on(
      '/api/Customer/story',
      ok({ summary: { contracted: '0.00', collected: '0.00', outstanding: '0.00', overdue: '0.00' }, items: [] }),
    );
    await openStory();
    const records = await screen.findByRole('region', { name: '往来记录' });
    expect(within(records).getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
    expect(within(records).queryByRole('link')).toBeNull();
    expect(figure('逾期未回款')).toBe('逾期未回款0.00元');
  });

  it('shows a failure in place, without a toast, and 重新加载 asks again', async () => {
    api.on('/api/Customer/story', { code: 500, msg: '服务器繁忙', data: null });
    await openStory();
    expect(await screen.findByText('客户全景加载失败')).toBeTruthy();
    expect(screen.getByText('服务器繁忙')).toBeTruthy();
    expect(api.toasts).toEqual([]);
    api.on('/api/Customer/story', ok(story));
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(figure('合同金额')).toBe('合同金额1,200,000.00元'));
    expect(api.to('/api/Customer/story')).toHaveLength(2);
  });
});
