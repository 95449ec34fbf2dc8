import { INVOICE_MSG } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { appForFile, SALES } from './harness.ts';

const { t } = await appForFile();
const seller = await t.login(SALES);

type Row = Record<string, unknown>;
const post = async (url: string, body: Row) =>
  (await t.call<{ id: number }>('POST', url, { token: seller, body })).body;
const infoOf = async (id: number) =>
  (await t.call<Row>('GET', '/api/Customer/info', { token: seller, query: { id } })).body.data;

/** a valid unified social credit code */
const TAX_NUMBER = '91350100M000100Y43';
const DETAILS = {
  invoice_title: '深圳华锐智能科技有限公司',
  bank_name: '招商银行深圳科技园支行',
  account_no: '755912345610801',
  invoice_address: '深圳市南山区科技园南区',
  invoice_phone: '0755-86001234',
};

describe("a customer's 开票信息", () => {
  it('is kept with the customer and read back, its 纳税人识别号 in capitals', async () => {
    const added = await post('/api/Customer/add', {
      enterprise_name: '开票信息客户',
      ...DETAILS,
      tax_number: TAX_NUMBER.toLowerCase(),
    });
    expect(added.msg).toBe('操作成功');
    expect(await infoOf(added.data.id)).toMatchObject({ ...DETAILS, tax_number: TAX_NUMBER });
  });

  it('refuses a 纳税人识别号 that is not a unified social credit code, naming the field, on add and on update', async () => {
    expect(
      await post('/api/Customer/add', { enterprise_name: '错误税号客户', tax_number: '91350100M000100Y44' }),
    ).toMatchObject({ code: 400, msg: INVOICE_MSG.taxNumber, field: 'tax_number' });
    const { data } = await post('/api/Customer/add', { enterprise_name: '稍后填写税号客户' });
    expect(await post('/api/Customer/update', { id: data.id, tax_number: '123' })).toMatchObject({
      code: 400,
      msg: INVOICE_MSG.taxNumber,
      field: 'tax_number',
    });
    expect((await infoOf(data.id)).tax_number).toBe('');
  });
});

describe('a refused request names the body field it is about', () => {
  it("from the field's own rule (a phone, a required name)", async () => {
    expect(await post('/api/Customer/add', { enterprise_name: '坏电话客户', invoice_phone: 'abc' })).toMatchObject({
      code: 400,
      field: 'invoice_phone',
    });
    expect(await post('/api/Customer/add', { enterprise_name: '' })).toMatchObject({
      code: 400,
      msg: '请输入客户名称',
      field: 'enterprise_name',
    });
  });

  it('but names none for a field the body may not carry', async () => {
    const res = await post('/api/Customer/add', { enterprise_name: '多余字段客户', nonsense: 1 });
    expect(res).toMatchObject({ code: 400, msg: '不允许的字段：nonsense' });
    expect(res).not.toHaveProperty('field');
  });
});
