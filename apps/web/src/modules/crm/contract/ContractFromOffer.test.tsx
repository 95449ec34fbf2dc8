import { fireEvent, screen, waitFor } from '@testing-library/react';
import { contractEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityFormPage } from '../../../engine/EntityFormPage.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { DICTIONARIES_REPLY } from '../../../test/choices-fixtures.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { CONTRACT_EXTENSIONS } from './contract-extensions.tsx';
// the amount's widget, which the form loads when first shown, loaded beforehand
import './ContractAmountInput.tsx';

const line = {
  product_id: 1,
  spec_id: null,
  module_id: null,
  service_id: null,
  product_name: '存储服务器',
  spec_name: '标准版',
  module_name: '',
  unit: '台',
  price: '60000.00',
  quantity: '2.00',
  discount: '0.00',
  subtotal: '120000.00',
  remark: '',
};
const offer = {
  id: 9,
  offer_id: 9,
  title: '数据中心扩容报价',
  enterprise_id: 7,
  chance_id: 5,
  product_lines: [line],
  lines_amount: '120000.00',
  discount: '0.00',
  tax_rate: 13,
  after_tax: '135600.00',
  status: 3,
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Offer/info': ok(offer),
    '/api/Customer/info': ok({ id: 7, enterprise_id: 7, enterprise_name: '上海华东科技有限公司' }),
    '/api/Chance/info': ok({ id: 5, chance_id: 5, chance_name: '华东数据中心扩容' }),
    '/api/Option/getAll': DICTIONARIES_REPLY,
    '/api/user/getList': ok([{ user_id: 3, user_name: '王强' }]),
  });
});

const open = (query: Record<string, number>) =>
  renderPage(
    routePath('addContract', query),
    <EntityFormPage entity={contractEntity} mode="add" extension={CONTRACT_EXTENSIONS[contractEntity.key]} />,
    {
      nodes: ['customer_contract', 'customer_contract_add', 'customer_offer'],
    },
  );
const amount = () => screen.findByLabelText('合同金额（元）') as Promise<HTMLInputElement>;

describe('转为合同 from an accepted quote', () => {
  it('starts from the quote: its customer, opportunity, amount with tax and product lines', async () => {
    open({ offer_id: 9, enterprise_id: 7, chance_id: 5, step: 1 });
    expect((await amount()).value).toBe('135600.00');
    expect(screen.getByText('存储服务器')).toBeTruthy();
    expect(await screen.findByText('上海华东科技有限公司')).toBeTruthy();
    expect(await screen.findByText('华东数据中心扩容')).toBeTruthy();
    expect(await screen.findByText('数据中心扩容报价')).toBeTruthy();
    expect(api.to('/api/Offer/info')[0].query.get('id')).toBe('9');
  });

  it("is named after the quote, and says how its amount with tax comes from the lines' total", async () => {
    open({ offer_id: 9, enterprise_id: 7, chance_id: 5, step: 1 });
    expect(((await screen.findByLabelText('合同名称')) as HTMLInputElement).value).toBe('数据中心扩容合同');
    expect(
      await screen.findByText('产品明细合计 120,000.00 元，按报价「数据中心扩容报价」的税率 13%计为含税 135,600.00 元'),
    ).toBeTruthy();
    // changed by hand, the amount no longer follows the lines: the note says by how much and offers both figures
    fireEvent.change(await amount(), { target: { value: '130000' } });
    expect(
      await screen.findByText(
        '与产品明细合计 120,000.00 元相差 10,000.00 元，请核对（如含税或另有费用，可在备注中说明）',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '按报价税率 13%计为 135,600.00 元' }));
    await waitFor(async () => expect((await amount()).value).toBe('135600.00'));
    expect(
      await screen.findByText('产品明细合计 120,000.00 元，按报价「数据中心扩容报价」的税率 13%计为含税 135,600.00 元'),
    ).toBeTruthy();
  });

  it('a quote that cannot be read leaves the amount and lines empty; from an opportunity nothing is read', async () => {
    api.on('/api/Offer/info', { code: 404, msg: '记录不存在', data: null });
    const first = open({ offer_id: 9, enterprise_id: 7 });
    expect((await amount()).value).toBe('');
    expect(screen.queryByText('存储服务器')).toBeNull();
    first.unmount();

    api.sent.length = 0;
    open({ chance_id: 5, enterprise_id: 7 });
    expect((await amount()).value).toBe('');
    await waitFor(() => expect(api.to('/api/Chance/info')).toHaveLength(1));
    expect(api.to('/api/Offer/info')).toHaveLength(0);
  });
});
