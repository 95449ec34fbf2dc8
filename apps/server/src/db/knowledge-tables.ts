import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

// 知识库: a tree of categories and the articles filed in them; a deleted article waits in the 知识库回收站.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 知识分类; parent_id 0 is the top level. */
export const knowCategories = pgTable(
  'know_category',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    parent_id: integer('parent_id').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    create_user_id: integer('create_user_id').notNull(),
    create_time: at('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('know_category_name_uq').on(t.parent_id, t.name)],
);

/** 知识文章; `deleted_time` set = in the 知识库回收站. */
export const knowArticles = pgTable(
  'know_article',
  {
    id: serial('id').primaryKey(),
    category_id: integer('category_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    /** sanitised HTML */
    content: text('content').notNull().default(''),
    /** sys_file ids */
    attachments: integer('attachments').array().notNull().default([]),
    is_top: boolean('is_top').notNull().default(false),
    view_count: integer('view_count').notNull().default(0),
    create_user_id: integer('create_user_id').notNull(),
    update_user_id: integer('update_user_id').notNull(),
    create_time: at('create_time').notNull().defaultNow(),
    update_time: at('update_time').notNull().defaultNow(),
    deleted_time: at('deleted_time'),
    deleted_by: integer('deleted_by').notNull().default(0),
  },
  (t) => [index('know_article_category_idx').on(t.category_id), index('know_article_deleted_idx').on(t.deleted_time)],
);

export type KnowCategory = typeof knowCategories.$inferSelect;
export type KnowArticle = typeof knowArticles.$inferSelect;
