import { RECEIVABLE_VOID } from '@suwork/domain';
import { CONTRACT_VOID, contractEntity, DOC_IN_APPROVAL, receivableEntity } from '@suwork/domain/entities';
import type { EntityRow } from '../../../engine/entity-api.ts';
import { extend, type EntityExtensions } from '../../../engine/extensions.ts';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { contractApi, contractFromOffer } from './contract-api.ts';
import { CONTRACT_EDIT, FINANCE_COLLECTION, FINANCE_CORRECT, RECEIVABLE_EDIT } from './contract-nodes.ts';
import { isConfirmed } from './receipt-state.ts';

const ConfirmReceiptButton = lazyPart(
  () => import('./ConfirmReceiptButton.tsx').then((m) => m.ConfirmReceiptButton),
  null,
);
const ContractAmountInput = lazyPart(
  () => import('./ContractAmountInput.tsx').then((m) => m.ContractAmountInput),
  null,
);

const statusOf = (row: EntityRow) => Number(row.status);

/**
 * What the money chain adds to the engine pages of 合同 and 回款记录 (提交审批 and the approval come with the engine's
 * flow documents; 转为合同 from a won opportunity or an accepted quote is in the sales extensions).
 */
export const CONTRACT_EXTENSIONS: EntityExtensions = {
  ...extend(contractEntity, {
    recordCommands: [
      {
        key: 'void',
        label: '作废',
        node: CONTRACT_EDIT,
        show: (row) => statusOf(row) !== DOC_IN_APPROVAL && statusOf(row) !== CONTRACT_VOID,
        confirm: () => '作废后合同及其回款计划将失效，是否继续？',
        run: (row) => contractApi.cancel(row.id),
      },
    ],
    // 转为合同 from an accepted quote starts from its name, amount and product lines
    addDefaults: { param: 'offer_id', load: contractFromOffer },
    // 合同金额 says how it stands against the product lines
    fieldWidgets: { amount: ({ field }) => <ContractAmountInput field={field} /> },
  }),
  ...extend(receivableEntity, {
    // money finance confirmed is voided (with a reason), never deleted; nor confirmed again (更正到账 instead)
    deleteBlocked: (row) =>
      isConfirmed(row) ? `回款记录 ${String(row.hk_number ?? '')} 已确认到账，不能删除，可作废` : undefined,
    recordCommands: [
      {
        key: 'void',
        label: '作废',
        node: RECEIVABLE_EDIT,
        // money finance confirmed is voided by finance, with a reason (作废 among the detail actions)
        show: (row) => statusOf(row) !== RECEIVABLE_VOID && !isConfirmed(row),
        confirm: (row) => `确定作废回款记录「${String(row.hk_number ?? '')}」吗？作废后该笔回款不再计入合同已回款。`,
        run: (row) => contractApi.voidReceivable(row.id),
      },
    ],
    detailActions: [
      {
        key: 'confirm',
        node: FINANCE_COLLECTION,
        show: (row) => statusOf(row) !== RECEIVABLE_VOID && !isConfirmed(row),
        render: (row) => <ConfirmReceiptButton row={row} />,
      },
      {
        key: 'correct',
        node: FINANCE_CORRECT,
        show: (row) => statusOf(row) !== RECEIVABLE_VOID && isConfirmed(row),
        render: (row) => <ConfirmReceiptButton row={row} action="correct" />,
      },
      {
        key: 'voidConfirmed',
        node: FINANCE_CORRECT,
        show: (row) => statusOf(row) !== RECEIVABLE_VOID && isConfirmed(row),
        render: (row) => <ConfirmReceiptButton row={row} action="void" />,
      },
    ],
  }),
};
