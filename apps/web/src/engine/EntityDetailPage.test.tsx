import { nodeOf } from '@suwork/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../test/fake-api.ts';
import { renderPage } from '../test/render-page.tsx';
import { EntityDetailPage } from './EntityDetailPage.tsx';
import type { EntityExtension } from './extensions.ts';
import { routePath } from './route-paths.ts';

const record = {
  id: 7,
  enterprise_id: 7,
  enterprise_name: '上海华东科技有限公司',
  source: 2,
  industry: null,
  level: 1,
  deal_status: 2,
  contact_name: '张三',
  phone: '021-5555',
  email: '',
  next_follow_time: '2024-06-01 09:30:00',
  owner_user_id: 3,
  owner_user_name: '王强',
  dept_name: '销售一部',
  create_user_name: '管理员',
  create_time: '2024-05-01 10:00:00',
  update_time: '2024-05-02 11:00:00',
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Customer/info': ok(record),
    '/api/Customer/getLog': ({ query }) =>
      ok(
        query.get('page') === '1'
          ? [
              {
                id: 2,
                create_time: '2024-05-02 11:00:00',
                user_name: '王强',
                content: '修改了客户级别',
                action: 'update',
              },
              { id: 1, create_time: '2024-05-01 10:00:00', user_name: '管理员', content: '新建了客户', action: 'add' },
            ]
          : [],
        { count: 2 },
      ),
    '/api/Customer/del': ok({ count: 1 }, { msg: '删除成功' }),
    '/api/CommonFollow/getList': ok({}, { count: 0 }),
    '/api/Customer/getTeam': ok({
      groupUser: [],
      manager_user_id: 3,
      leader_id: 3,
      manager: { user_id: 3, user_name: '王强' },
    }),
  });
});

const open = (nodes: readonly string[] = ['customer_customer', 'customer_customer_edit', 'customer_customer_del']) =>
  renderPage('/customer/customerInfo?id=7', <EntityDetailPage entity={customerEntity} />, { nodes });

describe('detail page', () => {
  it('shows the name, key facts and every field by section, empty values as --', async () => {
    open();
    expect(await screen.findByRole('heading', { name: '上海华东科技有限公司' })).toBeTruthy();
    const basic = screen
      .getByText('基本信息', { selector: '.ant-descriptions-title' })
      .closest('.ant-descriptions') as HTMLElement;
    const cell = (label: string) => within(basic).getByText(label).closest('.ant-descriptions-item')?.textContent ?? '';
    expect(cell('客户来源')).toContain('搜索引擎');
    expect(cell('客户级别')).toContain('A（重点客户）');
    expect(cell('所属行业')).toContain('--');
    expect(cell('邮箱')).toContain('--');
    expect(screen.getByText('系统信息')).toBeTruthy();
    expect(screen.getByText('销售一部')).toBeTruthy();
    expect(api.to('/api/Customer/info')[0].query.get('id')).toBe('7');
  });

  it('has a 跟进动态 panel with 写跟进, showing 暂无动态 for a record without follow-ups', async () => {
    open();
    const panel = await screen.findByRole('complementary', { name: '跟进动态' });
    expect(await within(panel).findByText('暂无动态')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /写跟进/ })).toBeTruthy();
    const q = api.to('/api/CommonFollow/getList')[0].query;
    expect([q.get('entity'), q.get('real_id'), q.get('page'), q.get('limit')]).toEqual(['customer', '7', '1', '5']);
  });

  it('团队成员 shows the owner and 暂无协同人', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: '团队成员' }));
    expect(await screen.findByText('暂无协同人')).toBeTruthy();
    expect(api.to('/api/Customer/getTeam')[0].query.get('id')).toBe('7');
  });

  it('a pool record loads through the pool, shows why it is there, and offers 领取', async () => {
    api.on(
      '/api/PublicCustomer/info',
      ok({
        ...record,
        owner_user_id: 0,
        owner_user_name: null,
        in_pool: 2,
        pool_time: '2024-05-03 09:00:00',
        pool_reason: '预算推迟',
      }),
    );
    api.on('/api/PublicCustomer/receive', ok(null, { msg: '操作成功' }));
    const { where } = renderPage(
      '/customer/publicCustomerInfo?id=7&public=1',
      <EntityDetailPage entity={customerEntity} view="pool" />,
      {
        nodes: ['customer_publicCustomer', 'customer_publicCustomer_receive'],
      },
    );
    expect(await screen.findByText('预算推迟')).toBeTruthy();
    expect(screen.getByText('进入公海时间')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /领 ?取/ }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/PublicCustomer/receive')[0]?.body).toEqual({ ids: [7] }));
    await waitFor(() => expect(where()).toBe('/customer/customerInfo?id=7'));
  });

  it('a pool record shows its follow-up history in 跟进动态, read-only: no 写跟进, 编辑, 作废 or 回复', async () => {
    api.on(
      '/api/PublicCustomer/info',
      ok({ ...record, owner_user_id: 0, owner_user_name: null, in_pool: 2, pool_reason: '预算推迟' }),
    );
    // written by the signed-in member (uid 3) before the record went back to the pool
    api.on(
      '/api/CommonFollow/getList',
      ok(
        {
          '2024-05-02': [
            {
              id: 11,
              real_id: 7,
              follow_type: 4,
              follow_time: '2024-05-02 10:00:00',
              next_follow_time: null,
              next_follow_content: '',
              content: '<p>上门拜访，客户预算推迟</p>',
              contact_name: '张三',
              contact_id: null,
              status: 1,
              user_id: 3,
              user_name: '王强',
              user_avatar: '',
              create_time: '2024-05-02 10:00:00',
              attachment_id: '',
              document_list: [],
              comment_list: [
                { id: 1, content: '收到', user_name: '李娜', user_avatar: '', create_time: '2024-05-02 12:00:00' },
              ],
            },
          ],
        },
        { count: 1 },
      ),
    );
    renderPage('/customer/publicCustomerInfo?id=7&public=1', <EntityDetailPage entity={customerEntity} view="pool" />, {
      nodes: ['customer_customer', 'customer_publicCustomer', 'customer_publicCustomer_receive'],
    });
    const panel = await screen.findByRole('complementary', { name: '跟进动态' });
    expect(await within(panel).findByText('上门拜访，客户预算推迟')).toBeTruthy();
    expect(within(panel).getByText('收到')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /写跟进/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /编 ?辑|作 ?废|回 ?复/ })).toBeNull();
    const q = api.to('/api/CommonFollow/getList')[0].query;
    expect([q.get('entity'), q.get('real_id')]).toEqual(['customer', '7']);
  });

  it('操作记录 lists the log, 10 per page', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: '操作记录' }));
    expect(await screen.findByText('修改了客户级别')).toBeTruthy();
    expect(screen.getByText('新建了客户')).toBeTruthy();
    const q = api.to('/api/Customer/getLog')[0].query;
    expect([q.get('id'), q.get('page'), q.get('limit')]).toEqual(['7', '1', '10']);
  });

  it('编辑 opens the edit page; 删除 confirms, deletes and returns to the list', async () => {
    const { where, router } = open();
    fireEvent.click(await screen.findByRole('button', { name: /删 ?除/ }));
    expect(await screen.findByText('此操作将永久删除该数据, 是否继续?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(where()).toBe('/customer/customer'));
    expect(api.to('/api/Customer/del')[0].body).toEqual({ ids: [7] });
    await router.navigate('/customer/customerInfo?id=7');
    // the list's buttons may still be on screen for a moment: click 编辑 of the page once it is the detail page's
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: /编 ?辑/ }));
      expect(where()).toBe('/customer/editCustomer?id=7');
    });
  });

  it('without the nodes there is no 编辑 or 删除', async () => {
    open(['customer_customer']);
    await screen.findByRole('heading', { name: '上海华东科技有限公司' });
    expect(screen.queryByRole('button', { name: /编 ?辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删 ?除/ })).toBeNull();
  });

  it('shows the extension tabs, header actions and links opening with a query of their own', async () => {
    const extension: EntityExtension = {
      recordLinks: [
        {
          key: 'contract',
          label: '新建合同',
          node: 'customer_contract_add',
          route: 'addContract',
          query: (row) => ({ enterprise_id: row.id, step: 1 }),
        },
      ],
      detailActions: [
        { key: 'print', node: 'customer_customer', render: (row) => <button type="button">打印{row.id}</button> },
        {
          key: 'hidden',
          node: 'customer_customer',
          show: () => false,
          render: () => <button type="button">不显示</button>,
        },
      ],
      detailTabs: [{ key: 'deals', label: '成交记录', render: (row) => <p>客户{row.id}的成交</p> }],
    };
    const { where } = renderPage(
      '/customer/customerInfo?id=7',
      <EntityDetailPage entity={customerEntity} extension={extension} />,
      { nodes: ['customer_customer', 'customer_contract_add'] },
    );
    expect(await screen.findByRole('button', { name: '打印7' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '不显示' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '成交记录' }));
    expect(await screen.findByText('客户7的成交')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新建合同' }));
    expect(where()).toBe(routePath('addContract', { enterprise_id: 7, step: 1 }));
  });

  it('without its node an extension link or action is not shown', async () => {
    const extension: EntityExtension = {
      recordLinks: [
        {
          key: 'contract',
          label: '新建合同',
          node: 'customer_contract_add',
          route: 'addContract',
          query: (row) => ({ enterprise_id: row.id }),
        },
      ],
      detailActions: [
        { key: 'print', node: nodeOf('customer_customer', 'print'), render: () => <button type="button">打印</button> },
      ],
    };
    renderPage('/customer/customerInfo?id=7', <EntityDetailPage entity={customerEntity} extension={extension} />, {
      nodes: ['customer_customer'],
    });
    await screen.findByRole('heading', { name: '上海华东科技有限公司' });
    expect(screen.queryByRole('button', { name: '新建合同' })).toBeNull();
    expect(screen.queryByRole('button', { name: /打 ?印/ })).toBeNull();
  });

  it('a record out of scope shows 数据不存在或无权查看', async () => {
    api.on('/api/Customer/info', { code: 404, msg: '数据不存在或无权查看', data: null });
    open();
    expect(await screen.findByText('数据不存在或无权查看')).toBeTruthy();
    expect(api.toasts).toEqual([]);
  });
});
