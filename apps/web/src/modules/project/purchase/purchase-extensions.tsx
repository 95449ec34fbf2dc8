import { PURCHASE, purchaseEntity, RECEIVE } from '@suwork/domain/entities';
import { lazyPart } from '../../../components/lazy-part.tsx';
import type { EntityRow } from '../../../engine/entity-api.ts';
import { extend, type EntityExtensions } from '../../../engine/extensions.ts';

const ReceiveButton = lazyPart(() => import('./ReceiveButton.tsx').then((m) => m.ReceiveButton), null);

const approved = (row: EntityRow) => [PURCHASE.toPay, PURCHASE.done].includes(Number(row.status) as 1 | 5);

/** What 采购 adds to the engine's pages (提交审批 and the approval come with the engine): 收货 of an approved order. */
export const PURCHASE_EXTENSIONS: EntityExtensions = {
  ...extend(purchaseEntity, {
    detailActions: [
      {
        key: 'receive',
        node: 'project_procurement_receive',
        show: (row) => approved(row) && Number(row.receive_status) !== RECEIVE.all,
        render: (row) => <ReceiveButton row={row} />,
      },
    ],
  }),
};
