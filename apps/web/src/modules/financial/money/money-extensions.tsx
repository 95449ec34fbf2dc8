import {
  BORROW,
  borrowEntity,
  BORROW_LOCKED,
  paymentEntity,
  DOC_APPROVED,
  receivableEntity,
} from '@suwork/domain/entities';
import type { EntityRow } from '../../../engine/entity-api.ts';
import { extend, type EntityExtensions } from '../../../engine/extensions.ts';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { financeApi } from './finance-api.ts';

const RepayButton = lazyPart(() => import('./RepayButton.tsx').then((m) => m.RepayButton), null);
const RepaymentsTab = lazyPart(() => import('./RepaymentsTab.tsx').then((m) => m.RepaymentsTab), null);
const NewPaymentButton = lazyPart(() => import('./NewPaymentButton.tsx').then((m) => m.NewPaymentButton), null);
const StatementMatchButton = lazyPart(
  () => import('./StatementMatchButton.tsx').then((m) => m.StatementMatchButton),
  null,
);

const statusOf = (row: EntityRow) => Number(row.status);
const VOIDABLE_BORROW: readonly number[] = [BORROW.draft, BORROW.toPay, BORROW.rejected, BORROW.withdrawn];

/**
 * What money out adds to its engine pages (提交审批 and the approval come with the engine): 借款 → 登记还款, 还款记录
 * and 作废; 付款 → 新建付款 (a dialog ticking the documents to pay) and 作废 of an approved payment; 收款 → 银行流水匹配.
 */
export const MONEY_EXTENSIONS: EntityExtensions = {
  ...extend(borrowEntity, {
    recordCommands: [
      {
        key: 'void',
        label: '作废',
        node: 'financial_borrow_void',
        show: (row) => VOIDABLE_BORROW.includes(statusOf(row)) && Number(row.paid_money ?? 0) === 0,
        confirm: (row) => `确定作废借款「${String(row.code ?? '')}」吗？作废后不能再付款。`,
        run: (row) => financeApi.voidBorrow(row.id),
      },
    ],
    detailActions: [
      {
        key: 'repay',
        node: 'financial_borrow_repay',
        show: (row) => statusOf(row) === BORROW.paid && Number(row.locked) !== BORROW_LOCKED,
        render: (row) => <RepayButton row={row} />,
      },
    ],
    detailTabs: [{ key: 'repayments', label: '还款记录', render: (row) => <RepaymentsTab borrowId={row.id} /> }],
  }),
  // 收款 (and 回款记录): a bank statement matched line by line, each confirmed by hand
  [receivableEntity.key]: {
    listTools: [{ key: 'statement', node: 'financial_collection', render: () => <StatementMatchButton /> }],
  },
  ...extend(paymentEntity, {
    listTools: [{ key: 'new', node: 'financial_payment_add', render: () => <NewPaymentButton /> }],
    recordCommands: [
      {
        key: 'void',
        label: '作废',
        node: 'financial_payment_void',
        show: (row) => statusOf(row) === DOC_APPROVED,
        confirm: (row) => `确定作废付款单「${String(row.code ?? '')}」吗？作废后所付单据恢复为未付款。`,
        run: (row) => financeApi.voidPayment(row.id),
      },
    ],
  }),
};
