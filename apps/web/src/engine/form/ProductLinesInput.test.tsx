import type { EntityDef } from '@suwork/domain/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type Sent } from '../../test/fake-api.ts';
import { onPhone } from '../../test/phone-window.ts';
import { quoteEntity } from '../../test/quote-entity.ts';
import { renderPage } from '../../test/render-page.tsx';
import { EntityFormPage } from '../EntityFormPage.tsx';

const products = [
  { id: 3, product_id: 3, main_key: 'P-3', name: '云服务器', unit: '台', price: '138.66', status: 1 },
  { id: 4, product_id: 4, main_key: 'P-4', name: '数据库', unit: '套', price: '8.00', status: 1 },
  { id: 5, product_id: 5, main_key: 'P-5', name: '机柜', unit: '个', price: '302.00', status: 1 },
];
const services = [
  {
    id: 7,
    service_id: 7,
    service_no: 'S-7',
    name: '实施服务',
    billing_cycle: 1,
    unit: '次',
    price: '500.00',
    status: 1,
  },
];
const specs = [
  { id: 31, spec_id: 31, spec_name: '8核16G', product_id: 3, sku: 'S-31', unit: '台', price: '199.00', status: 1 },
  { id: 32, spec_id: 32, spec_name: '16核32G', product_id: 3, sku: 'S-32', unit: '台', price: '399.00', status: 1 },
];
const modules = [
  { id: 41, module_id: 41, module_name: '备份模块', product_id: 3, unit: '套', price: '20.00', status: 1 },
];

const storedLine = (extra: Record<string, unknown>) => ({
  product_id: null,
  spec_id: null,
  module_id: null,
  service_id: null,
  discount: '0',
  remark: '',
  spec_name: '',
  module_name: '',
  ...extra,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Product/getList': ok(products, { count: products.length }),
    '/api/ServiceProduct/getList': ok(services, { count: services.length }),
    '/api/ProductSpec/getList': (req: Sent) =>
      ok(specs.filter((s) => String(s.product_id) === req.query.get('product_id'))),
    '/api/ProductModule/getList': (req: Sent) =>
      ok(modules.filter((m) => String(m.product_id) === req.query.get('product_id'))),
    '/api/Quote/add': ok({ id: 12 }),
    '/api/Quote/update': ok({ id: 12 }),
  });
});

const openAdd = () => renderPage('/x/addQuote', <EntityFormPage entity={quoteEntity} mode="add" />);
const openEdit = (lines: unknown[], entity: EntityDef = quoteEntity) => {
  api.on('/api/Quote/info', ok({ id: 12, quote_id: 12, title: '年度采购', amount: '0.00', product_lines: lines }));
  return renderPage('/x/editQuote?id=12', <EntityFormPage entity={entity} mode="edit" />);
};

/** 添加产品 / 添加服务, then tick the named records in the dialog and confirm; the dialog is returned. */
async function tickAndConfirm(button: '添加产品' | '添加服务', names: string[]) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(button) }));
  // by its title: in tests every antd id is the same, so a second dialog's name is not its own
  const title = await screen.findByText(button === '添加产品' ? '选择产品' : '选择服务', {
    selector: '.ant-modal-title',
  });
  const dialog = title.closest<HTMLElement>('[role=dialog]')!;
  for (const name of names)
    fireEvent.click(within((await within(dialog).findByText(name)).closest('tr')!).getByRole('checkbox'));
  fireEvent.click(within(dialog).getByRole('button', { name: /确 ?定/ }));
  return dialog;
}

async function pick(button: '添加产品' | '添加服务', ...names: string[]) {
  await tickAndConfirm(button, names);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const input = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name });
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const lineRow = (n: number) => input(`第${n}行单价`).closest('tr') as HTMLElement;
const total = () => screen.getByText('合计：').textContent;
const save = () => fireEvent.click(screen.getByRole('button', { name: /保 ?存/ }));

async function choose(select: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: select }));
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('product lines in the form', () => {
  it('starts empty, asking for a product', async () => {
    openAdd();
    expect(await screen.findByText('暂无产品，请点击「添加产品」')).toBeTruthy();
    expect(total()).toBe('合计：0.00');
  });

  it('adds the products picked among those on sale, each at its price, quantity 1 and no discount', async () => {
    openAdd();
    await pick('添加产品', '云服务器');
    expect(api.to('/api/Product/getList')[0].query.get('status')).toBe('1');
    const row = lineRow(1);
    expect(within(row).getByText('云服务器')).toBeTruthy();
    expect(within(row).getByText('台')).toBeTruthy();
    expect(input('第1行单价').value).toBe('138.66');
    expect(input('第1行数量').value).toBe('1.00');
    expect(input('第1行折扣').value).toBe('0.00');
    expect(within(row).getByText('138.66')).toBeTruthy();
    expect(total()).toBe('合计：138.66');
  });

  it('works out 小计 and 合计 to the cent as quantity, price and discount change', async () => {
    openAdd();
    await pick('添加产品', '云服务器', '数据库', '机柜');
    type('第1行折扣', '19');
    expect(within(lineRow(1)).getByText('112.31')).toBeTruthy();
    type('第2行单价', '0.1');
    type('第2行数量', '3');
    expect(within(lineRow(2)).getByText('0.30')).toBeTruthy();
    type('第3行数量', '0.2');
    expect(within(lineRow(3)).getByText('60.40')).toBeTruthy();
    expect(total()).toBe('合计：173.01');
  });

  it("choosing a spec sets the spec's price; a module replaces the spec", async () => {
    openAdd();
    await pick('添加产品', '云服务器');
    await choose('第1行规格', '8核16G');
    const asked = api.to('/api/ProductSpec/getList')[0].query;
    expect([asked.get('product_id'), asked.get('status')]).toEqual(['3', '1']);
    expect(input('第1行单价').value).toBe('199.00');
    expect(total()).toBe('合计：199.00');

    await choose('第1行模块', '备份模块');
    expect(input('第1行单价').value).toBe('20.00');
    expect(within(lineRow(1)).queryByText('8核16G')).toBeNull();
    expect(total()).toBe('合计：20.00');
  });

  it('removing a line takes it out of the total', async () => {
    openAdd();
    await pick('添加产品', '云服务器', '机柜');
    expect(total()).toBe('合计：440.66');
    const remove = screen.getByRole('button', { name: /删除第1行/ });
    remove.focus();
    expect(document.activeElement).toBe(remove);
    fireEvent.click(remove);
    expect(screen.queryByText('云服务器')).toBeNull();
    expect(input('第1行单价').value).toBe('302.00');
    expect(total()).toBe('合计：302.00');
  });

  it('sends only what a line says (ids, price, quantity, discount, remark), amounts as text', async () => {
    openAdd();
    fireEvent.change(await screen.findByLabelText('报价名称'), { target: { value: '年度采购' } });
    await pick('添加产品', '云服务器');
    await choose('第1行规格', '16核32G');
    type('第1行数量', '2');
    type('第1行折扣', '10');
    fireEvent.change(screen.getByRole('textbox', { name: '第1行备注' }), { target: { value: ' 加急 ' } });
    await pick('添加服务', '实施服务');
    expect(api.to('/api/ServiceProduct/getList')[0].query.get('status')).toBe('1');
    expect(total()).toBe('合计：1,218.20');
    save();
    await waitFor(() => expect(api.to('/api/Quote/add')).toHaveLength(1));
    expect(api.to('/api/Quote/add')[0].body).toEqual({
      title: '年度采购',
      product_lines: [
        { product_id: 3, spec_id: 32, price: '399.00', quantity: '2', discount: '10', remark: '加急' },
        { service_id: 7, price: '500.00', quantity: '1', discount: '0' },
      ],
    });
  });

  it('does not save a line without a quantity', async () => {
    openAdd();
    fireEvent.change(await screen.findByLabelText('报价名称'), { target: { value: '年度采购' } });
    await pick('添加产品', '云服务器');
    type('第1行数量', '');
    save();
    expect(await screen.findByText('产品明细第1行：请输入数量')).toBeTruthy();
    expect(api.to('/api/Quote/add')).toHaveLength(0);
  });

  it('edits the stored lines, keeping their names, and sends them all when one changes', async () => {
    openEdit([
      storedLine({
        product_id: 3,
        spec_id: 31,
        product_name: '云服务器',
        spec_name: '8核16G（旧款）',
        unit: '台',
        price: '199.00',
        quantity: '1.00',
        subtotal: '199.00',
      }),
      storedLine({
        service_id: 7,
        product_name: '实施服务',
        unit: '次',
        price: '500.00',
        quantity: '2.00',
        discount: '5.00',
        remark: '两次上门',
        subtotal: '950.00',
      }),
    ]);
    expect(await screen.findByText('8核16G（旧款）')).toBeTruthy();
    expect(total()).toBe('合计：1,149.00');
    type('第1行数量', '2');
    expect(total()).toBe('合计：1,348.00');
    save();
    await waitFor(() => expect(api.to('/api/Quote/update')).toHaveLength(1));
    expect(api.to('/api/Quote/update')[0].body).toEqual({
      id: 12,
      product_lines: [
        { product_id: 3, spec_id: 31, price: '199.00', quantity: '2', discount: '0' },
        { service_id: 7, price: '500.00', quantity: '2', discount: '5', remark: '两次上门' },
      ],
    });
  });

  it('says how many more lines fit when more are picked, and adds none', async () => {
    // a field of at most 3 lines (the declared limit; 200 when none is declared) holding 2
    const fewLines = {
      ...quoteEntity,
      fields: quoteEntity.fields.map((f) => (f.key === 'product_lines' ? { ...f, max: 3 } : f)),
    };
    openEdit(
      Array.from({ length: 2 }, (_, i) =>
        storedLine({
          service_id: 7,
          product_name: `服务${i + 1}`,
          unit: '次',
          price: '1.00',
          quantity: '1',
          subtotal: '1.00',
        }),
      ),
      fewLines,
    );
    expect(await screen.findByText('服务2')).toBeTruthy();
    const dialog = await tickAndConfirm('添加产品', ['云服务器', '机柜']);
    expect(await screen.findByText('产品明细最多3行，还能添加1行')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    expect(screen.queryByText('云服务器', { selector: 'td *' })).toBeNull();
    expect(total()).toBe('合计：2.00');
  });
});

describe('product lines in the form on a phone', () => {
  beforeEach(onPhone);
  afterEach(() => vi.restoreAllMocks());

  it('edits each line in a card of its own, no table, and works out 小计 and 合计 as typed', async () => {
    openEdit([
      storedLine({
        product_id: 3,
        spec_id: 31,
        product_name: '云服务器',
        spec_name: '8核16G',
        unit: '台',
        price: '199.00',
        quantity: '1.00',
        subtotal: '199.00',
      }),
      storedLine({
        service_id: 7,
        product_name: '实施服务',
        unit: '次',
        price: '500.00',
        quantity: '2.00',
        discount: '5.00',
        remark: '两次上门',
        subtotal: '950.00',
      }),
    ]);
    const cards = within(await screen.findByRole('list', { name: '产品明细' })).getAllByRole('listitem');
    expect(document.querySelector('.ant-table')).toBeNull();
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['第1行', '第2行']);
    expect(within(cards[0]).getByRole('spinbutton', { name: '第1行单价' })).toBeTruthy();
    expect(within(cards[1]).getByRole<HTMLInputElement>('textbox', { name: '第2行备注' }).value).toBe('两次上门');
    type('第1行数量', '2');
    expect(within(cards[0]).getByText('398.00')).toBeTruthy();
    expect(total()).toBe('合计：1,348.00');
    fireEvent.click(within(cards[1]).getByRole('button', { name: /删除第2行/ }));
    expect(screen.queryByText('实施服务')).toBeNull();
    expect(total()).toBe('合计：398.00');
  });
});
