import { clueEntity, type CLUE_STATUS } from '@suwork/domain/entities';
import type { EntityExtensions } from '../../engine/extensions.ts';

/** CLUE_STATUS 已转客户: such a clue cannot be converted again. */
export const CLUE_CONVERTED: keyof typeof CLUE_STATUS = 3;

/** What the CRM module adds to the engine pages, by entity key: 线索 → 转客户. */
export const CRM_EXTENSIONS: EntityExtensions = {
  [clueEntity.key]: {
    recordLinks: [{ key: 'transfer', label: '转客户', node: 'customer_clues_transfer', route: 'transferCustomer', show: (row) => Number(row.status) !== CLUE_CONVERTED }],
  },
};
