import { CONTRACT_STATUS, contractEntity, customerEntity } from '@suwork/domain/entities';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { onPhone } from '../../test/phone-window.ts';
import { renderPage } from '../../test/render-page.tsx';
import { EntityListPage } from '../EntityListPage.tsx';

const contract = {
  id: 5,
  contract_id: 5,
  contract_no: 'HT-20261128-0006',
  title: '恒通物流仓储云平台一期合同',
  company_name: '上海恒通物流股份有限公司',
  sign_user_id: 3,
  sign_user_name: '王强',
  sign_date: '2026-11-28',
  end_date: '2027-11-27',
  contract_type: 1,
  amount: '356402.00',
  back_amount: '100000.00',
  stay_amount: '256402.00',
  status: 2,
  owner_user_name: '王强',
  create_time: '2026-11-28 10:00:00',
};
const customer = {
  id: 7,
  enterprise_id: 7,
  enterprise_name: '深圳市华锐智能科技有限公司',
  source: 2,
  level: 1,
  deal_status: 2,
  contact_name: '陈晓东',
  phone: '0755-6600000',
  next_follow_time: '2026-11-29 18:01:14',
  owner_user_name: '王强',
  create_time: '2026-10-19 18:01:15',
};

beforeEach(() => {
  onPhone();
  fakeApi({
    '/api/Contract/getList': ok([contract], { count: 1 }),
    '/api/Customer/getList': ok([customer], { count: 1 }),
    '/api/ListColumn/get': ok({ columns: [] }),
  });
});
afterEach(() => vi.restoreAllMocks());

const cardOf = async (name: string) => (await screen.findByRole('link', { name })).closest('li') as HTMLElement;
const factOf = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('a list on a phone', () => {
  it('shows a contract card with its amount, what is still to collect and its status as a coloured tag', async () => {
    renderPage('/customer/contract', <EntityListPage entity={contractEntity} />, { nodes: ['customer_contract'] });
    const card = await cardOf('恒通物流仓储云平台一期合同');
    expect(factOf(card, '合同编号').textContent).toBe('HT-20261128-0006');
    expect(factOf(card, '客户名称').textContent).toBe('上海恒通物流股份有限公司');
    expect(factOf(card, '合同金额（元）').textContent).toBe('356,402.00');
    expect(factOf(card, '未回款（元）').textContent).toBe('256,402.00');
    // 2: in approval, under way
    const tag = within(card).getByText(CONTRACT_STATUS[2]);
    expect(tag.className).toContain('ant-tag-processing');
    expect(within(card).queryByText('公司签约人')).toBeNull();
  });

  it('shows a customer card with its level, contact and a phone number that calls', async () => {
    renderPage('/customer/customer', <EntityListPage entity={customerEntity} />, { nodes: ['customer_customer'] });
    const card = await cardOf('深圳市华锐智能科技有限公司');
    expect(within(card).getByText('已成交').className).toContain('ant-tag-success');
    expect(factOf(card, '客户级别').textContent).toBe('A（重点客户）');
    expect(factOf(card, '联系人').textContent).toBe('陈晓东');
    expect(within(factOf(card, '电话')).getByRole('link', { name: '0755-6600000' }).getAttribute('href')).toBe(
      'tel:0755-6600000',
    );
  });
});
