import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clueEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityDetailPage } from '../../engine/EntityDetailPage.tsx';
import { EntityListPage } from '../../engine/EntityListPage.tsx';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { CRM_EXTENSIONS } from './crm-extensions.ts';

// A converted clue (status 3 已转客户) is history: no 编辑, 删除, 放入公海, 转客户, team or follow-up changes, and a
// link to the customer it became. An open clue keeps all of them (the same pages, so each check can fail).

const NODES = [
  'customer_clues',
  'customer_clues_edit',
  'customer_clues_del',
  'customer_clues_toPublic',
  'customer_clues_transfer',
  'customer_customer',
];
const openClue = {
  id: 1,
  clue_id: 1,
  clue_name: '官网咨询：ERP',
  company_name: '上海东方制造',
  status: 2,
  customer_id: null,
  customer_name: null,
  owner_user_name: '王强',
};
const converted = {
  id: 2,
  clue_id: 2,
  clue_name: '展会留资：仓储',
  company_name: '华东智造科技有限公司',
  status: 3,
  customer_id: 9,
  customer_name: '华东智造科技有限公司',
  owner_user_name: '王强',
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Clue/getList': ok([openClue, converted], { count: 2 }),
    '/api/Clue/del': ok({ count: 1 }, { msg: '操作成功' }),
    '/api/Clue/toPublic': ok(null, { msg: '操作成功' }),
    '/api/CommonFollow/getList': ok({}, { count: 0 }),
    '/api/Clue/getTeam': ok({
      groupUser: [{ user_id: 7, user_name: '杨磊' }],
      manager_user_id: 3,
      leader_id: 3,
      manager: { user_id: 3, user_name: '王强' },
    }),
  });
});

const list = (nodes = NODES) =>
  renderPage('/customer/clues', <EntityListPage entity={clueEntity} extension={CRM_EXTENSIONS.clue} />, { nodes });
const detail = (row: Record<string, unknown>, nodes = NODES) => {
  api.on('/api/Clue/info', ok(row));
  return renderPage(
    `/customer/clueInfo?id=${String(row.id)}`,
    <EntityDetailPage entity={clueEntity} extension={CRM_EXTENSIONS.clue} />,
    { nodes },
  );
};
const rowOf = (text: string) => screen.getAllByText(text)[0].closest('tr') as HTMLElement;
const header = () => screen.getByRole('heading', { level: 4 }).closest('div')!.parentElement as HTMLElement;

describe('the clue list', () => {
  it('offers 编辑, 转客户 and 删除 on an open clue only, and links a converted one to its customer', async () => {
    list();
    await screen.findByText('官网咨询：ERP');
    const open = within(rowOf('官网咨询：ERP'));
    for (const name of ['编辑', '转客户', '删除']) expect(open.getByRole('button', { name })).toBeTruthy();
    const done = within(rowOf('展会留资：仓储'));
    for (const name of ['编辑', '转客户', '删除']) expect(done.queryByRole('button', { name })).toBeNull();
    expect(done.getByRole('button', { name: '查看' })).toBeTruthy();
    expect(done.getByRole('link', { name: '华东智造科技有限公司' }).getAttribute('href')).toBe(
      '/customer/customerInfo?id=9',
    );
  });

  it('leaves converted clues out of batch 删除 and 放入公海: their box cannot be ticked', async () => {
    list();
    await screen.findByText('官网咨询：ERP');
    const box = (text: string) => within(rowOf(text)).getByRole('checkbox') as HTMLInputElement;
    expect(box('官网咨询：ERP').disabled).toBe(false);
    expect(box('展会留资：仓储').disabled).toBe(true);
    // 全选 takes the open clue only
    fireEvent.click(screen.getAllByRole('checkbox')[0]);
    expect(box('展会留资：仓储').checked).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: /放入公海（1）/ }));
    const dialog = await screen.findByRole('dialog', { name: '放入公海' });
    fireEvent.change(within(dialog).getByLabelText('退回原因'), { target: { value: '暂无需求' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Clue/toPublic')).toHaveLength(1));
    expect(api.to('/api/Clue/toPublic')[0].body).toEqual({ ids: [1], reason: '暂无需求' });
  });

  it('shows a refusal of the server as it comes (a clue converted meanwhile)', async () => {
    api.on('/api/Clue/del', {
      code: 1001,
      msg: '所选线索中有 1 条已转化为客户（「官网咨询：ERP」），不能删除',
      data: null,
    });
    list();
    await screen.findByText('官网咨询：ERP');
    fireEvent.click(within(rowOf('官网咨询：ERP')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /删除（1）/ }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.toasts).toContain('所选线索中有 1 条已转化为客户（「官网咨询：ERP」），不能删除'));
    expect(api.to('/api/Clue/del')[0].body).toEqual({ ids: [1] });
  });
});

describe('the clue detail page', () => {
  it('an open clue offers 转客户, 放入公海, 编辑, 删除 and 写跟进', async () => {
    detail(openClue);
    await screen.findByRole('heading', { name: '官网咨询：ERP' });
    for (const name of ['转客户', '放入公海', '编辑', '删除'])
      expect(within(header()).getByRole('button', { name: new RegExp(name) })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /写跟进/ })).toBeTruthy();
    expect(screen.queryByText('已转化为客户')).toBeNull();
  });

  it('a converted clue is read-only and links to its customer', async () => {
    detail(converted);
    await screen.findByRole('heading', { name: '展会留资：仓储' });
    for (const name of ['转客户', '放入公海', '编辑', '删除', '设为不自动回收'])
      expect(within(header()).queryByRole('button', { name: new RegExp(name) })).toBeNull();
    expect(within(header()).getByText('已转化为客户')).toBeTruthy();
    expect(within(header()).getByRole('link', { name: '查看客户' }).getAttribute('href')).toBe(
      '/customer/customerInfo?id=9',
    );
    // 基本信息 names the customer, as a link
    const field = screen.getByText('转化客户').closest('tr') as HTMLElement;
    expect(within(field).getByRole('link', { name: '华东智造科技有限公司' }).getAttribute('href')).toBe(
      '/customer/customerInfo?id=9',
    );
    // follow-ups are read, not written
    await waitFor(() => expect(api.to('/api/CommonFollow/getList')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /写跟进/ })).toBeNull();
    // the team is shown as it was, with no change offered
    fireEvent.click(screen.getByRole('tab', { name: '团队成员' }));
    expect(await screen.findByText('杨磊')).toBeTruthy();
    for (const name of ['转移负责人', '添加协同人', '移除 杨磊'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('without the customer page the converted clue names its customer without a link', async () => {
    detail(
      converted,
      NODES.filter((n) => n !== 'customer_customer'),
    );
    await screen.findByRole('heading', { name: '展会留资：仓储' });
    expect(within(header()).getByText('已转化为客户')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '查看客户' })).toBeNull();
    expect(within(header()).getByText('华东智造科技有限公司')).toBeTruthy();
  });
});
