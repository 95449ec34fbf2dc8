import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../test/fake-api.ts';
import { renderPage } from '../test/render-page.tsx';
import { EntityListPage } from './EntityListPage.tsx';

const LIST = '/api/Customer/getList';
const ALL = [
  'customer_customer',
  'customer_customer_add',
  'customer_customer_edit',
  'customer_customer_del',
  'customer_customer_export',
];

const row = (id: number, name: string) => ({
  id,
  enterprise_id: id,
  enterprise_name: name,
  source: 2,
  industry: 1,
  level: 1,
  deal_status: 1,
  contact_name: '张三',
  phone: '021-5555',
  next_follow_time: '2024-06-01 09:30:00',
  last_follow_time: null,
  owner_user_id: 3,
  owner_user_name: '王强',
  create_time: '2024-05-01 10:00:00',
});

let api: ReturnType<typeof fakeApi>;
let total: number;
beforeEach(() => {
  total = 2;
  api = fakeApi({
    [LIST]: () => ok([row(1, '上海华东科技有限公司'), row(2, '深圳前海贸易公司')], { count: total }),
    '/api/user/getList': ok([{ user_id: 3, user_name: '王强' }]),
  });
});

const open = (qs = '', nodes: readonly string[] = ALL) =>
  renderPage(`/customer/customer${qs}`, <EntityListPage entity={customerEntity} />, { nodes });
const lastList = () => api.to(LIST).at(-1)?.query;

describe('list query in the URL', () => {
  it('sends page, limit, keyword and filters from the URL and shows them in the filter form', async () => {
    open('?page=2&limit=20&keyword=%E5%8D%8E%E4%B8%9C&source=1,2&create_time_start=2024-01-01');
    await screen.findByText('上海华东科技有限公司');
    const q = lastList();
    expect(q?.get('page')).toBe('2');
    expect(q?.get('limit')).toBe('20');
    expect(q?.get('keyword')).toBe('华东');
    expect(q?.get('source')).toBe('1,2');
    expect(q?.get('create_time_start')).toBe('2024-01-01');
    expect((screen.getByPlaceholderText('请输入客户名称/联系人/电话/手机') as HTMLInputElement).value).toBe('华东');
  });

  it('a search writes the filters into the URL and starts again at page 1; back restores the previous list', async () => {
    const { router, where } = open('?page=3&limit=50');
    await screen.findByText('上海华东科技有限公司');
    fireEvent.change(screen.getByPlaceholderText('请输入客户名称/联系人/电话/手机'), { target: { value: '前海' } });
    fireEvent.click(screen.getByRole('button', { name: '搜 索' }));
    await waitFor(() => expect(where()).toBe('/customer/customer?page=1&limit=50&keyword=%E5%89%8D%E6%B5%B7'));
    await waitFor(() => expect(lastList()?.get('keyword')).toBe('前海'));

    await act(() => router.navigate(-1));
    expect(where()).toBe('/customer/customer?page=3&limit=50');
    await waitFor(() =>
      expect((screen.getByPlaceholderText('请输入客户名称/联系人/电话/手机') as HTMLInputElement).value).toBe(''),
    );
    await waitFor(() => expect(lastList()?.get('page')).toBe('3'));
  });

  it('is busy from the search until the searched rows are shown, the previous ones on screen meanwhile', async () => {
    api.on(LIST, (req) =>
      req.query.get('keyword') === '前海'
        ? ok([row(2, '深圳前海贸易公司')], { count: 1 })
        : ok([row(1, '上海华东科技有限公司'), row(2, '深圳前海贸易公司')], { count: 2 }),
    );
    const release = api.hold('keyword=');
    open();
    await screen.findByText('上海华东科技有限公司');
    const list = screen.getByRole('region', { name: '客户列表' });
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
    fireEvent.change(screen.getByPlaceholderText('请输入客户名称/联系人/电话/手机'), { target: { value: '前海' } });
    fireEvent.click(screen.getByRole('button', { name: '搜 索' }));
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByText('上海华东科技有限公司')).toBeTruthy();
    release();
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByText('上海华东科技有限公司')).toBeNull();
  });

  it('重置 clears keyword and filters but keeps the page size', async () => {
    const { where } = open('?page=2&limit=20&keyword=abc&level=1');
    await screen.findByText('上海华东科技有限公司');
    fireEvent.click(screen.getByRole('button', { name: '重 置' }));
    await waitFor(() => expect(where()).toBe('/customer/customer?page=1&limit=20'));
  });

  it('sorting a column sends sort_field and sort_order and keeps them in the URL', async () => {
    const { where } = open();
    await screen.findByText('上海华东科技有限公司');
    fireEvent.click(screen.getByText('客户级别', { selector: 'th *' }));
    await waitFor(() => expect(where()).toContain('sort_field=level&sort_order=asc'));
    await waitFor(() => expect(lastList()?.get('sort_order')).toBe('asc'));
  });
});

describe('pager', () => {
  it('is hidden when every row fits one page', async () => {
    total = 10;
    const { container } = open('?limit=10');
    await screen.findByText('上海华东科技有限公司');
    expect(container.querySelector('.ant-pagination')).toBeNull();
  });

  it('shows when there is more than one page and writes the page into the URL', async () => {
    total = 11;
    const { container, where } = open('?limit=10');
    await screen.findByText('上海华东科技有限公司');
    const pager = container.querySelector('.ant-pagination');
    expect(pager).not.toBeNull();
    expect(screen.getByText('共 11 条', { selector: '.ant-pagination-total-text' })).toBeTruthy();
    fireEvent.click(within(pager as HTMLElement).getByTitle('2'));
    await waitFor(() => expect(where()).toBe('/customer/customer?page=2&limit=10'));
    await waitFor(() => expect(lastList()?.get('page')).toBe('2'));
  });

  it('shows at most 5 page buttons', async () => {
    total = 1000;
    const { container } = open('?page=50&limit=10');
    await screen.findByText('上海华东科技有限公司');
    expect(container.querySelectorAll('.ant-pagination-item')).toHaveLength(5);
  });
});

describe('lists beyond 10,000 rows', () => {
  const fullPage = (from: number) =>
    Array.from({ length: 10 }, (_, i) => ({
      ...row(from + i, `客户${from + i}`),
      update_time: `2024-05-0${1 + (i % 9)} 10:00:00`,
    }));

  it('says 10,000+ and reads on past the last offset page by cursor; back to page 1 leaves the cursor', async () => {
    api = fakeApi({
      [LIST]: (req) => ok(fullPage(req.query.get('after_id') ? 900 : 100), { count: 10_000, capped: true }),
    });
    const { where } = open('?page=1000&limit=10');
    await screen.findByText('客户100');
    expect(screen.getAllByText('共 10,000+ 条').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '继续查看第 10,000 条之后的记录' }));
    // the rows after the last one shown, in the list's order (update_time, then id)
    await waitFor(() => expect(lastList()?.get('after_id')).toBe('109'));
    expect(lastList()?.get('after_value')).toBe('2024-05-01 10:00:00');
    await screen.findByText('客户900');
    expect(where()).toContain('after_id=109');
    expect(screen.getByText('第 10,000 条之后的记录')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(lastList()?.get('after_id')).toBe('909'));
    fireEvent.click(screen.getByRole('button', { name: '回到第一页' }));
    await waitFor(() => expect(where()).toBe('/customer/customer?page=1&limit=10'));
    await waitFor(() => expect(lastList()?.get('after_id')).toBeNull());
  });

  it('offers no cursor while the total is exact or the order is not by time', async () => {
    api = fakeApi({ [LIST]: () => ok(fullPage(100), { count: 10_000, capped: true }) });
    open('?page=1000&limit=10&sort_field=level&sort_order=asc');
    await screen.findByText('客户100');
    expect(screen.queryByRole('button', { name: '继续查看第 10,000 条之后的记录' })).toBeNull();
  });
});

describe('rows', () => {
  it('show enum labels, the owner and the empty state', async () => {
    open();
    expect((await screen.findAllByText('搜索引擎')).length).toBe(2);
    expect(screen.getAllByText('A（重点客户）').length).toBe(2);
    expect(screen.getAllByText('2024-06-01 09:30:00').length).toBe(2);
    expect(screen.getAllByText('王强').length).toBeGreaterThanOrEqual(2);
  });

  it('show 暂无数据 when nothing matches', async () => {
    api.on(LIST, ok([], { count: 0 }));
    open();
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
  });

  it('the name opens the detail page', async () => {
    const { where } = open();
    fireEvent.click(await screen.findByText('深圳前海贸易公司'));
    await waitFor(() => expect(where()).toBe('/customer/customerInfo?id=2'));
  });
});

describe('delete', () => {
  it('asks 此操作将永久删除该数据, 是否继续? and deletes on 确定', async () => {
    api.on('/api/Customer/del', ok({ count: 1 }, { msg: '删除成功' }));
    open();
    await screen.findByText('上海华东科技有限公司');
    const first = screen.getByText('上海华东科技有限公司').closest('tr') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: /^删 ?除$/ }));
    expect(await screen.findByText('此操作将永久删除该数据, 是否继续?')).toBeTruthy();
    expect(api.to('/api/Customer/del')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Customer/del')).toHaveLength(1));
    expect(api.to('/api/Customer/del')[0].body).toEqual({ ids: [1] });
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('batch delete sends the selected ids', async () => {
    api.on('/api/Customer/del', ok({ count: 2 }, { msg: '删除成功' }));
    open();
    await screen.findByText('上海华东科技有限公司');
    for (const name of ['上海华东科技有限公司', '深圳前海贸易公司']) {
      const tr = screen.getByText(name).closest('tr') as HTMLElement;
      fireEvent.click(within(tr).getByRole('checkbox'));
    }
    fireEvent.click(await screen.findByRole('button', { name: /删除（2）/ }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Customer/del')).toHaveLength(1));
    expect(api.to('/api/Customer/del')[0].body).toEqual({ ids: [1, 2] });
  });

  it('取消 deletes nothing', async () => {
    open();
    await screen.findByText('上海华东科技有限公司');
    const first = screen.getByText('上海华东科技有限公司').closest('tr') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: /^删 ?除$/ }));
    fireEvent.click(await screen.findByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText('此操作将永久删除该数据, 是否继续?')).toBeNull());
    expect(api.to('/api/Customer/del')).toHaveLength(0);
  });
});

describe('permissions', () => {
  it('a member with the page only sees no 新建, 编辑, 删除 or 导出', async () => {
    open('', ['customer_customer']);
    await screen.findByText('上海华东科技有限公司');
    expect(screen.queryByRole('button', { name: /新建/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编 ?辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删 ?除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导 ?出/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /查 ?看/ })).toHaveLength(2);
  });

  it('新建 opens the add page; 导出 posts the filters', async () => {
    api.on('/api/Customer/export', ok({ url: '/download/x.xlsx' }));
    const opened: string[] = [];
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
    const { where } = open('?page=2&limit=20&level=1,2&keyword=abc');
    await screen.findByText('上海华东科技有限公司');
    fireEvent.click(screen.getByRole('button', { name: /导 ?出/ }));
    fireEvent.click(await screen.findByText('导出CSV（大数据量更快）'));
    await waitFor(() => expect(api.to('/api/Customer/export')).toHaveLength(1));
    expect(api.to('/api/Customer/export')[0].body).toEqual({ keyword: 'abc', level: '1,2', format: 'csv' });
    await waitFor(() => expect(opened).toEqual(['/download/x.xlsx']));
    fireEvent.click(screen.getByRole('button', { name: /新 ?建/ }));
    await waitFor(() => expect(where()).toBe('/customer/addCustomer'));
  });
});
