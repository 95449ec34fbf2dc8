import {
  contractEntity,
  INVOICE_ALL,
  INVOICE_ISSUABLE,
  invoiceEntity,
  TRANSFER_PENDING,
} from '@suwork/domain/entities';
import { entityApi, type EntityRow } from '../../../engine/entity-api.ts';
import { extend, type EntityExtensions } from '../../../engine/extensions.ts';
import { contractTitles } from './contract-lines.ts';
import { INVOICE_NODES, invoiceApi } from './invoice-api.ts';
import { issuable, statusOf, transferOf } from './invoice-status.ts';
import { lazyPart } from '../../../components/lazy-part.tsx';

const ContractLinesInput = lazyPart(() => import('./ContractLinesInput.tsx').then((m) => m.ContractLinesInput));
const ContractLinesView = lazyPart(() => import('./ContractLinesView.tsx').then((m) => m.ContractLinesView));
const InvoiceRecords = lazyPart(() => import('./InvoiceRecords.tsx').then((m) => m.InvoiceRecords));

/** what was issued on it, or anything after approval */
const hasRecords = (row: EntityRow) => [3, 4, 5, 7].includes(statusOf(row)) || Number(row.invoice_amount ?? 0) > 0;

/**
 * What 发票管理 adds to the engine pages of 开票申请 (提交审批, 撤回 and 审批流程 come with the engine's flow documents):
 * the contract lines in the form and the detail, 开具发票 for finance, 移交, 作废 and the issued invoices.
 */
export const INVOICE_EXTENSIONS: EntityExtensions = {
  ...extend(invoiceEntity, {
    fieldWidgets: { contractList: ({ row }) => <ContractLinesInput invoiceId={row?.id} /> },
    // 新建 from a contract's 开票申请 tab: for its customer (the contract's line is filled by ContractLinesInput)
    addDefaults: {
      param: 'contract_ids',
      load: async (id, signal) => {
        const c = (await entityApi(contractEntity).info(id, { signal })).data;
        return { enterprise_id: c.enterprise_id, enterprise_name: c.enterprise_name };
      },
    },
    fieldViews: { contractList: (row) => <ContractLinesView row={row} /> },
    cells: { contractList: contractTitles },
    recordLinks: [{ key: 'open', label: '开具发票', node: INVOICE_NODES.open, route: 'openInvoice', show: issuable }],
    recordCommands: [
      {
        key: 'transfer',
        label: '移交',
        node: INVOICE_NODES.open,
        show: (row) => statusOf(row) === INVOICE_ALL && transferOf(row) === TRANSFER_PENDING,
        confirm: (row) =>
          `确认申请「${String(row.invoice_code ?? '')}」的发票已全部移交？移交后申请完成，发票不能再作废。`,
        run: (row) => invoiceApi.transfer(row.id),
      },
      {
        key: 'cancel',
        label: '作废',
        node: INVOICE_NODES.page,
        show: (row) => INVOICE_ISSUABLE.includes(statusOf(row)),
        confirm: (row) =>
          `确定作废开票申请「${String(row.invoice_code ?? '')}」吗？未开具的金额将释放回合同，已开具的发票不受影响。`,
        run: (row) => invoiceApi.cancel(row.id),
      },
    ],
    detailTabs: [
      {
        key: 'records',
        label: '开票记录',
        show: hasRecords,
        render: (row) => <InvoiceRecords invoiceId={row.id} voidable={statusOf(row) !== 5} />,
      },
    ],
  }),
};
