import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// 云文档: the items of each space in a tree, their versions, shares, share links, favourites and recent opens.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createTime = () => at('create_time').notNull().defaultNow();

/** Folders, uploaded files and online documents; `deleted_time` set = in the 回收站 (its subtree goes with it). */
export const docItems = pgTable(
  'doc_item',
  {
    id: serial('id').primaryKey(),
    /** DOC_SPACE: 1 个人空间 (space_id = the member), 2 项目空间 (space_id = the project) */
    space_type: smallint('space_type').notNull(),
    space_id: integer('space_id').notNull(),
    /** 0: the space's root */
    parent_id: integer('parent_id').notNull().default(0),
    /** DOC_KIND: 1 文件夹, 2 文件, 3 在线文档 */
    kind: smallint('kind').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    ext: varchar('ext', { length: 20 }).notNull().default(''),
    /** the current version's sys_file (files only) */
    file_id: integer('file_id').notNull().default(0),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** online documents: sanitised HTML */
    content: text('content').notNull().default(''),
    version: integer('version').notNull().default(1),
    create_user_id: integer('create_user_id').notNull(),
    update_user_id: integer('update_user_id').notNull(),
    create_time: createTime(),
    update_time: at('update_time').notNull().defaultNow(),
    deleted_time: at('deleted_time'),
    deleted_by: integer('deleted_by').notNull().default(0),
  },
  (t) => [
    index('doc_item_parent_idx').on(t.space_type, t.space_id, t.parent_id),
    index('doc_item_deleted_idx').on(t.deleted_time),
  ],
);

/** Earlier versions of a file, kept when a file of the same name is uploaded into its folder again. */
export const docVersions = pgTable(
  'doc_version',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    version: integer('version').notNull(),
    file_id: integer('file_id').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    create_user_id: integer('create_user_id').notNull(),
    create_time: createTime(),
  },
  (t) => [uniqueIndex('doc_version_uq').on(t.item_id, t.version)],
);

/** An item shared with a member (target_type 1) or a department (2) as 可查看 (role 1) or 可编辑 (2). */
export const docShares = pgTable(
  'doc_share',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    target_type: smallint('target_type').notNull(),
    target_id: integer('target_id').notNull(),
    role: smallint('role').notNull(),
    expire_time: at('expire_time'),
    create_user_id: integer('create_user_id').notNull(),
    create_time: createTime(),
  },
  (t) => [
    uniqueIndex('doc_share_uq').on(t.item_id, t.target_type, t.target_id),
    index('doc_share_target_idx').on(t.target_type, t.target_id),
  ],
);

/** Public share links: only the token's SHA-256 is kept; a link may expire and may be revoked. */
export const docLinks = pgTable(
  'doc_link',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expire_time: at('expire_time'),
    revoked_time: at('revoked_time'),
    create_user_id: integer('create_user_id').notNull(),
    create_time: createTime(),
  },
  (t) => [uniqueIndex('doc_link_token_uq').on(t.token_hash), index('doc_link_item_idx').on(t.item_id)],
);

/** 我的收藏 */
export const docCollects = pgTable(
  'doc_collect',
  { user_id: integer('user_id').notNull(), item_id: integer('item_id').notNull(), create_time: createTime() },
  (t) => [primaryKey({ columns: [t.user_id, t.item_id] })],
);

/** 最近打开 (homePage) */
export const docRecents = pgTable(
  'doc_recent',
  {
    user_id: integer('user_id').notNull(),
    item_id: integer('item_id').notNull(),
    open_time: at('open_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.item_id] }), index('doc_recent_user_idx').on(t.user_id, t.open_time)],
);

export type DocItem = typeof docItems.$inferSelect;

/** 团队分组: a named space (DOC_SPACE.group) shared by its members. */
export const docGroups = pgTable(
  'doc_group',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    create_user_id: integer('create_user_id').notNull(),
    create_time: createTime(),
  },
  (t) => [uniqueIndex('doc_group_name_uq').on(t.name)],
);

/** A member of a 分组 and their DOC_GROUP_ROLE (the creator is its 管理员). */
export const docGroupMembers = pgTable(
  'doc_group_member',
  {
    group_id: integer('group_id').notNull(),
    user_id: integer('user_id').notNull(),
    role: smallint('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.group_id, t.user_id] }), index('doc_group_member_user_idx').on(t.user_id)],
);
