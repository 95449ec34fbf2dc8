import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Attempts counted per key: sign-in failures ('acct:<user_id>', 'name:<typed>', 'ip:<address>', and at an account's
 * places 'acct:<user_id>@ip:<address>', 'acct:<user_id>@dev:<device>'), successful sign-ins at a place
 * ('seen:<user_id>@ip:…', 'seen:<user_id>@dev:…') and registrations ('reg:<address>'); `window_start` is when the
 * window began, or for sign-ins the last attempt counted. One row per key, changed by single statements, so parallel
 * attempts are counted exactly.
 */
export const attemptCounters = pgTable('sys_attempt_counter', {
  key: varchar('key', { length: 160 }).primaryKey(),
  window_start: at('window_start').notNull(),
  n: integer('n').notNull(),
});

/**
 * Security-relevant events, append-only: a trigger (migration 0022) refuses UPDATE, DELETE and TRUNCATE.
 * `result`: success | failure | denied.
 */
export const auditLogs = pgTable(
  'sys_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    create_time: at('create_time').notNull().defaultNow(),
    /** null for an anonymous actor (a failed sign-in, a share link) */
    user_id: integer('user_id'),
    user_name: varchar('user_name', { length: 64 }).notNull().default(''),
    action: varchar('action', { length: 32 }).notNull(),
    /** what was acted on, e.g. 'file:12', 'customer:3', 'role:1', 'POST /api/Customer/info' */
    target: varchar('target', { length: 255 }).notNull().default(''),
    detail: text('detail').notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    result: varchar('result', { length: 16 }).notNull(),
  },
  (t) => [
    index('sys_audit_log_time_idx').on(t.create_time),
    index('sys_audit_log_user_idx').on(t.user_id, t.create_time),
    index('sys_audit_log_action_idx').on(t.action, t.create_time),
  ],
);

/**
 * The first answer to a create sent with an `Idempotency-Key` header, per member and key, kept 24 hours.
 * status 1: in progress; 2: answered (`http`, `body`).
 */
export const idempotencyKeys = pgTable(
  'sys_idempotency_key',
  {
    user_id: integer('user_id').notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    route: varchar('route', { length: 255 }).notNull(),
    status: smallint('status').notNull().default(1),
    http: integer('http'),
    body: text('body'),
    create_time: at('create_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] }), index('sys_idempotency_key_time_idx').on(t.create_time)],
);
