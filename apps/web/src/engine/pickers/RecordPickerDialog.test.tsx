import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type Sent } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { RecordPickerDialog } from './RecordPickerDialog.tsx';

const customers = [
  {
    id: 1,
    enterprise_id: 1,
    enterprise_name: '上海华东科技有限公司',
    contact_name: '陈先生',
    phone: '021-1000',
    level: 1,
    deal_status: 1,
  },
  {
    id: 2,
    enterprise_id: 2,
    enterprise_name: '杭州西湖贸易有限公司',
    contact_name: '王女士',
    phone: '0571-2000',
    level: 2,
    deal_status: 2,
  },
];
const products = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  product_id: i + 1,
  main_key: `P-${i + 1}`,
  name: `产品${i + 1}`,
  sub_name: `副标题${i + 1}`,
  dept_id: 2,
  dept_name: '销售部',
  type_id: 11,
  type_name: '标准软件',
  spec_name: `规格${i + 1}`,
}));
const typeTree = [
  {
    value: 10,
    label: '软件产品',
    parent_id: 0,
    children: [
      { value: 11, label: '标准软件', parent_id: 10, children: [] },
      { value: 12, label: '定制开发', parent_id: 10, children: [] },
    ],
  },
  { value: 20, label: '硬件设备', parent_id: 0, children: [] },
];
const deptTree = [
  {
    value: 0,
    label: '全公司',
    parent_id: -1,
    children: [
      {
        value: 2,
        label: '销售部',
        parent_id: 0,
        children: [{ value: 3, label: '销售一部', parent_id: 2, children: [] }],
      },
    ],
  },
];

/** whole dialogs with tables and trees render slowly in jsdom on a busy machine */

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Customer/getList': ok(customers, { count: 12 }),
    '/api/Contacts/getList': ok(
      [
        {
          id: 5,
          contact_id: 5,
          contact_name: '陈先生',
          enterprise_id: 1,
          enterprise_name: '上海华东科技有限公司',
          mobile: '13900000000',
          position: '经理',
        },
      ],
      { count: 1 },
    ),
    '/api/Product/getList': (req: Sent) => ok(products.slice(0, Number(req.query.get('limit'))), { count: 30 }),
    '/api/ProductType/getTree': ok(typeTree),
    '/api/Department/getDeptTree': ok(deptTree),
  });
});

const last = (path: string) => {
  const reqs = api.to(path);
  return reqs[reqs.length - 1].query;
};
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

function openDialog(props: Partial<Parameters<typeof RecordPickerDialog>[0]> & { entity: string }) {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  const view = renderPage('/home/home', <RecordPickerDialog onOk={onOk} onCancel={onCancel} {...props} />);
  return { ...view, onOk, onCancel };
}

describe('customer picker', () => {
  it('asks for 5 customers a page with roles_name=1 and the search parameters', async () => {
    openDialog({ entity: 'customer', params: { select_type: 1 } });
    expect(await screen.findByText('上海华东科技有限公司')).toBeTruthy();
    const q = last('/api/Customer/getList');
    expect(Object.fromEntries(q)).toEqual({
      roles_name: '1',
      select_type: '1',
      page: '1',
      limit: '5',
      company_name: '',
      contact_name: '',
    });
    expect(screen.getByRole('dialog', { name: '选择客户' })).toBeTruthy();
  });

  it('searches on Enter, from page 1', async () => {
    openDialog({ entity: 'customer' });
    await screen.findByText('上海华东科技有限公司');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(last('/api/Customer/getList').get('page')).toBe('2'));
    fireEvent.change(screen.getByLabelText('客户名称'), { target: { value: ' 华东 ' } });
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '陈' } });
    expect(last('/api/Customer/getList').get('company_name')).toBe('');
    fireEvent.keyDown(screen.getByLabelText('客户名称'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(last('/api/Customer/getList').get('company_name')).toBe('华东'));
    expect(last('/api/Customer/getList').get('contact_name')).toBe('陈');
    expect(last('/api/Customer/getList').get('page')).toBe('1');
  });

  it('is a radio list: a click picks one, 确定 returns it', async () => {
    const { onOk } = openDialog({ entity: 'customer' });
    await screen.findByText('上海华东科技有限公司');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(rowOf('上海华东科技有限公司'));
    fireEvent.click(rowOf('杭州西湖贸易有限公司'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onOk.mock.calls[0][0].map((r: { id: number }) => r.id)).toEqual([2]);
  });

  it('picks a row on double-click or Enter', async () => {
    const { onOk } = openDialog({ entity: 'customer' });
    await screen.findByText('上海华东科技有限公司');
    fireEvent.doubleClick(rowOf('杭州西湖贸易有限公司'));
    expect(onOk.mock.calls[0][0][0]).toMatchObject({ id: 2, enterprise_name: '杭州西湖贸易有限公司' });
    fireEvent.keyDown(rowOf('上海华东科技有限公司'), { key: 'Enter' });
    expect(onOk.mock.calls[1][0][0]).toMatchObject({ id: 1 });
  });

  it('asks to pick one before 确定', async () => {
    const { onOk } = openDialog({ entity: 'customer' });
    await screen.findByText('上海华东科技有限公司');
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请选择客户')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('新建 goes to the caller-given named route with step=1', async () => {
    const { where, onCancel } = openDialog({ entity: 'customer', addRoute: 'addCustomer' });
    await screen.findByText('上海华东科技有限公司');
    fireEvent.click(screen.getByRole('button', { name: /新\s?建/ }));
    await waitFor(() => expect(where()).toBe('/customer/addCustomer?step=1'));
    expect(onCancel).toHaveBeenCalled();
  });

  it('has no 新建 without a route, and shows 暂无数据 when nothing matches', async () => {
    api.on('/api/Customer/getList', ok([], { count: 0 }));
    openDialog({ entity: 'customer' });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s?建/ })).toBeNull();
  });

  it('has no pager when everything fits one page, and one when it does not', async () => {
    api.on('/api/Customer/getList', ok([{ id: 1, enterprise_id: 1, enterprise_name: '甲公司' }], { count: 1 }));
    openDialog({ entity: 'customer' });
    expect(await screen.findByText('甲公司')).toBeTruthy();
    expect(document.querySelector('.ant-pagination')).toBeNull();
    cleanup();
    api.on('/api/Customer/getList', ok([{ id: 1, enterprise_id: 1, enterprise_name: '甲公司' }], { count: 6 }));
    openDialog({ entity: 'customer' });
    expect(await screen.findByText('甲公司')).toBeTruthy();
    expect(await screen.findByText('共 6 条')).toBeTruthy();
  });

  it('shows the loading state while the page is on its way', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const slow = vi.fn(async () => {
      await gate;
      return new Response(JSON.stringify(ok(customers, { count: 2 })), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const { http } = await import('../../api/http.ts');
    http.configure({ fetch: slow });
    openDialog({ entity: 'customer' });
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeTruthy());
    release();
    expect(await screen.findByText('上海华东科技有限公司')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
  });
});

describe('contact picker', () => {
  it('lists the contacts of one customer with enterprise_role=3 and select=1', async () => {
    openDialog({ entity: 'contact', params: { enterprise_id: 1 } });
    expect(await screen.findByText('陈先生')).toBeTruthy();
    const q = last('/api/Contacts/getList');
    expect(q.get('enterprise_role')).toBe('3');
    expect(q.get('select')).toBe('1');
    expect(q.get('enterprise_id')).toBe('1');
    expect(q.get('limit')).toBe('5');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});

describe('product picker', () => {
  it('asks for 8 a page, offers 8/16/24/32/40 and shows the product columns', async () => {
    openDialog({ entity: 'product', params: { contract_id: 9 } });
    expect(await screen.findByText('P-1')).toBeTruthy();
    const q = last('/api/Product/getList');
    expect(Object.fromEntries(q)).toEqual({ contract_id: '9', page: '1', limit: '8', name: '', spec_name: '' });
    const header = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(header).toEqual(expect.arrayContaining(['产品编号', '产品名称', '副标题', '所属部门', '产品分类', '规格']));
    const row = rowOf('P-1');
    expect(within(row).getByText('销售部')).toBeTruthy();
    expect(within(row).getByText('标准软件')).toBeTruthy();
    fireEvent.mouseDown(within(document.querySelector('.ant-pagination-options') as HTMLElement).getByRole('combobox'));
    const options = await screen.findAllByText(/^\d+ 条\/页$/, { selector: '.ant-select-item-option-content' });
    expect(options.map((o) => o.textContent)).toEqual(['8 条/页', '16 条/页', '24 条/页', '32 条/页', '40 条/页']);
    fireEvent.click(options[1]);
    await waitFor(() => expect(last('/api/Product/getList').get('limit')).toBe('16'));
  });

  it('filters by the type tree (the picked subtree) and the department tree', async () => {
    openDialog({ entity: 'product' });
    await screen.findByText('P-1');
    const types = screen.getByRole('region', { name: '产品分类' });
    fireEvent.click(await within(types).findByText('软件产品'));
    await waitFor(() => expect(last('/api/Product/getList').get('type_id')).toBe('10,11,12'));
    const depts = screen.getByRole('region', { name: '所属部门' });
    fireEvent.click(await within(depts).findByText('销售部'));
    await waitFor(() => expect(last('/api/Product/getList').get('dept_id')).toBe('2,3'));
    fireEvent.click(within(depts).getByText('全公司'));
    await waitFor(() => expect(last('/api/Product/getList').get('dept_id')).toBeNull());
    expect(last('/api/Product/getList').get('type_id')).toBe('10,11,12');
  });

  it('picks several, across pages, with checkboxes', async () => {
    const { onOk } = openDialog({ entity: 'product', value: [30] });
    await screen.findByText('P-1');
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(8);
    fireEvent.click(rowOf('P-1'));
    fireEvent.click(rowOf('P-3'));
    fireEvent.click(rowOf('P-1'));
    fireEvent.click(rowOf('P-2'));
    fireEvent.doubleClick(rowOf('P-4'));
    expect(onOk).not.toHaveBeenCalled();
    expect(screen.getByText('已选 3 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onOk.mock.calls[0][0].map((r: { id: number }) => r.id)).toEqual([30, 3, 2]);
    expect(onOk.mock.calls[0][0][1]).toMatchObject({ name: '产品3' });
  });
});

describe('project picker (关联项目)', () => {
  it('lists through GET /api/project/index, 10 a page, under the tabs 进行中 and 已完成, searched by name', async () => {
    api.on('/api/project/index', (req: Sent) =>
      ok(
        req.query.get('status') === '2'
          ? [{ id: 3, project_id: 3, project_name: '精工机械设备巡检平台', status: 2 }]
          : [{ id: 7, project_id: 7, project_name: '美康医疗产线数字化改造', status: 1 }],
        { count: 1 },
      ),
    );
    openDialog({ entity: 'project' });
    expect(await screen.findByText('美康医疗产线数字化改造')).toBeTruthy();
    expect(Object.fromEntries(last('/api/project/index'))).toEqual({
      page: '1',
      limit: '10',
      project_name: '',
      status: '1',
    });
    fireEvent.click(screen.getByRole('tab', { name: '已完成' }));
    expect(await screen.findByText('精工机械设备巡检平台')).toBeTruthy();
    expect(last('/api/project/index').get('status')).toBe('2');
    fireEvent.change(screen.getByLabelText('项目名称'), { target: { value: '精工' } });
    fireEvent.keyDown(screen.getByLabelText('项目名称'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(last('/api/project/index').get('project_name')).toBe('精工'));
    expect(last('/api/project/index').get('status')).toBe('2');
    expect(api.to('/api/Project/getList')).toHaveLength(0);
  });
});
