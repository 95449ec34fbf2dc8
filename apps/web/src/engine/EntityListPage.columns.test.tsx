import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerEntity, listColumnDefs } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, type Sent } from '../test/fake-api.ts';
import { renderPage } from '../test/render-page.tsx';
import { EntityListPage } from './EntityListPage.tsx';

const LIST = '/api/Customer/getList';
const GET = '/api/ListColumn/get';
const SAVE = '/api/ListColumn/save';

const row = (id: number, name: string) => ({
  id,
  enterprise_id: id,
  enterprise_name: name,
  source: 2,
  level: 1,
  deal_status: 1,
  contact_name: '张三',
  phone: '021-5555',
  owner_user_id: 3,
  owner_user_name: '王强',
  create_time: '2024-05-01 10:00:00',
});

type Column = { key: string; hidden: boolean; width: number | null };
let saved: Column[];
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  saved = [];
  api = fakeApi({
    [LIST]: ok([row(1, '上海华东科技有限公司'), row(2, '深圳前海贸易公司')], { count: 2 }),
    '/api/user/getList': ok([{ user_id: 3, user_name: '王强' }]),
    [GET]: () => ok({ list: 'customer', columns: saved, update_time: null }),
    [SAVE]: (req: Sent) => {
      saved = (req.body as { columns: Column[] }).columns;
      return ok({ list: 'customer', columns: saved, update_time: '2024-06-01 10:00:00' });
    },
  });
});

const open = () =>
  renderPage('/customer/customer', <EntityListPage entity={customerEntity} />, {
    nodes: ['customer_customer', 'customer_customer_del'],
  });

/** The column titles of the table's header, in order (the selection column has none). */
const headers = (container: HTMLElement) =>
  [...container.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim() ?? '').filter(Boolean);

/** The width the table gives a column, read from its header's colgroup. */
function widthOf(container: HTMLElement, title: string): string {
  const head = container.querySelector('.ant-table-header table') ?? container.querySelector('.ant-table table');
  const ths = [...(head as HTMLElement).querySelectorAll('thead th')];
  const at = ths.findIndex((th) => th.textContent?.trim() === title);
  expect(at, `no column ${title}`).toBeGreaterThanOrEqual(0);
  return ((head as HTMLElement).querySelectorAll('colgroup col')[at] as HTMLElement).style.width;
}

async function openSettings() {
  const view = open();
  await screen.findByText('上海华东科技有限公司');
  await waitFor(() => expect(api.to(GET)).toHaveLength(1));
  fireEvent.click(screen.getByRole('button', { name: '列设置' }));
  const drawer = await screen.findByRole('dialog');
  return { ...view, drawer: within(drawer) };
}

const lastSave = async (count = 1) => {
  await waitFor(() => expect(api.to(SAVE)).toHaveLength(count));
  return api.to(SAVE)[count - 1].body as { list: string; columns: Column[] };
};

describe('列设置', () => {
  it('reads the member’s columns for the list, and lists every column in the drawer', async () => {
    const { drawer, container } = await openSettings();
    expect(api.to(GET)[0].query.get('list')).toBe('customer');
    const names = drawer.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent);
    expect(names).toEqual([
      '客户名称',
      '客户来源',
      '所属行业',
      '客户级别',
      '成交状态',
      '联系人',
      '电话',
      '标签',
      '下次联系时间',
      '最后跟进时间',
      '负责人',
      '创建时间',
    ]);
    expect(headers(container)).toEqual([
      '客户名称',
      '客户来源',
      '客户级别',
      '成交状态',
      '联系人',
      '电话',
      '标签',
      '下次联系时间',
      '负责人',
      '创建时间',
      '操作',
    ]);
  });

  it('hiding a column takes it out of the table at once and saves it once, after a pause', async () => {
    const { drawer, container } = await openSettings();
    fireEvent.click(drawer.getByRole('checkbox', { name: '电话' }));
    expect(headers(container)).not.toContain('电话');
    fireEvent.click(drawer.getByRole('checkbox', { name: '客户来源' }));
    expect(headers(container)).not.toContain('客户来源');
    expect(api.to(SAVE)).toHaveLength(0);
    const body = await lastSave();
    expect(body.list).toBe('customer');
    expect(body.columns.find((c) => c.key === 'phone')).toEqual({ key: 'phone', hidden: true, width: null });
    expect(body.columns.find((c) => c.key === 'source')?.hidden).toBe(true);
    expect(body.columns.map((c) => c.key)).toHaveLength(12);
    // the two changes went out together
    await new Promise((r) => setTimeout(r, 700));
    expect(api.to(SAVE)).toHaveLength(1);
    // shown again
    fireEvent.click(drawer.getByRole('checkbox', { name: '电话' }));
    expect(headers(container)).toContain('电话');
  });

  it('the title column cannot be hidden', async () => {
    const { drawer } = await openSettings();
    const title = drawer.getByRole('checkbox', { name: '客户名称' }) as HTMLInputElement;
    expect(title.checked).toBe(true);
    expect(title.disabled).toBe(true);
    expect(drawer.getByRole('checkbox', { name: '电话' }).hasAttribute('disabled')).toBe(false);
  });

  it('上移 and 下移 change the order of the table’s columns', async () => {
    const { drawer, container } = await openSettings();
    expect(drawer.getByRole('button', { name: '上移「客户名称」' }).hasAttribute('disabled')).toBe(true);
    expect(drawer.getByRole('button', { name: '下移「创建时间」' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(drawer.getByRole('button', { name: '上移「电话」' }));
    fireEvent.click(drawer.getByRole('button', { name: '上移「电话」' }));
    expect(headers(container).slice(0, 6)).toEqual(['客户名称', '客户来源', '客户级别', '电话', '成交状态', '联系人']);
    fireEvent.click(drawer.getByRole('button', { name: '下移「客户名称」' }));
    expect(headers(container).slice(0, 2)).toEqual(['客户来源', '客户名称']);
    const body = await lastSave();
    // 所属行业 is hidden, yet listed in the drawer and kept in its place
    expect(body.columns.map((c) => c.key).slice(0, 6)).toEqual([
      'source',
      'enterprise_name',
      'industry',
      'level',
      'phone',
      'deal_status',
    ]);
  });

  it('a width applies to the column and is saved; a width out of range is not taken', async () => {
    const { drawer, container } = await openSettings();
    expect(widthOf(container, '电话')).toBe('130px');
    const input = drawer.getByRole('spinbutton', { name: '「电话」列宽' });
    fireEvent.change(input, { target: { value: '240' } });
    await waitFor(() => expect(widthOf(container, '电话')).toBe('240px'));
    fireEvent.change(input, { target: { value: '5' } });
    expect(widthOf(container, '电话')).toBe('240px');
    fireEvent.change(input, { target: { value: '240' } });
    const body = await lastSave();
    expect(body.columns.find((c) => c.key === 'phone')?.width).toBe(240);
  });

  it('恢复默认 brings back the declared columns and saves none', async () => {
    // 电话 first and wider, 客户来源 hidden, 最后跟进时间 shown
    const declared = listColumnDefs(customerEntity).map((c) => ({
      key: c.key,
      hidden: c.key === 'source',
      width: c.key === 'phone' ? 300 : null,
    }));
    saved = [declared[6], ...declared.slice(0, 6), ...declared.slice(7)];
    const { drawer, container } = await openSettings();
    await waitFor(() =>
      expect(headers(container)).toEqual([
        '电话',
        '客户名称',
        '所属行业',
        '客户级别',
        '成交状态',
        '联系人',
        '标签',
        '下次联系时间',
        '最后跟进时间',
        '负责人',
        '创建时间',
        '操作',
      ]),
    );
    expect(widthOf(container, '电话')).toBe('300px');
    fireEvent.click(drawer.getByRole('button', { name: /恢复默认/ }));
    expect(headers(container)).toEqual([
      '客户名称',
      '客户来源',
      '客户级别',
      '成交状态',
      '联系人',
      '电话',
      '标签',
      '下次联系时间',
      '负责人',
      '创建时间',
      '操作',
    ]);
    expect(widthOf(container, '电话')).toBe('130px');
    expect((await lastSave()).columns).toEqual([]);
    await waitFor(() => expect(drawer.getByRole('button', { name: /恢复默认/ }).hasAttribute('disabled')).toBe(true));
  });

  it('a failed save shows the server’s message and keeps the columns as set', async () => {
    api.on(SAVE, { code: 400, msg: '「客户」列表没有列「fax」，请刷新后重试', data: null });
    const { drawer, container } = await openSettings();
    fireEvent.click(drawer.getByRole('checkbox', { name: '标签' }));
    await lastSave();
    await waitFor(() => expect(api.toasts).toEqual(['「客户」列表没有列「fax」，请刷新后重试']));
    expect(headers(container)).not.toContain('标签');
    expect((drawer.getByRole('checkbox', { name: '标签' }) as HTMLInputElement).checked).toBe(false);
  });

  it('a list whose saved columns cannot be read shows the declared ones', async () => {
    api.on(GET, { code: 500, msg: '服务器错误', data: null });
    const { container } = open();
    await screen.findByText('上海华东科技有限公司');
    await waitFor(() => expect(api.to(GET)).toHaveLength(1));
    expect(headers(container)).toContain('电话');
    expect(api.toasts).toEqual([]);
  });

  it('what is still waiting is saved when the list closes', async () => {
    const { drawer, unmount } = await openSettings();
    fireEvent.click(drawer.getByRole('checkbox', { name: '联系人' }));
    act(() => unmount());
    expect((await lastSave()).columns.find((c) => c.key === 'contact_name')?.hidden).toBe(true);
  });
});
