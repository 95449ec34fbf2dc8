import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContractTerms } from '@suwork/domain';

/** 合同版本: what each approved amendment changed (the contract's terms before and after), version 2 onwards. */
export const contractVersions = pgTable(
  'crm_contract_version',
  {
    id: serial('id').primaryKey(),
    contract_id: integer('contract_id').notNull(),
    /** the version the contract became */
    version: integer('version').notNull(),
    change_id: integer('change_id').notNull(),
    before: jsonb('before').$type<ContractTerms>().notNull(),
    after: jsonb('after').$type<ContractTerms>().notNull(),
    create_time: timestamp('create_time', { withTimezone: true, mode: 'date', precision: 0 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crm_contract_version_uq').on(t.contract_id, t.version),
    index('crm_contract_version_change_idx').on(t.change_id),
  ],
);
