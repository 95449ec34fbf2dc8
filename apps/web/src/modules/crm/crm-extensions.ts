import { mergeExtensions, type EntityExtensions } from '../../engine/extensions.ts';
import { CLUE_EXTENSIONS } from './clue-extensions.tsx';
import { CHANGE_EXTENSIONS } from './contract-change/change-extensions.tsx';
import { CONTRACT_EXTENSIONS } from './contract/contract-extensions.tsx';
import { SALES_EXTENSIONS } from './sales/sales-extensions.tsx';
import { STORY_EXTENSIONS } from './story/story-extensions.tsx';

export { CLUE_CONVERTED } from './clue-extensions.tsx';

/**
 * What the CRM module adds to the engine pages, by entity key: 线索 → 转客户 and a converted clue's customer, the
 * sales pipeline's (商机, 报价, 竞争对手) and the money chain's (合同, 回款记录, 合同变更) and the customer's 客户全景.
 */
export const CRM_EXTENSIONS: EntityExtensions = mergeExtensions(
  CLUE_EXTENSIONS,
  SALES_EXTENSIONS,
  CONTRACT_EXTENSIONS,
  CHANGE_EXTENSIONS,
  STORY_EXTENSIONS,
);
