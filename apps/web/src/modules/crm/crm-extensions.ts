import { clueEntity, type CLUE_STATUS } from '@suwork/domain/entities';
import { mergeExtensions, type EntityExtensions } from '../../engine/extensions.ts';
import { CHANGE_EXTENSIONS } from './contract-change/change-extensions.tsx';
import { CONTRACT_EXTENSIONS } from './contract/contract-extensions.tsx';
import { SALES_EXTENSIONS } from './sales/sales-extensions.tsx';
import { STORY_EXTENSIONS } from './story/story-extensions.tsx';

/** CLUE_STATUS 已转客户: such a clue cannot be converted again. */
export const CLUE_CONVERTED: keyof typeof CLUE_STATUS = 3;

/**
 * What the CRM module adds to the engine pages, by entity key: 线索 → 转客户, the sales pipeline's (商机, 报价,
 * 竞争对手) and the money chain's (合同, 回款记录, 合同变更) and the customer's 客户全景.
 */
export const CRM_EXTENSIONS: EntityExtensions = mergeExtensions(
  {
    [clueEntity.key]: {
      recordLinks: [{ key: 'transfer', label: '转客户', node: 'customer_clues_transfer', route: 'transferCustomer', show: (row) => Number(row.status) !== CLUE_CONVERTED }],
    },
  },
  SALES_EXTENSIONS,
  CONTRACT_EXTENSIONS,
  CHANGE_EXTENSIONS,
  STORY_EXTENSIONS,
);
