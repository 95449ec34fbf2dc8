import { screen, within } from '@testing-library/react';
import { contractEntity, customerEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { EntityDetailPage } from '../EntityDetailPage.tsx';
import { routePath } from '../route-paths.ts';

const contract = {
  id: 5,
  contract_no: 'HT-20240501-0001',
  title: '年度维保合同',
  enterprise_id: 7,
  company_name: '上海华东科技有限公司',
  sign_date: '2024-05-01',
  end_date: '2025-04-30',
  amount: '186000.00',
  back_amount: '85800.00',
  stay_amount: '100200.00',
  status: 3,
  owner_user_id: 3,
  owner_user_name: '王强',
  product_lines: [],
};

beforeEach(() => {
  fakeApi({
    '/api/Contract/info': ok(contract),
    '/api/Customer/info': ok({
      id: 7,
      enterprise_name: '上海华东科技有限公司',
      owner_user_id: 3,
      owner_user_name: '王强',
    }),
    '/api/CommonFollow/getList': ok({}, { count: 0 }),
  });
});

/** The header's key figures, label → what it reads. */
const figures = async () => {
  const group = await screen.findByRole('group', { name: '关键数据' });
  return Object.fromEntries(
    [...group.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
};

describe('the key figures of a detail header', () => {
  it('a contract shows its amount, what is collected, what is outstanding and its status', async () => {
    renderPage(routePath('contractInfo', { id: 5 }), <EntityDetailPage entity={contractEntity} />, {
      nodes: ['customer_contract'],
    });
    expect(await figures()).toEqual({
      '合同金额（元）': '186,000.00',
      '已回款（元）': '85,800.00',
      '未回款（元）': '100,200.00',
      合同状态: '已通过',
    });
    // the facts under them are the other list fields and the owner
    const facts = [...document.querySelectorAll('dt')].filter((dt) => !dt.closest('[role="group"]'));
    expect(facts.map((dt) => dt.textContent)).toEqual([
      '合同编号',
      '客户名称',
      '公司签约人',
      '签约日期',
      '结束日期',
      '负责人',
    ]);
    expect(within(facts[0].parentElement!).getByText('HT-20240501-0001')).toBeTruthy();
  });

  it('an entity that declares none shows no figures', async () => {
    renderPage('/customer/customerInfo?id=7', <EntityDetailPage entity={customerEntity} />, {
      nodes: ['customer_customer'],
    });
    await screen.findByRole('heading', { name: '上海华东科技有限公司' });
    expect(screen.queryByRole('group', { name: '关键数据' })).toBeNull();
  });
});
