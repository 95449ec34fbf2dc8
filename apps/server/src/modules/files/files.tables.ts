import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

const createTime = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Multipart and slice uploads in progress: who started them, and the key the assembled file will have. */
export const uploads = pgTable(
  'sys_upload',
  {
    upload_id: varchar('upload_id', { length: 32 }).primaryKey(),
    object_key: varchar('object_key', { length: 255 }).notNull(),
    user_id: integer('user_id').notNull(),
    create_time: createTime(),
  },
  (t) => [index('sys_upload_time_idx').on(t.create_time)],
);
