import { invoiceEntity, type RowOf } from '@suwork/domain/entities';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { entityTableOf } from '../../core/engine/entity-handle.ts';

/** 开票申请's engine table (fin_invoice) and its columns, typed from the declaration. */
export const { table: invoiceTable, cols: inv } = entityTableOf(invoiceEntity);
export type InvoiceRow = RowOf<typeof invoiceEntity>;

/** What one issued invoice puts on each contract of its application (filled in the application's line order). */
export type RecordShare = { contract_id: number; amount: string };

/**
 * 开票记录: an invoice finance issued on an approved application (开具发票), with the scan or the e-invoice file.
 * A voided record (红冲, status 2) counts for nothing; its number may be registered again.
 */
export const invoiceRecords = pgTable(
  'fin_invoice_record',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id').notNull(),
    invoice_number: varchar('invoice_number', { length: 20 }).notNull(),
    invoice_amount: numeric('invoice_amount', { precision: 14, scale: 2 }).notNull(),
    invoice_date: date('invoice_date', { mode: 'string' }).notNull(),
    shares: jsonb('shares').$type<RecordShare[]>().notNull(),
    /** 1 正常, 2 已作废 */
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    attachments: integer('attachments')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    create_user_id: integer('create_user_id').notNull(),
    void_user_id: integer('void_user_id'),
    create_time: timestamp('create_time', { withTimezone: true, mode: 'date', precision: 0 }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true, mode: 'date', precision: 0 }).notNull().defaultNow(),
  },
  (t) => [
    index('fin_invoice_record_invoice_idx').on(t.invoice_id, t.id),
    uniqueIndex('fin_invoice_record_number_uq')
      .on(t.invoice_number)
      .where(sql`status = 1`),
  ],
);
