import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const createTime = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updateTime = () => timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** User groups (用户组): a tree of named groups holding members, offered by member pickers. */
export const userGroups = pgTable(
  'sys_user_group',
  {
    group_id: serial('group_id').primaryKey(),
    group_name: varchar('group_name', { length: 64 }).notNull(),
    parent_id: integer('parent_id').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex('sys_user_group_name_uq').on(t.parent_id, t.group_name)],
);

export const userGroupMembers = pgTable(
  'sys_user_group_member',
  {
    group_id: integer('group_id').notNull(),
    user_id: integer('user_id').notNull(),
  },
  (t) => [
    uniqueIndex('sys_user_group_member_pk').on(t.group_id, t.user_id),
    index('sys_user_group_member_user_idx').on(t.user_id),
  ],
);
