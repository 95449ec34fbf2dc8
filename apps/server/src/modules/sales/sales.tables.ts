import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// 商机阶段设置: stage groups (several, each for some departments or for all) and their ordered stages; the stage
// history of every opportunity; opportunities and the rivals met in them.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A stage group; `dept_ids` empty: the group of every department that has none of its own. */
export const stageGroups = pgTable(
  'crm_stage_group',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    dept_ids: integer('dept_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    sort: integer('sort').notNull().default(0),
    /** 1 启用, 2 停用 */
    status: smallint('status').notNull().default(1),
    create_time: at('create_time').notNull().defaultNow(),
    update_time: at('update_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('crm_stage_group_name_uq').on(t.name)],
);

/** A stage of a group, in order; `percent` is the win rate an opportunity takes when it enters the stage. */
export const stages = pgTable(
  'crm_stage',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('crm_stage_group_idx').on(t.group_id, t.sort)],
);

/** Every stage an opportunity entered: who moved it, when, from where (none when it was created). */
export const stageLog = pgTable(
  'crm_chance_stage_log',
  {
    id: serial('id').primaryKey(),
    chance_id: integer('chance_id').notNull(),
    from_stage_id: integer('from_stage_id'),
    to_stage_id: integer('to_stage_id').notNull(),
    from_name: varchar('from_name', { length: 50 }).notNull().default(''),
    to_name: varchar('to_name', { length: 50 }).notNull(),
    user_id: integer('user_id').notNull(),
    create_time: at('create_time').notNull().defaultNow(),
  },
  (t) => [index('crm_chance_stage_log_chance_idx').on(t.chance_id, t.id)],
);

/** Rivals met in an opportunity. */
export const chanceRivals = pgTable(
  'crm_chance_rival',
  {
    chance_id: integer('chance_id').notNull(),
    rival_id: integer('rival_id').notNull(),
    create_time: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'crm_chance_rival_pk', columns: [t.chance_id, t.rival_id] }),
    index('crm_chance_rival_rival_idx').on(t.rival_id),
  ],
);
