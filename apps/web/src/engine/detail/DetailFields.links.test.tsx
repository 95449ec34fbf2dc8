import { screen, within } from '@testing-library/react';
import { offerEntity, paymentEntity, recoveryEntity } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import type { EntityRow } from '../entity-api.ts';
import { routePath } from '../route-paths.ts';
import { DetailFields } from './DetailFields.tsx';

const cell = (label: string) =>
  screen
    .getByText(label, { selector: '.ant-descriptions-item-label' })
    .closest('.ant-descriptions-item') as HTMLElement;

describe('records a record names, on its detail page', () => {
  const payment = {
    id: 4,
    code: 'FK-20261120-0001',
    status: 1,
    items: [
      {
        doc_type: 1,
        doc_id: 5,
        doc_code: 'BX-20261101-0002',
        doc_name: 'BX-20261101-0002 11月华东客户巡访差旅费',
        amount: '860.50',
      },
      {
        doc_type: 2,
        doc_id: 7,
        doc_code: 'JK-20261102-0001',
        doc_name: 'JK-20261102-0001 华东客户巡访差旅备用金',
        amount: '1500.00',
      },
    ],
  } as unknown as EntityRow;

  it('付款明细 names each document by its number and name, linking to it, never by its id', () => {
    renderPage('/financial/summayInfo?id=4', <DetailFields def={paymentEntity} row={payment} />, {
      nodes: ['financial_expenseAccount', 'financial_borrow'],
    });
    const items = cell('付款明细');
    expect(
      within(items).getByRole('link', { name: 'BX-20261101-0002 11月华东客户巡访差旅费' }).getAttribute('href'),
    ).toBe(routePath('expenseInfo', { id: 5, flow_type: 5, detail_id: 5 }));
    expect(
      within(items).getByRole('link', { name: 'JK-20261102-0001 华东客户巡访差旅备用金' }).getAttribute('href'),
    ).toBe(routePath('borrowInfo', { id: 7, flow_type: 7, detail_id: 7 }));
    const rows = within(items).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '序号单据类型单据本次付款（元）',
      '1报销BX-20261101-0002 11月华东客户巡访差旅费860.50',
      '2借款JK-20261102-0001 华东客户巡访差旅备用金1,500.00',
    ]);
  });

  it('a document the member has no page of is named without a link', () => {
    renderPage('/financial/summayInfo?id=4', <DetailFields def={paymentEntity} row={payment} />, {
      nodes: ['financial_expenseAccount'],
    });
    const items = cell('付款明细');
    expect(within(items).getByRole('link', { name: /^BX-20261101-0002/ })).toBeTruthy();
    expect(within(items).getByText('JK-20261102-0001 华东客户巡访差旅备用金').closest('a')).toBeNull();
  });

  it("a quote's 原报价 is the first version by name, linking to it; the first version says 本报价", () => {
    const quote = {
      id: 9,
      title: '协同办公平台采购报价（第2版）',
      version: 2,
      root_id: 7,
      root_name: '协同办公平台采购报价',
      status: 1,
    } as unknown as EntityRow;
    const { unmount } = renderPage('/customer/offerInfo?id=9', <DetailFields def={offerEntity} row={quote} />, {
      nodes: ['customer_offer'],
    });
    expect(within(cell('原报价')).getByRole('link', { name: '协同办公平台采购报价' }).getAttribute('href')).toBe(
      routePath('offerInfo', { id: 7 }),
    );
    unmount();
    renderPage(
      '/customer/offerInfo?id=7',
      <DetailFields def={offerEntity} row={{ ...quote, id: 7, version: 1 } as EntityRow} />,
      { nodes: ['customer_offer'] },
    );
    expect(cell('原报价').textContent).toBe('原报价本报价');
  });

  it('a repayment plan shows its 期数 once, not its 期次 number beside it', () => {
    const plan = {
      id: 3,
      contract_id: 2,
      contract_name: '华锐智能安全网关采购合同',
      plan_name: '第1期',
      period: 1,
      amount: '1000.00',
      status: 1,
    } as unknown as EntityRow;
    renderPage('/customer/recoveryInfo?id=3', <DetailFields def={recoveryEntity} row={plan} />, {
      nodes: ['customer_contract'],
    });
    expect(cell('期数').textContent).toBe('期数第1期');
    expect(screen.queryByText('期次')).toBeNull();
    expect(within(cell('合同')).getByRole('link', { name: '华锐智能安全网关采购合同' }).getAttribute('href')).toBe(
      routePath('contractInfo', { id: 2, flow_type: 1, detail_id: 2 }),
    );
  });
});
