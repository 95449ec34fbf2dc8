import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 数据备份: one row per backup taken by the server (立即备份 or the daily schedule); the archive is
 * `DATA_DIR/backups/<file_name>`, or the file store's object `storage_key` when kept in the bucket. At most one is running at a time (`status` 1), across instances.
 */
export const backups = pgTable(
  'sys_backup',
  {
    id: serial('id').primaryKey(),
    file_name: varchar('file_name', { length: 100 }).notNull(),
    /** BACKUP_STATUS: 1 备份中, 2 成功, 3 失败 */
    status: smallint('status').notNull(),
    /** BACKUP_TRIGGER: 1 手动, 2 定时 */
    trigger: smallint('trigger').notNull(),
    /** BACKUP_TARGET: 1 DATA_DIR/backups, 2 the file store's bucket under `storage_key` */
    target: smallint('target').notNull().default(1),
    storage_key: varchar('storage_key', { length: 200 }),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    rows: bigint('rows', { mode: 'number' }).notNull().default(0),
    files: integer('files').notNull().default(0),
    error: text('error').notNull().default(''),
    user_id: integer('user_id'),
    user_name: varchar('user_name', { length: 64 }).notNull().default(''),
    start_time: at('start_time').notNull().defaultNow(),
    end_time: at('end_time'),
  },
  (t) => [
    uniqueIndex('sys_backup_running_uq')
      .on(t.status)
      .where(sql`status = 1`),
  ],
);
