import { z } from 'zod';
import { dateTime, emptyBody, idOf, listBody, okBody } from './envelope.ts';

/** An option of a dictionary (选项配置); status 1 启用, 2 停用. */
export const optionView = z.object({
  option_id: z.number(),
  value: z.number(),
  label: z.string(),
  sort: z.number(),
  status: z.number(),
  group: z.string(),
  status_name: z.string(),
});
export const optionGroupView = z.object({ group: z.string(), title: z.string(), options: z.array(optionView) });
export type OptionView = z.infer<typeof optionView>;
export type OptionGroup = z.infer<typeof optionGroupView>;

const optionId = okBody(idOf('option_id'));

/** 选项配置: /api/Option/<name>. */
export const optionAnswers = {
  getAll: okBody(z.array(optionGroupView)),
  getList: listBody(optionView),
  add: okBody(z.object({ option_id: z.number(), value: z.number() })),
  update: optionId,
  setStatus: optionId,
  sort: emptyBody,
};

/** A notice as the shell lists it: a system notice (message_type 0, status 1) for the signed-in member. */
export const sysNoticeView = z.object({
  id: z.number(),
  notice_id: z.number(),
  title: z.string(),
  /** plain text, shortened */
  summary: z.string(),
  publish_time: dateTime(),
  /** 'YYYY-MM-DD', null when it never expires */
  expire_date: z.string().nullable(),
  /** 2 置顶 */
  is_top: z.number(),
  /** 2 read by this member, 1 not yet */
  is_read: z.number(),
  status: z.number(),
  message_type: z.number(),
});
export const sysNoticeDetailView = sysNoticeView.omit({ summary: true }).extend({ content: z.string() });
export type SysNotice = z.infer<typeof sysNoticeView>;
export type SysNoticeDetail = z.infer<typeof sysNoticeDetailView>;

const noticeId = okBody(idOf('id'));

/** 公告 beyond the engine's pages: /api/Notice/publish, withdraw and the shell's /api/Message/<name>. */
export const noticeAnswers = {
  publish: noticeId,
  withdraw: noticeId,
  getSysNoticeList: listBody(sysNoticeView),
  sysNoticeInfo: okBody(sysNoticeDetailView),
  readSysNotice: noticeId,
};

/** An enabled remark template of one module, for inserting into a form. */
export const remarkTemplateView = z.object({
  id: z.number(),
  template_id: z.number(),
  name: z.string(),
  category: z.number(),
  content: z.string(),
});
export type RemarkTemplate = z.infer<typeof remarkTemplateView>;

/** 备注模板 for forms: /api/RemarkTemplate/getEnabledList. */
export const remarkTemplateAnswers = { getEnabledList: listBody(remarkTemplateView) };

/** One row of the audit log (newest first). */
export const auditLogRowView = z.object({
  id: z.number(),
  /** 'YYYY-MM-DD HH:mm:ss', company time zone */
  create_time: z.string(),
  /** null: an anonymous actor (a failed sign-in, a share link, a download link) */
  user_id: z.number().nullable(),
  user_name: z.string(),
  action: z.string(),
  action_name: z.string(),
  target: z.string(),
  detail: z.string(),
  ip: z.string(),
  result: z.string(),
  result_name: z.string(),
});
export type AuditLogRow = z.infer<typeof auditLogRowView>;

/** 审计日志: /api/AuditLog/getList. */
export const auditLogAnswers = { getList: listBody(auditLogRowView) };

/**
 * /api/health: the process answers (liveness), with which database it uses ('pglite' or 'postgres');
 * /api/health/ready: it can serve (readiness): the database answers and holds every migration the code knows.
 */
export const healthAnswers = {
  health: okBody(z.object({ db: z.string() })),
  ready: okBody(z.object({ db: z.string(), migrations: z.number().int() })),
};

/** One backup (数据备份), newest first. */
export const backupRowView = z.object({
  id: z.number(),
  file_name: z.string(),
  /** BACKUP_STATUS: 1 备份中, 2 成功, 3 失败 */
  status: z.number(),
  status_name: z.string(),
  /** BACKUP_TRIGGER: 1 手动, 2 定时 */
  trigger: z.number(),
  trigger_name: z.string(),
  /** BACKUP_TARGET: 1 本机目录, 2 对象存储（S3） */
  target: z.number(),
  target_name: z.string(),
  bytes: z.number(),
  rows: z.number(),
  files: z.number(),
  error: z.string(),
  user_name: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss', company time zone */
  start_time: z.string(),
  end_time: z.string().nullable(),
});
export type BackupRow = z.infer<typeof backupRowView>;

export const backupSettingsView = z.object({
  enabled: z.boolean(),
  time: z.string(),
  keep: z.number(),
  target: z.number(),
  /** whether the file store is a bucket (S3), so backups may be kept there */
  bucket: z.boolean(),
});

/** One background job (后台任务), newest first. */
export const jobRowView = z.object({
  /** the queue's id (a UUID) */
  id: z.string(),
  name: z.string(),
  label: z.string(),
  /** JOB_STATES */
  state: z.string(),
  state_name: z.string(),
  /** tries after the first so far, and allowed */
  retry_count: z.number(),
  retry_limit: z.number(),
  /** how far a running job has come, when it says */
  progress: z.object({ done: z.number(), total: z.number().nullable() }).nullable(),
  /** why the last try failed */
  error: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss', company time zone */
  create_time: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
});
export type JobRow = z.infer<typeof jobRowView>;

/** 后台任务: /api/Job/<name>. */
export const jobAnswers = {
  getList: listBody(jobRowView),
  retry: emptyBody,
};

/** 数据备份: /api/Backup/<name>. */
export const backupAnswers = {
  getList: listBody(backupRowView),
  run: okBody(idOf('id')),
  getSettings: okBody(backupSettingsView),
  saveSettings: okBody(backupSettingsView),
};
