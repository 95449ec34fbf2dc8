import { act, fireEvent, screen, within } from '@testing-library/react';
import { customerEntity, productEntity } from '@suwork/domain/entities';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPhone } from '../../test/phone-window.ts';
import { quoteEntity } from '../../test/quote-entity.ts';
import { renderPage } from '../../test/render-page.tsx';
import type { EntityRow } from '../entity-api.ts';
import { DetailFields } from './DetailFields.tsx';
import { safeHtml } from './safe-html.ts';

const product = (extra: Record<string, unknown>) =>
  ({
    id: 9,
    product_id: 9,
    name: '智能门锁',
    main_key: 'P-9',
    create_time: '2024-05-01 10:00:00',
    update_time: '2024-05-02 11:00:00',
    ...extra,
  }) as EntityRow;

afterEach(() => vi.restoreAllMocks());

const show = (row: EntityRow) =>
  renderPage('/product/productInfo?id=9', <DetailFields def={productEntity} row={row} />);
const cell = (label: string) =>
  screen
    .getByText(label, { selector: '.ant-descriptions-item-label' })
    .closest('.ant-descriptions-item') as HTMLElement;

describe('attachments on the detail page', () => {
  const files = [
    { id: 1, name: '正面.png', url: '/api/Upload/file?id=1&key=k1', size: 10, ext: 'png' },
    { id: 2, name: '说明书.pdf', url: '/api/Upload/file?id=2&key=k2', size: 20, ext: 'pdf' },
    { id: 3, name: '侧面', url: '/api/Upload/file?id=3&key=k3', size: 30, ext: 'JPG' },
    { id: 4, name: '源文件.zip', url: '/api/Upload/file?id=4&key=k4', size: 40, ext: 'zip' },
  ];

  it('shows pictures as thumbnails opening the preview and other files as links to a new tab: the preview page for what it shows', async () => {
    show(product({ images: [1, 2, 3, 4], images_files: files }));
    const images = cell('产品图片');
    const thumb = within(images).getByRole('button', { name: '预览 正面.png' });
    expect(thumb.querySelector('img')?.getAttribute('src')).toBe('/api/Upload/file?id=1&key=k1');
    expect(within(images).getByRole('button', { name: '预览 侧面' })).toBeTruthy();
    const link = within(images).getByRole('link', { name: /说明书\.pdf/ });
    expect(link.getAttribute('href')).toBe(
      `/projectFileView?fileId=2&ext=pdf&type=12&name=${encodeURIComponent('说明书.pdf')}&key=k2`,
    );
    expect(
      within(images)
        .getByRole('link', { name: /源文件\.zip/ })
        .getAttribute('href'),
    ).toBe('/api/Upload/file?id=4&key=k4');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    expect(document.querySelector('.ant-image-preview')).toBeNull();
    act(() => void fireEvent.click(thumb));
    await screen.findAllByRole('img');
    expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toBe('/api/Upload/file?id=1&key=k1');
  });

  it('says 暂无附件 when there are none', () => {
    show(product({ images: [], images_files: [] }));
    expect(within(cell('产品图片')).getByText('暂无附件')).toBeTruthy();
  });
});

describe('rich text on the detail page', () => {
  it('renders the formatting and pictures, without scripts or handlers', () => {
    show(
      product({
        description:
          '<p><strong>卖点</strong>：指纹解锁<img src="/api/Upload/file?id=1" onerror="alert(1)"></p><script>alert(2)</script>',
      }),
    );
    const box = cell('产品介绍');
    expect(within(box).getByText('卖点').tagName).toBe('STRONG');
    const img = box.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/api/Upload/file?id=1');
    expect(img?.getAttribute('onerror')).toBeNull();
    expect(box.querySelector('script')).toBeNull();
  });

  it('shows -- for an empty editor', () => {
    show(product({ description: '<p></p>' }));
    expect(cell('产品介绍').textContent).toContain('--');
  });
});

describe('product lines on the detail page', () => {
  const line = (extra: Record<string, unknown>) => ({
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
  const quote = (lines: unknown[]) =>
    renderPage(
      '/x/quoteInfo?id=12',
      <DetailFields
        def={quoteEntity}
        row={{ id: 12, quote_id: 12, title: '年度采购', amount: '173.01', product_lines: lines } as EntityRow}
      />,
    );

  it('shows each line as it was sold (spec under the product), its subtotal and the total to the cent', () => {
    quote([
      line({
        product_id: 3,
        spec_id: 31,
        product_name: '云服务器',
        spec_name: '8核16G',
        unit: '台',
        price: '138.66',
        quantity: '1.00',
        discount: '19.00',
        subtotal: '112.31',
      }),
      line({ product_id: 4, product_name: '数据库', unit: '套', price: '0.10', quantity: '3.00', subtotal: '0.30' }),
      line({
        service_id: 7,
        product_name: '实施服务',
        unit: '次',
        price: '302.00',
        quantity: '0.20',
        remark: '远程',
        subtotal: '60.40',
      }),
    ]);
    const box = cell('产品明细');
    const first = within(box).getByText('云服务器').closest('tr') as HTMLElement;
    expect(within(first).getByText('8核16G')).toBeTruthy();
    expect([...first.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '1',
      '云服务器8核16G',
      '台',
      '138.66',
      '1.00',
      '19.00',
      '112.31',
      '--',
    ]);
    const service = within(box).getByText('实施服务').closest('tr') as HTMLElement;
    expect(within(service).getByText('服务')).toBeTruthy();
    expect(within(service).getByText('60.40')).toBeTruthy();
    expect(within(service).getByText('远程')).toBeTruthy();
    expect(within(box).getByText('合计：').textContent).toBe('合计：173.01');
    expect(within(box).queryByRole('spinbutton')).toBeNull();
  });

  it('shows prices as money: two decimals, thousands grouped, however the amount is written', () => {
    quote([
      line({ product_id: 4, product_name: '数据库', unit: '套', price: '0.10', quantity: '3', subtotal: '0.30' }),
      line({ product_id: 5, product_name: '机柜', unit: '个', price: '1234.5', quantity: '2', subtotal: '2469' }),
    ]);
    const box = cell('产品明细');
    const cells = (name: string) =>
      [...(within(box).getByText(name).closest('tr') as HTMLElement).querySelectorAll('td')].map(
        (td) => td.textContent,
      );
    expect(cells('数据库')).toEqual(['1', '数据库', '套', '0.10', '3.00', '0.00', '0.30', '--']);
    expect(cells('机柜')).toEqual(['2', '机柜', '个', '1,234.50', '2.00', '0.00', '2,469.00', '--']);
    expect(within(box).getByText('合计：').textContent).toBe('合计：2,469.30');
  });

  it('says 暂无产品明细 when there are none', () => {
    quote([]);
    expect(within(cell('产品明细')).getByText('暂无产品明细')).toBeTruthy();
  });

  it('shows a card a line on a phone, with what the table shows and no table', () => {
    onPhone();
    quote([
      line({
        product_id: 3,
        spec_id: 31,
        product_name: '云服务器',
        spec_name: '8核16G',
        unit: '台',
        price: '138.66',
        quantity: '1.00',
        discount: '19.00',
        subtotal: '112.31',
      }),
      line({
        service_id: 7,
        product_name: '实施服务',
        unit: '次',
        price: '302.00',
        quantity: '0.20',
        remark: '远程',
        subtotal: '60.40',
      }),
    ]);
    const box = cell('产品明细');
    expect(box.querySelector('table')).toBeNull();
    const cards = within(within(box).getByRole('list', { name: '产品明细' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const fact = (card: HTMLElement, label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(within(cards[0]).getByText('8核16G')).toBeTruthy();
    expect(['单位', '单价', '数量', '折扣(%)', '小计', '备注'].map((l) => fact(cards[0], l))).toEqual([
      '台',
      '138.66',
      '1.00',
      '19.00',
      '112.31',
      '--',
    ]);
    expect(within(cards[1]).getByText('服务')).toBeTruthy();
    expect(fact(cards[1], '备注')).toBe('远程');
    expect(within(box).getByText('合计：').textContent).toBe('合计：172.71');
  });
});

describe('safe HTML', () => {
  it('drops scripts, frames, handlers, unsafe addresses and layout styles; links open in a new tab', () => {
    const out = safeHtml(
      '<p style="color: red; position: fixed; top: 0">红</p><a href="javascript:alert(1)">x</a><a href="https://example.com">y</a>' +
        '<iframe src="https://evil"></iframe><img src="javascript:1"><style>body{display:none}</style><div onclick="x()">z</div>',
    );
    const doc = new DOMParser().parseFromString(out, 'text/html');
    expect(doc.querySelector('p')?.getAttribute('style')).toBe('color: red;');
    expect(doc.querySelectorAll('a')[0].hasAttribute('href')).toBe(false);
    expect(doc.querySelectorAll('a')[1].getAttribute('target')).toBe('_blank');
    expect(doc.querySelector('iframe, style, img, [onclick]')).toBeNull();
    expect(doc.body.textContent).toBe('红xyz');
  });
});

describe('phone numbers and e-mail addresses on the detail page', () => {
  it('calls a phone or mobile number and writes to an e-mail address when tapped', () => {
    const row = {
      id: 7,
      enterprise_id: 7,
      enterprise_name: '华锐智能',
      phone: '0755-6600000',
      mobile: '13912340001',
      email: 'chen@huarui.cn',
      website: 'huarui.cn',
    } as EntityRow;
    renderPage('/customer/customerInfo?id=7', <DetailFields def={customerEntity} row={row} />);
    expect(within(cell('电话')).getByRole('link', { name: '0755-6600000' }).getAttribute('href')).toBe(
      'tel:0755-6600000',
    );
    expect(within(cell('手机')).getByRole('link', { name: '13912340001' }).getAttribute('href')).toBe(
      'tel:13912340001',
    );
    expect(within(cell('邮箱')).getByRole('link', { name: 'chen@huarui.cn' }).getAttribute('href')).toBe(
      'mailto:chen@huarui.cn',
    );
    expect(within(cell('网址')).queryByRole('link')).toBeNull();
  });
});
