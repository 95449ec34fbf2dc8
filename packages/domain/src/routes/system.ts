import { z } from 'zod';
import { AUDIT_ACTION_LABELS, AUDIT_RESULT_LABELS } from '../audit.ts';
import { BACKUP_KEEP_MAX, BACKUP_KEEP_MIN, BACKUP_MSG, BACKUP_TARGET } from '../backup.ts';
import { JOB_MSG } from '../jobs.ts';
import { homeAnswers } from '../contracts/home.ts';
import { listColumnAnswers } from '../contracts/list-columns.ts';
import { propertyHandoverAnswers } from '../contracts/personnel.ts';
import {
  auditLogAnswers,
  healthAnswers,
  noticeAnswers,
  optionAnswers,
  remarkTemplateAnswers,
  backupAnswers,
  jobAnswers,
} from '../contracts/system.ts';
import {
  DICTIONARY_BY_KEY,
  OPTION_DISABLED,
  OPTION_ENABLED,
  OPTION_LABEL_MAX,
  OPTIONS_PER_GROUP_MAX,
} from '../entities/dictionaries.ts';
import { ENTITIES } from '../entities/index.ts';
import { LIST_COLUMN_WIDTH, listColumnDefs } from '../entities/list-columns.ts';
import { REMARK_CATEGORY } from '../entities/system.ts';
import { fileAnswer } from './files.ts';
import { idField, idList, idParam, isDate, MAX_ID, noQuery, pageShape, positiveId } from './fields.ts';
import { route } from './route.ts';

// System settings beside the engine's pages (选项配置, 列设置, 备注模板, 公告, 审计日志), the workbench (工作台) and
// 财产交接 of 人事.

// 选项配置

const OPTION_EDIT = { node: 'system_optionConfig_edit' } as const;
const LABEL_MSG = '请输入选项名称';
const OPTION_MSG = '请选择选项';

const optionGroup = z
  .string({ error: '请选择选项分组' })
  .trim()
  .refine((g) => DICTIONARY_BY_KEY.has(g), '选项分组不存在');
const optionLabel = z
  .string({ error: LABEL_MSG })
  .trim()
  .min(1, LABEL_MSG)
  .max(OPTION_LABEL_MAX, `选项名称不能超过${OPTION_LABEL_MAX}个字符`);
const optionStatus = z.union([z.literal(OPTION_ENABLED), z.literal(OPTION_DISABLED)], {
  error: '状态应为 1（启用）或 2（停用）',
});

/**
 * 选项配置: the dictionaries behind dropdowns. Read by any signed-in member (every form needs them); changed with
 * system_optionConfig_edit. Options are never deleted and their values never change: a retired option is disabled.
 */
export const optionRoutes = {
  getAll: route({
    method: 'GET',
    path: '/api/Option/getAll',
    auth: 'signedIn',
    query: noQuery(),
    answer: optionAnswers.getAll,
  }),
  getList: route({
    method: 'GET',
    path: '/api/Option/getList',
    auth: 'signedIn',
    query: z.strictObject({ group: optionGroup }),
    answer: optionAnswers.getList,
  }),
  add: route({
    method: 'POST',
    path: '/api/Option/add',
    auth: OPTION_EDIT,
    body: z.strictObject({ group: optionGroup, label: optionLabel, status: optionStatus.default(OPTION_ENABLED) }),
    answer: optionAnswers.add,
  }),
  update: route({
    method: 'POST',
    path: '/api/Option/update',
    auth: OPTION_EDIT,
    body: z.strictObject({ option_id: positiveId(OPTION_MSG), label: optionLabel }),
    answer: optionAnswers.update,
  }),
  setStatus: route({
    method: 'POST',
    path: '/api/Option/setStatus',
    auth: OPTION_EDIT,
    body: z.strictObject({ option_id: positiveId(OPTION_MSG), status: optionStatus }),
    answer: optionAnswers.setStatus,
  }),
  /** the whole new order of a group: every option once */
  sort: route({
    method: 'POST',
    path: '/api/Option/sort',
    auth: OPTION_EDIT,
    body: z.strictObject({ group: optionGroup, option_ids: idList('选项顺序应为选项编号列表', OPTIONS_PER_GROUP_MAX) }),
    answer: optionAnswers.sort,
  }),
};

// 列设置

const { min: WIDTH_MIN, max: WIDTH_MAX } = LIST_COLUMN_WIDTH;
const WIDTH_MSG = `列宽应为 ${WIDTH_MIN} 到 ${WIDTH_MAX} 之间的整数`;
const COLUMN_MSG = '请选择列';
const LIST_MSG = '请选择列表';
/** the most columns any list has; each list's own count is checked by the server */
const MOST_COLUMNS = Math.max(...ENTITIES.map((e) => listColumnDefs(e).length));

const listKey = z.string({ error: LIST_MSG }).trim().min(1, LIST_MSG).max(64, '列表不存在');
const listColumn = z.strictObject({
  key: z.string({ error: COLUMN_MSG }).trim().min(1, COLUMN_MSG).max(64, COLUMN_MSG),
  hidden: z.boolean({ error: '是否隐藏应为 true 或 false' }).default(false),
  width: z
    .number({ error: WIDTH_MSG })
    .int(WIDTH_MSG)
    .min(WIDTH_MIN, WIDTH_MSG)
    .max(WIDTH_MAX, WIDTH_MSG)
    .nullable()
    .default(null),
});

/** 列设置 of the engine's lists: each member reads and saves only their own; `columns: []` goes back to the defaults. */
export const listColumnRoutes = {
  get: route({
    method: 'GET',
    path: '/api/ListColumn/get',
    auth: 'signedIn',
    query: z.strictObject({ list: listKey }),
    answer: listColumnAnswers.get,
  }),
  save: route({
    method: 'POST',
    path: '/api/ListColumn/save',
    auth: 'signedIn',
    body: z.strictObject({
      list: listKey,
      columns: z.array(listColumn, { error: '列设置应为列的列表' }).max(MOST_COLUMNS, `列设置最多${MOST_COLUMNS}列`),
    }),
    answer: listColumnAnswers.save,
  }),
};

// 备注模板

const CATEGORY_MSG = '请选择适用模块';
const remarkCategories = Object.keys(REMARK_CATEGORY).map(Number);
const remarkCategory = z.coerce
  .number({ error: CATEGORY_MSG })
  .int(CATEGORY_MSG)
  .refine((v) => remarkCategories.includes(v), '适用模块的取值无效');

/** The enabled remark templates of one module (合同, 报价, 发票), for inserting a standard remark into a form. */
export const remarkTemplateRoutes = {
  getEnabledList: route({
    method: 'GET',
    path: '/api/RemarkTemplate/getEnabledList',
    auth: 'signedIn',
    query: z.strictObject({ category: remarkCategory }),
    answer: remarkTemplateAnswers.getEnabledList,
  }),
};

// 公告

const NOTICE_ID_MSG = '请选择公告';
const NOTICE_EDIT = { node: 'system_notice_edit' } as const;
const noticeIdBody = z.strictObject({ id: idField(NOTICE_ID_MSG) });

/** 公告 beyond the engine's pages: 发布 / 撤回, and what every signed-in member reads in the shell. */
export const noticeRoutes = {
  publish: route({
    method: 'POST',
    path: '/api/Notice/publish',
    auth: NOTICE_EDIT,
    body: noticeIdBody,
    answer: noticeAnswers.publish,
  }),
  withdraw: route({
    method: 'POST',
    path: '/api/Notice/withdraw',
    auth: NOTICE_EDIT,
    body: noticeIdBody,
    answer: noticeAnswers.withdraw,
  }),
  /** the published notices meant for the member */
  getSysNoticeList: route({
    method: 'GET',
    path: '/api/Message/getSysNoticeList',
    auth: 'signedIn',
    query: noQuery(),
    answer: noticeAnswers.getSysNoticeList,
  }),
  sysNoticeInfo: route({
    method: 'GET',
    path: '/api/Message/sysNoticeInfo',
    auth: 'signedIn',
    query: z.strictObject({ id: idParam(NOTICE_ID_MSG) }),
    answer: noticeAnswers.sysNoticeInfo,
  }),
  readSysNotice: route({
    method: 'POST',
    path: '/api/Message/readSysNotice',
    auth: 'signedIn',
    body: noticeIdBody,
    answer: noticeAnswers.readSysNotice,
  }),
};

// 审计日志

const keysOf = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const intIn = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const auditDay = (message: string) => z.string({ error: message }).trim().refine(isDate, message);

const auditLogQuery = z
  .strictObject({
    ...pageShape(20),
    user_id: intIn('成员有误', 1, MAX_ID).optional(),
    action: z.enum(keysOf(AUDIT_ACTION_LABELS), { error: '操作类型有误' }).optional(),
    result: z.enum(keysOf(AUDIT_RESULT_LABELS), { error: '结果有误' }).optional(),
    start_date: auditDay('开始日期格式有误，应为 YYYY-MM-DD').optional(),
    end_date: auditDay('结束日期格式有误，应为 YYYY-MM-DD').optional(),
    // control characters are refused for every route (the server's text rule)
    keyword: z.string({ error: '关键词有误' }).trim().max(100, '关键词不能超过100个字符').optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: '开始日期不能晚于结束日期',
    path: ['start_date'],
  });

/** 审计日志, newest first, filtered by member, action, result, dates and text. */
export const auditLogRoutes = {
  getList: route({
    method: 'GET',
    path: '/api/AuditLog/getList',
    auth: { node: 'system_auditLog' },
    query: auditLogQuery,
    answer: auditLogAnswers.getList,
  }),
};

// 数据备份

const backupSettingsBody = z.strictObject({
  enabled: z.boolean({ error: '请选择是否定时备份' }),
  time: z.string({ error: BACKUP_MSG.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, BACKUP_MSG.time),
  keep: z.coerce
    .number({ error: BACKUP_MSG.keep })
    .int(BACKUP_MSG.keep)
    .min(BACKUP_KEEP_MIN, BACKUP_MSG.keep)
    .max(BACKUP_KEEP_MAX, BACKUP_MSG.keep),
  target: z.coerce
    .number({ error: BACKUP_MSG.target })
    .int(BACKUP_MSG.target)
    .min(BACKUP_TARGET.local, BACKUP_MSG.target)
    .max(BACKUP_TARGET.bucket, BACKUP_MSG.target)
    .default(BACKUP_TARGET.local),
});

/** 数据备份: the backups, 立即备份, the daily schedule, and the archive's download (audited). */
export const backupRoutes = {
  getList: route({
    method: 'GET',
    path: '/api/Backup/getList',
    auth: { node: 'system_backup' },
    query: z.strictObject(pageShape(20)),
    answer: backupAnswers.getList,
  }),
  run: route({
    method: 'POST',
    path: '/api/Backup/run',
    auth: { node: 'system_backup_run' },
    body: z.strictObject({}),
    answer: backupAnswers.run,
  }),
  getSettings: route({
    method: 'GET',
    path: '/api/Backup/getSettings',
    auth: { node: 'system_backup' },
    query: noQuery(),
    answer: backupAnswers.getSettings,
  }),
  saveSettings: route({
    method: 'POST',
    path: '/api/Backup/saveSettings',
    auth: { node: 'system_backup_settings' },
    body: backupSettingsBody,
    answer: backupAnswers.saveSettings,
  }),
  download: route({
    method: 'GET',
    path: '/api/Backup/download',
    auth: { node: 'system_backup_download' },
    query: z.strictObject({ id: idParam(BACKUP_MSG.notFound) }),
    answer: fileAnswer('备份文件（.tar.gz），附件下载'),
  }),
};

// 后台任务

/** 后台任务: the recent jobs (all, or the failed ones) and 重试 of a failed one (audited). */
export const jobRoutes = {
  getList: route({
    method: 'GET',
    path: '/api/Job/getList',
    auth: { node: 'system_backgroundJobs' },
    query: z.strictObject({
      ...pageShape(20),
      /** 1 all, 2 failed only */
      failed: z.coerce.number({ error: '筛选条件有误' }).int().min(1).max(2).default(1),
    }),
    answer: jobAnswers.getList,
  }),
  retry: route({
    method: 'POST',
    path: '/api/Job/retry',
    auth: { node: 'system_backgroundJobs_retry' },
    body: z.strictObject({ id: z.uuid({ error: JOB_MSG.notFound }) }),
    answer: jobAnswers.retry,
  }),
};

// 工作台

/** The workbench's to-do hub and the shell's abnormal reminder: every module's sections and checks, for the member. */
export const homeRoutes = {
  todoList: route({
    method: 'GET',
    path: '/api/Home/todoList',
    auth: 'signedIn',
    query: noQuery(),
    answer: homeAnswers.todoList,
  }),
  getAbnormalRemind: route({
    method: 'GET',
    path: '/api/project/getAbnormalRemind',
    auth: 'signedIn',
    query: noQuery(),
    answer: homeAnswers.getAbnormalRemind,
  }),
};

// 财产交接

const HANDOVER = 'personnel_handover';
const handoverId = idParam('请选择交接单');
const handoverDay = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .refine(isDate, `${label}应为 YYYY-MM-DD 格式的日期`);

const handoverItem = z.strictObject({
  item_name: z
    .string({ error: '请输入物品名称' })
    .trim()
    .min(1, '请输入物品名称')
    .max(100, '物品名称不能超过100个字符'),
  quantity: z
    .number({ error: '物品数量应为正整数' })
    .int('物品数量应为正整数')
    .min(1, '物品数量应为正整数')
    .max(1_000_000, '物品数量不能超过1000000'),
  remark: z.string({ error: '物品备注应为文本' }).trim().max(200, '物品备注不能超过200个字符').default(''),
});

const handoverFields = {
  from_user_id: idField('请选择交出人'),
  to_user_id: idField('请选择接收人'),
  handover_date: handoverDay('交接日期'),
  items: z.array(handoverItem, { error: '请添加交接物品' }).min(1, '请添加交接物品').max(100, '交接物品最多100项'),
  reason: z.string({ error: '交接原因应为文本' }).trim().max(500, '交接原因不能超过500个字符').default(''),
  attachments: z
    .array(idField('附件应为编号'), { error: '附件应为编号列表' })
    .max(20, '附件最多20个')
    .transform((ids) => [...new Set(ids)])
    .default([]),
};

const handoverBody = z.strictObject(handoverFields);
const handoverIdQuery = z.strictObject({ handover_id: handoverId });
const handoverListQuery = z.strictObject({
  ...pageShape(),
  /** 1 待确认, 2 已确认 */
  status: z.coerce
    .number({ error: '状态的取值无效' })
    .int()
    .min(1, '状态的取值无效')
    .max(2, '状态的取值无效')
    .optional(),
  from_user_id: idParam().optional(),
  to_user_id: idParam().optional(),
  /** an item name or the reason contains it */
  keyword: z.string().trim().max(100, '关键词不能超过100个字符').optional(),
  handover_date_start: handoverDay('开始日期').optional(),
  handover_date_end: handoverDay('结束日期').optional(),
});
const handoverDelBody = z.strictObject({
  ids: z
    .array(idField('请选择要删除的交接单'), { error: '请选择要删除的交接单' })
    .min(1, '请选择要删除的交接单')
    .max(100, '一次最多删除100条'),
});

/** 财产交接: company property handed from one member to another; only the receiver confirms, and a confirmed record is final. */
export const propertyHandoverRoutes = {
  getList: route({
    method: 'GET',
    path: '/api/PropertyHandover/getList',
    auth: { node: HANDOVER },
    query: handoverListQuery,
    answer: propertyHandoverAnswers.getList,
  }),
  info: route({
    method: 'GET',
    path: '/api/PropertyHandover/info',
    auth: { node: HANDOVER },
    query: handoverIdQuery,
    answer: propertyHandoverAnswers.info,
  }),
  add: route({
    method: 'POST',
    path: '/api/PropertyHandover/add',
    auth: { node: `${HANDOVER}_add` },
    body: handoverBody,
    answer: propertyHandoverAnswers.add,
  }),
  update: route({
    method: 'POST',
    path: '/api/PropertyHandover/update',
    auth: { node: `${HANDOVER}_edit` },
    body: z.strictObject({ handover_id: handoverId, ...handoverFields }),
    answer: propertyHandoverAnswers.update,
  }),
  del: route({
    method: 'POST',
    path: '/api/PropertyHandover/del',
    auth: { node: `${HANDOVER}_del` },
    body: handoverDelBody,
    answer: propertyHandoverAnswers.del,
  }),
  /** the receiver confirms they have the property; once only */
  confirm: route({
    method: 'POST',
    path: '/api/PropertyHandover/confirm',
    auth: { node: HANDOVER },
    body: z.strictObject({ handover_id: handoverId }),
    answer: propertyHandoverAnswers.confirm,
  }),
  getLog: route({
    method: 'GET',
    path: '/api/PropertyHandover/getLog',
    auth: { node: HANDOVER },
    query: handoverIdQuery,
    answer: propertyHandoverAnswers.getLog,
  }),
};

/**
 * How an instance is doing, for load balancers and monitoring: it answers (liveness), it can serve (readiness: 503
 * while the database is out of reach, a migration is missing or it is shutting down), and its metrics.
 */
export const healthRoutes = {
  health: route({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    summary: '存活检查',
    answer: healthAnswers.health,
  }),
  ready: route({
    method: 'GET',
    path: '/api/health/ready',
    auth: 'public',
    summary: '就绪检查（数据库可用、迁移已完成、未在关闭）',
    answer: healthAnswers.ready,
  }),
  /** Prometheus's text format; this machine reads it, another one with METRICS_TOKEN as its bearer token */
  metrics: route({
    method: 'GET',
    path: '/metrics',
    auth: 'public',
    summary: '监控指标（Prometheus 文本格式）',
    answer: fileAnswer('Prometheus 文本格式的监控指标', 'text/plain'),
  }),
};
