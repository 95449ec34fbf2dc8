import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createTime = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updateTime = () => timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ids = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

export const departments = pgTable(
  'sys_dept',
  {
    dept_id: serial('dept_id').primaryKey(),
    dept_name: varchar('dept_name', { length: 64 }).notNull(),
    parent_id: integer('parent_id').notNull().default(0),
    manager_id: integer('manager_id').notNull().default(0),
    /** menu permission node ids; empty means no restriction */
    menu_ids: ids('menu_ids'),
    sort: integer('sort').notNull().default(0),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex('sys_dept_name_uq').on(t.parent_id, t.dept_name)],
);

export const users = pgTable(
  'sys_user',
  {
    user_id: serial('user_id').primaryKey(),
    user_name: varchar('user_name', { length: 64 }).notNull(),
    user_phone: varchar('user_phone', { length: 32 }).notNull(),
    user_email: varchar('user_email', { length: 128 }).notNull().default(''),
    user_pwd: text('user_pwd').notNull(),
    nick_name: varchar('nick_name', { length: 64 }).notNull().default(''),
    dept_id: integer('dept_id').notNull().default(0),
    job_number: varchar('job_number', { length: 32 }).notNull().default(''),
    ranks: varchar('ranks', { length: 64 }).notNull().default(''),
    /** 1 enabled, 2 disabled */
    status: smallint('status').notNull().default(1),
    /** 3 may set department leaders; default 1 */
    role: smallint('role').notNull().default(1),
    manager_id: integer('manager_id').notNull().default(0),
    /** 2 leader of the department, 1 not */
    is_leader: smallint('is_leader').notNull().default(1),
    social_plan_id: integer('social_plan_id').notNull().default(0),
    avatar_url: varchar('avatar_url', { length: 512 }).notNull().default(''),
    valid_time: timestamp('valid_time', { withTimezone: true, mode: 'date' }),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    uniqueIndex('sys_user_phone_uq').on(t.user_phone),
    uniqueIndex('sys_user_email_uq')
      .on(t.user_email)
      .where(sql`${t.user_email} <> ''`),
    index('sys_user_name_idx').on(t.user_name),
    index('sys_user_dept_idx').on(t.dept_id),
  ],
);

export const roles = pgTable(
  'sys_role',
  {
    role_id: serial('role_id').primaryKey(),
    role_name: varchar('role_name', { length: 64 }).notNull(),
    /** 1 active, 2 disabled */
    status: smallint('status').notNull().default(1),
    node_ids: ids('node_ids'),
    /** DATA_SCOPE: 1 self, 2 dept, 3 dept and children, 4 all, 5 chosen departments */
    data_scope: smallint('data_scope').notNull().default(1),
    scope_dept_ids: ids('scope_dept_ids'),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex('sys_role_name_uq').on(t.role_name)],
);

export const userRoles = pgTable(
  'sys_user_role',
  {
    user_id: integer('user_id').notNull(),
    role_id: integer('role_id').notNull(),
  },
  (t) => [uniqueIndex('sys_user_role_pk').on(t.user_id, t.role_id), index('sys_user_role_role_idx').on(t.role_id)],
);

export const sessions = pgTable(
  'sys_session',
  {
    /** sha-256 of the token; the token itself is never stored */
    token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
    user_id: integer('user_id').notNull(),
    create_time: createTime(),
    last_seen: timestamp('last_seen', { withTimezone: true, mode: 'date' }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    user_agent: varchar('user_agent', { length: 255 }).notNull().default(''),
  },
  (t) => [index('sys_session_user_idx').on(t.user_id)],
);

/**
 * An export a member follows under a key of their own choosing: how far it has written, and whether they asked
 * to cancel it (any instance may answer the progress; the one writing reads the cancel with each batch).
 */
export const exportJobs = pgTable(
  'sys_export_job',
  {
    user_id: integer('user_id').notNull(),
    job_key: varchar('job_key', { length: 64 }).notNull(),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** EXPORT_STATUS: 1 writing, 2 written, 3 failed, 4 cancelled */
    status: smallint('status').notNull(),
    /** the written file in storage and the name it downloads as (a member who lost the answer still gets it) */
    file_key: varchar('file_key', { length: 200 }),
    file_name: varchar('file_name', { length: 200 }),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.job_key] }), index('sys_export_job_time_idx').on(t.create_time)],
);

export const settings = pgTable('sys_setting', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  update_time: updateTime(),
});

/** Operation log of every entity: create, field-level update, delete and named actions. */
export const operationLogs = pgTable(
  'sys_oper_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity: varchar('entity', { length: 32 }).notNull(),
    record_id: integer('record_id').notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    user_id: integer('user_id').notNull(),
    content: text('content').notNull(),
    /** [{field, label, before, after}] for updates */
    diff: jsonb('diff'),
    create_time: createTime(),
  },
  (t) => [index('sys_oper_log_record_idx').on(t.entity, t.record_id, t.id)],
);

/** Collaborators of a record (team feature); the data scope lets them see it. */
export const teamMembers = pgTable(
  'crm_team',
  {
    entity: varchar('entity', { length: 32 }).notNull(),
    record_id: integer('record_id').notNull(),
    user_id: integer('user_id').notNull(),
    create_time: createTime(),
  },
  (t) => [
    uniqueIndex('crm_team_pk').on(t.entity, t.record_id, t.user_id),
    index('crm_team_user_idx').on(t.user_id, t.entity),
  ],
);

/** Uploaded files; the storage key is generated by the server, the name is only metadata. */
export const files = pgTable(
  'sys_file',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    ext: varchar('ext', { length: 20 }).notNull().default(''),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    mime: varchar('mime', { length: 100 }).notNull().default('application/octet-stream'),
    storage_key: varchar('storage_key', { length: 255 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull().default(''),
    user_id: integer('user_id').notNull(),
    /** 122 random bits in the file's address: whoever was given the address may read it, an id alone reads nothing */
    read_key: varchar('read_key', { length: 32 })
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    create_time: createTime(),
  },
  // several rows may share one key: a known hash gives the uploader a new row on the same bytes
  (t) => [index('sys_file_key_idx').on(t.storage_key), index('sys_file_hash_idx').on(t.hash)],
);

/** Short-lived download links (exports, error reports): the token is random, only its hash is kept. */
export const downloads = pgTable('sys_download', {
  token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
  storage_key: varchar('storage_key', { length: 255 }).notNull(),
  file_name: varchar('file_name', { length: 255 }).notNull(),
  user_id: integer('user_id').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  create_time: createTime(),
});

/** Follow-up records (跟进) of any entity that declares them. */
export const follows = pgTable(
  'crm_follow',
  {
    id: serial('id').primaryKey(),
    entity: varchar('entity', { length: 32 }).notNull(),
    record_id: integer('record_id').notNull(),
    /** FOLLOW_TYPE 1 电话 … 7 其他 */
    follow_type: smallint('follow_type').notNull(),
    follow_time: timestamp('follow_time', { withTimezone: true, mode: 'date' }).notNull(),
    next_follow_time: timestamp('next_follow_time', { withTimezone: true, mode: 'date' }),
    next_follow_content: varchar('next_follow_content', { length: 500 }).notNull().default(''),
    /** sanitised rich text */
    content: text('content').notNull(),
    contact_name: varchar('contact_name', { length: 50 }).notNull().default(''),
    contact_id: integer('contact_id'),
    attachment_ids: integer('attachment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    user_id: integer('user_id').notNull(),
    /** 1 normal, 2 voided (作废) */
    status: smallint('status').notNull().default(1),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    index('crm_follow_record_idx').on(t.entity, t.record_id, t.follow_time),
    index('crm_follow_next_idx').on(t.next_follow_time),
  ],
);

export const followComments = pgTable(
  'crm_follow_comment',
  {
    id: serial('id').primaryKey(),
    follow_id: integer('follow_id').notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    user_id: integer('user_id').notNull(),
    create_time: createTime(),
  },
  (t) => [index('crm_follow_comment_follow_idx').on(t.follow_id)],
);

/** 选项配置: the options of each dictionary (see DICTIONARIES); values are never reused, options are disabled rather than deleted. */
export const options = pgTable(
  'sys_option',
  {
    option_id: serial('option_id').primaryKey(),
    group_key: varchar('group_key', { length: 32 }).notNull(),
    /** what records store */
    value: smallint('value').notNull(),
    label: varchar('label', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** 1 启用, 2 停用 */
    status: smallint('status').notNull().default(1),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [
    uniqueIndex('sys_option_value_uq').on(t.group_key, t.value),
    uniqueIndex('sys_option_label_uq').on(t.group_key, t.label),
  ],
);

/** 标签管理: tag groups, each with its tags; records hold tag ids (`tags` fields). */
export const tagGroups = pgTable(
  'sys_tag_group',
  {
    group_id: serial('group_id').primaryKey(),
    group_name: varchar('group_name', { length: 64 }).notNull(),
    /** '#RRGGBB', or '' for the default colour */
    color: varchar('color', { length: 16 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex('sys_tag_group_name_uq').on(t.group_name)],
);

export const tags = pgTable(
  'sys_tag',
  {
    tag_id: serial('tag_id').primaryKey(),
    group_id: integer('group_id').notNull(),
    tag_name: varchar('tag_name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex('sys_tag_name_uq').on(t.group_id, t.tag_name)],
);

/** Notifications for members (next approvers, copy recipients, the initiator), read by the message centre. */
export const notifications = pgTable(
  'sys_notification',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id').notNull(),
    business_type: varchar('business_type', { length: 32 }).notNull(),
    business_id: integer('business_id').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    /** MESSAGE_TYPE: 1 办公, 2 客户管理, 3 任务, 4 日程 */
    message_type: smallint('message_type').notNull().default(1),
    /** MESSAGE_CHANNEL the realtime push uses */
    channel: varchar('channel', { length: 32 }).notNull().default('event'),
    /** 1 unread, 2 read */
    status: smallint('status').notNull().default(1),
    create_time: createTime(),
  },
  (t) => [
    index('sys_notification_user_idx').on(t.user_id, t.status, t.id),
    index('sys_notification_type_idx').on(t.user_id, t.message_type, t.status),
  ],
);

/**
 * Reminders already sent by the scheduled jobs: one row per reminder kind, record, occasion (the due time
 * followed up, the pool date warned of, an event's start) and member, so a job run again, or fired on a second
 * instance, never sends the same reminder twice (core/remind-once.ts).
 */
export const remindersSent = pgTable(
  'sys_reminder_sent',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    entity: varchar('entity', { length: 32 }).notNull(),
    record_id: integer('record_id').notNull(),
    /** what makes this occasion distinct, e.g. the next_follow_time reached, the recycling date, an event's start */
    occasion: varchar('occasion', { length: 64 }).notNull(),
    user_id: integer('user_id').notNull(),
    create_time: createTime(),
  },
  (t) => [uniqueIndex('sys_reminder_sent_uq').on(t.kind, t.entity, t.record_id, t.occasion, t.user_id)],
);

export const schema = {
  departments,
  users,
  roles,
  userRoles,
  sessions,
  settings,
  operationLogs,
  teamMembers,
  files,
  downloads,
  follows,
  followComments,
  options,
  tagGroups,
  tags,
  notifications,
  remindersSent,
};
