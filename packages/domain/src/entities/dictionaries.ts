// Dictionaries (选项配置): choice lists an administrator may rename, reorder, extend and disable. The declared
// option maps are their defaults, written into the database once; fixed system states (in_pool, statuses) are not here.
import type { EnumOptions, Field } from './define.ts';
import {
  CHANCE_SOURCE,
  CONTRACT_TYPE,
  CUSTOMER_LEVEL,
  CUSTOMER_SOURCE,
  EXPENSE_TYPE,
  FOLLOW_TYPE,
  INDUSTRY,
  LEAVE_TYPE,
  SEAL_TYPE,
  SUPPLIER_CATEGORY,
} from './options.ts';

export type DictionaryDef = { key: string; title: string; defaults: EnumOptions };

/** Group keys are permanent: records store the option's value, the group says which list it belongs to. */
export const DICTIONARIES: readonly DictionaryDef[] = [
  { key: 'customer_source', title: '客户来源', defaults: CUSTOMER_SOURCE },
  { key: 'industry', title: '所属行业', defaults: INDUSTRY },
  { key: 'customer_level', title: '客户级别', defaults: CUSTOMER_LEVEL },
  { key: 'follow_type', title: '跟进方式', defaults: FOLLOW_TYPE },
  { key: 'chance_source', title: '商机来源', defaults: CHANCE_SOURCE },
  { key: 'contract_type', title: '合同类型', defaults: CONTRACT_TYPE },
  { key: 'expense_type', title: '报销类型', defaults: EXPENSE_TYPE },
  { key: 'leave_type', title: '请假类型', defaults: LEAVE_TYPE },
  { key: 'seal_type', title: '印章类型', defaults: SEAL_TYPE },
  { key: 'supplier_category', title: '供应商类别', defaults: SUPPLIER_CATEGORY },
];

export const DICTIONARY_BY_KEY: ReadonlyMap<string, DictionaryDef> = new Map(DICTIONARIES.map((d) => [d.key, d]));

export function dictionaryOf(key: string): DictionaryDef {
  const d = DICTIONARY_BY_KEY.get(key);
  if (!d) throw new Error(`unknown dictionary ${key}`);
  return d;
}

/** sys_option.status */
export const OPTION_STATUS = { 1: '启用', 2: '停用' } as const;
export const OPTION_ENABLED = 1;
export const OPTION_DISABLED = 2;
export const OPTION_LABEL_MAX = 30;
export const OPTIONS_PER_GROUP_MAX = 100;

/** 标签管理 limits */
export const TAG_NAME_MAX = 20;
export const TAGS_PER_RECORD_MAX = 50;

/** A follow-up's method (跟进方式): not an entity field, but chosen and shown like one. */
export const FOLLOW_TYPE_FIELD: Field = {
  key: 'follow_type',
  label: '跟进方式',
  type: 'enum',
  dict: 'follow_type',
  options: FOLLOW_TYPE,
};
