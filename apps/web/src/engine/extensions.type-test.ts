// Compiled with the app (never imported): a module's extension of an entity reads its rows typed from the
// declaration. Each expected error below proves a misspelling fails tsc.
import { offerEntity, OFFER_DRAFT } from '@suwork/domain/entities';
import { extend, type RecordOf } from './extensions.ts';
import type { EntityRow } from './entity-api.ts';

export const typed = extend(offerEntity, {
  recordCommands: [
    {
      key: 'send',
      label: '发送',
      node: 'customer_offer_edit',
      show: (row) => row.status === OFFER_DRAFT,
      confirm: (row) => `发送报价「${row.title}」？`,
      run: async (row) => ({ msg: String(row.id) }),
    },
  ],
  // @ts-expect-error a misspelt column of the record
  deleteBlocked: (row) => (row.titel ? '' : undefined),
  // a name read beside a picked record is a cell like any other
  cells: { enterprise_id: (row) => String(row.enterprise_name ?? '') },
});

/** A typed record is still an engine row, so the engine's helpers take it. */
export const asRow = (row: RecordOf<typeof offerEntity>): EntityRow => row;

export const badNode = extend(offerEntity, {
  // @ts-expect-error a node misspelt
  detailActions: [{ key: 'x', node: 'customer_ofer_edit', render: () => null }],
});
