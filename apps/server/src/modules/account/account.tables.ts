import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 访问令牌: personal access tokens a member makes in 个人资料 for scripts. Only the SHA-256 of a token is kept;
 * its last four characters are kept to tell tokens apart in the list. A revoked token keeps its row (revoked_at).
 */
export const accessTokens = pgTable(
  'sys_access_token',
  {
    token_id: serial('token_id').primaryKey(),
    user_id: integer('user_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    /** sha-256 (hex) of the token; the token itself is never stored */
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    token_tail: varchar('token_tail', { length: 8 }).notNull(),
    create_time: at('create_time').notNull().defaultNow(),
    /** null never expires */
    expires_at: at('expires_at'),
    /** recorded at most once a minute */
    last_used_at: at('last_used_at'),
    last_used_ip: varchar('last_used_ip', { length: 64 }).notNull().default(''),
    revoked_at: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('sys_access_token_hash_uq').on(t.token_hash),
    index('sys_access_token_user_idx').on(t.user_id, t.token_id),
  ],
);
