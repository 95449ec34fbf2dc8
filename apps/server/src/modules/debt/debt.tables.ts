import { contractBadEntity, contractBrokenEntity, customerEntity, type RowOf } from '@suwork/domain/entities';
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { entityTableOf } from '../../core/engine/entity-handle.ts';

/** 坏账 or 呆账: both declare the same fields, so their tables, columns and rows have one type. */
export type DebtDef = typeof contractBrokenEntity | typeof contractBadEntity;
export type WriteOffRow = RowOf<DebtDef>;

export const { table: customerTable, cols: customer } = entityTableOf(customerEntity);

// 坏账收回 and 呆账收回: money recovered on an approved write-off. Each is booked as one or more confirmed collections
// (回款记录) on the write-off's contract, one per instalment the write-off had closed (`receivable_ids`).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 0 });

export const debtRecoveries = pgTable(
  'fin_debt_recovery',
  {
    id: serial('id').primaryKey(),
    /** the write-off's flow type: 11 坏账, 12 呆账 */
    kind: smallint('kind').notNull(),
    debt_id: integer('debt_id').notNull(),
    contract_id: integer('contract_id').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    recover_date: date('recover_date', { mode: 'string' }).notNull(),
    pay_method: smallint('pay_method').notNull(),
    remark: text('remark').notNull().default(''),
    attachments: integer('attachments')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    receivable_ids: integer('receivable_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    create_user_id: integer('create_user_id').notNull(),
    create_time: at('create_time').notNull().defaultNow(),
    update_time: at('update_time').notNull().defaultNow(),
  },
  (t) => [
    index('fin_debt_recovery_debt_idx').on(t.kind, t.debt_id, t.id),
    index('fin_debt_recovery_contract_idx').on(t.contract_id),
  ],
);
