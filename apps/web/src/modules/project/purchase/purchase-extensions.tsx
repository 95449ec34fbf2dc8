import {
  DOC_APPROVED,
  internalPurchaseEntity,
  PURCHASE,
  purchaseEntity,
  purchaseRefundEntity,
  RECEIVE,
  REQUISITION,
  supplierEntity,
} from '@suwork/domain/entities';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { entityApi, type EntityRow } from '../../../engine/entity-api.ts';
import { extend, mergeExtensions, type EntityExtensions } from '../../../engine/extensions.ts';

const ReceiveButton = lazyPart(() => import('./ReceiveButton.tsx').then((m) => m.ReceiveButton), null);
const ReturnLinesInput = lazyPart(() => import('./ReturnLinesInput.tsx').then((m) => m.ReturnLinesInput), null);
const HandleRequisitionButton = lazyPart(
  () => import('./HandleRequisitionButton.tsx').then((m) => m.HandleRequisitionButton),
  null,
);
const SupplierStatementTab = lazyPart(
  () => import('./SupplierStatementTab.tsx').then((m) => m.SupplierStatementTab),
  null,
);

const approved = (row: EntityRow) => [PURCHASE.toPay, PURCHASE.done].includes(Number(row.status) as 1 | 5);

/**
 * What 采购 adds to the engine's pages (提交审批 and the approval come with the engine): 收货 and 退货 of an approved
 * order; a 采购退货's lines chosen among its order's; a supplier's 对账; 处理 of an approved 内部采购.
 */
export const PURCHASE_EXTENSIONS: EntityExtensions = mergeExtensions(
  extend(internalPurchaseEntity, {
    detailActions: [
      {
        key: 'handle',
        node: 'project_internalPurchase_handle',
        show: (row) => row.status === DOC_APPROVED && row.handle_status === REQUISITION.open,
        render: (row) => <HandleRequisitionButton row={row} />,
      },
    ],
  }),
  extend(supplierEntity, {
    detailTabs: [{ key: 'statement', label: '对账', render: (row) => <SupplierStatementTab supplierId={row.id} /> }],
  }),
  extend(purchaseEntity, {
    detailActions: [
      {
        key: 'receive',
        node: 'project_procurement_receive',
        show: (row) => approved(row) && Number(row.receive_status) !== RECEIVE.all,
        render: (row) => <ReceiveButton row={row} />,
      },
    ],
    recordLinks: [
      {
        key: 'return',
        label: '退货/退款',
        node: 'project_procurementRefund_add',
        route: purchaseRefundEntity.routes.add,
        query: (row) => ({ purchase_id: row.id }),
        show: approved,
      },
    ],
  }),
  extend(purchaseRefundEntity, {
    fieldWidgets: { items: () => <ReturnLinesInput /> },
    // 退货/退款 from an order (?purchase_id=…): the order by name
    addDefaults: {
      param: 'purchase_id',
      load: async (id, signal) => {
        const o = (await entityApi(purchaseEntity).info(id, { signal })).data;
        return { purchase_id: o.id, purchase_name: o.content ?? '' };
      },
    },
  }),
);
