import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 0 });

/** One column of a saved 列设置 (checked against the entity's list columns when saved, filtered again when read). */
export type StoredListColumn = { key: string; hidden: boolean; width: number | null };

/**
 * 列设置: a member's columns of one engine list (the entity key) — order, shown or hidden, width. One row per member
 * and list; none means the declared defaults.
 */
export const listColumnSettings = pgTable(
  'sys_list_column',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    list_key: varchar('list_key', { length: 64 }).notNull(),
    settings: jsonb('settings').$type<{ columns: StoredListColumn[] }>().notNull(),
    update_time: at('update_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_list_column_user_list_uq').on(t.user_id, t.list_key)],
);

/** Who has read which published notice (公告), so the shell shows each member only what is new to them. */
export const noticeReads = pgTable(
  'sys_notice_read',
  {
    notice_id: integer('notice_id').notNull(),
    user_id: integer('user_id').notNull(),
    create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_notice_read_pk').on(t.user_id, t.notice_id),
    index('sys_notice_read_notice_idx').on(t.notice_id),
  ],
);
