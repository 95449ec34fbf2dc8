import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** The last sequence number given out per numbering rule and day (core/kit/numbering.ts). */
export const numberSequences = pgTable(
  'sys_number_seq',
  {
    rule: varchar('rule', { length: 30 }).notNull(),
    /** YYYYMMDD in the company's zone */
    day: varchar('day', { length: 8 }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ name: 'sys_number_seq_pk', columns: [t.rule, t.day] })],
);
