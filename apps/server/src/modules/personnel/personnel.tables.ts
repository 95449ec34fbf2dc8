import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

const createTime = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updateTime = () => timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ids = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/** One row of a property handover: what changes hands, how many, and a note. */
export type HandoverItem = { item_name: string; quantity: number; remark: string };

/** 财产交接: company property handed from one member to another; the receiver confirms it. */
export const propertyHandovers = pgTable(
  'hr_property_handover',
  {
    handover_id: serial('handover_id').primaryKey(),
    from_user_id: integer('from_user_id').notNull(),
    to_user_id: integer('to_user_id').notNull(),
    handover_date: date('handover_date', { mode: 'string' }).notNull(),
    items: jsonb('items').$type<HandoverItem[]>().notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    /** 1 待确认, 2 已确认 */
    status: smallint('status').notNull().default(1),
    attachments: ids('attachments'),
    confirm_time: timestamp('confirm_time', { withTimezone: true, mode: 'date' }),
    create_user_id: integer('create_user_id').notNull(),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    index('hr_property_handover_to_idx').on(t.to_user_id, t.status),
    index('hr_property_handover_from_idx').on(t.from_user_id),
    index('hr_property_handover_date_idx').on(t.handover_date),
  ],
);
