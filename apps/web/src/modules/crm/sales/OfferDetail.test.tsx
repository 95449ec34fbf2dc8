import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { offerEntity } from '@suwork/domain/entities';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntityDetailPage } from '../../../engine/EntityDetailPage.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { SALES_EXTENSIONS } from './sales-extensions.tsx';

const offer = {
  id: 9,
  offer_id: 9,
  offer_no: 'BJ20240501-002',
  title: '数据中心扩容报价',
  enterprise_id: 7,
  enterprise_name: '上海华东科技有限公司',
  chance_id: 5,
  chance_name: '华东数据中心扩容',
  valid_until: '2024-06-30',
  product_lines: [
    {
      product_id: 1,
      spec_id: null,
      module_id: null,
      service_id: null,
      product_name: '存储服务器',
      spec_name: '标准版',
      module_name: '',
      unit: '台',
      price: '60000.00',
      quantity: '2',
      discount: '0',
      subtotal: '120000.00',
      remark: '',
    },
  ],
  lines_amount: '120000.00',
  discount: '0',
  tax_rate: 13,
  before_tax: '120000.00',
  tax_amount: '15600.00',
  after_tax: '135600.00',
  terms: '<p>付款方式：合同签订后预付30%</p>',
  status: 1,
  version: 2,
  root_id: 8,
  owner_user_id: 3,
  owner_user_name: '王强',
  create_time: '2024-05-01 10:00:00',
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Offer/info': ok(offer),
    '/api/Offer/getLog': ok([], { count: 0 }),
    '/api/Offer/getTeam': ok({
      groupUser: [],
      manager_user_id: 3,
      leader_id: 3,
      manager: { user_id: 3, user_name: '王强' },
    }),
    '/api/Offer/changeStatus': ok(null, { msg: '操作成功' }),
    '/api/Offer/copyVersion': ok({ offer_id: 12 }, { msg: '已生成新版本' }),
    '/api/Offer/versions': ok([
      {
        offer_id: 8,
        offer_no: 'BJ20240501-001',
        version: 1,
        status: 4,
        after_tax: '150000.00',
        create_time: '2024-04-20 09:00:00',
      },
      {
        offer_id: 9,
        offer_no: 'BJ20240501-002',
        version: 2,
        status: 1,
        after_tax: '135600.00',
        create_time: '2024-05-01 10:00:00',
      },
    ]),
    '/api/Company/info': ok({ company_name: '苏州云帆信息技术有限公司', logo_id: 0, logo_url: '' }),
  });
});
afterEach(() => vi.restoreAllMocks());

const ALL = ['customer_offer', 'customer_offer_add', 'customer_offer_edit', 'customer_contract_add'];
const open = (nodes: readonly string[] = ALL) =>
  renderPage(
    routePath('offerInfo', { id: 9 }),
    <EntityDetailPage entity={offerEntity} extension={SALES_EXTENSIONS[offerEntity.key]} />,
    { nodes },
  );

describe('offer detail', () => {
  it('复制为新版本 confirms, posts copyVersion and opens the new version to edit', async () => {
    const { where } = open();
    fireEvent.click(await screen.findByRole('button', { name: '复制为新版本' }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Offer/copyVersion')[0]?.body).toEqual({ offer_id: 9 }));
    await waitFor(() => expect(where()).toBe(routePath('editOffer', { id: 12 })));
  });

  it('版本 lists every version, the shown one marked and the others linked', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: '版本' }));
    const v1 = await screen.findByRole('link', { name: '查看 v1' });
    expect(v1.getAttribute('href')).toBe(routePath('offerInfo', { id: 8 }));
    const rows = screen.getAllByRole('row');
    expect(rows[1].textContent).toContain('已拒绝');
    expect(rows[1].textContent).toContain('150,000.00');
    expect(rows[2].textContent).toContain('v2');
    expect(rows[2].textContent).toContain('当前');
    expect(api.to('/api/Offer/versions')[0].query.get('offer_id')).toBe('9');
  });

  it('打印 puts the quote on a print sheet and opens the print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    open();
    fireEvent.click(await screen.findByRole('button', { name: /打 ?印/ }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = screen.getByRole('article', { name: '打印报价单', hidden: true });
    expect(sheet.textContent).toContain('苏州云帆信息技术有限公司');
    expect(within(sheet).queryByRole('img', { name: '公司标志', hidden: true })).toBeNull();
    expect(sheet.textContent).toContain('BJ20240501-002');
    expect(within(sheet).getByText('存储服务器')).toBeTruthy();
    expect(within(sheet).getByText('含税总计（元）').parentElement?.textContent).toContain('135,600.00');
    expect(sheet.textContent).toContain('付款方式：合同签订后预付30%');
  });

  it('the printed sheet shows the company logo beside the name when there is one', async () => {
    api.on(
      '/api/Company/info',
      ok({ company_name: '苏州云帆信息技术有限公司', logo_id: 31, logo_url: '/api/Upload/file?id=31' }),
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    open();
    fireEvent.click(await screen.findByRole('button', { name: /打 ?印/ }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = screen.getByRole('article', { name: '打印报价单', hidden: true });
    const logo = within(sheet).getByRole('img', { name: '公司标志', hidden: true });
    expect(logo.getAttribute('src')).toBe('/api/Upload/file?id=31');
    expect(logo.parentElement?.textContent).toContain('苏州云帆信息技术有限公司');
    expect(api.to('/api/Company/info')).toHaveLength(1);
  });

  it('下载PDF opens the quote PDF', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    open();
    fireEvent.click(await screen.findByRole('button', { name: /下载PDF/ }));
    expect(opened).toHaveBeenCalledWith('/api/Offer/pdf?offer_id=9', '_blank');
  });

  it('a draft can be sent, accepted or rejected (with a confirm); an accepted one converts to a contract', async () => {
    api.on('/api/Offer/info', () => ok({ ...offer, status: api.to('/api/Offer/changeStatus').length > 0 ? 3 : 1 }));
    const { where } = open();
    expect(await screen.findByRole('button', { name: /发 ?送/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /接 ?受/ }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Offer/changeStatus')[0]?.body).toEqual({ offer_id: 9, status: 3 }));
    fireEvent.click(await screen.findByRole('button', { name: '转为合同' }));
    expect(where()).toBe(routePath('addContract', { offer_id: 9, enterprise_id: 7, chance_id: 5, step: 1 }));
  });

  it('without the nodes there are no status commands, 复制为新版本 or 转为合同', async () => {
    api.on('/api/Offer/info', ok({ ...offer, status: 3 }));
    open(['customer_offer']);
    await screen.findByRole('heading', { name: '数据中心扩容报价' });
    expect(screen.getByRole('button', { name: /打 ?印/ })).toBeTruthy();
    for (const name of [/发 ?送/, /接 ?受/, /拒 ?绝/, '复制为新版本', '转为合同'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
