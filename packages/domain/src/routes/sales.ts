import { z } from 'zod';
import { chanceAnswers, offerAnswers, rivalAnswers, stageAnswers } from '../contracts/pipeline.ts';
import { CHANCE_STATUS } from '../entities/options.ts';
import { idField, idParam, isDate, noQuery } from './fields.ts';
import { fileAnswer } from './files.ts';
import { route } from './route.ts';

// 商机 beside the engine's pages: 阶段设置, stage moves, status, history and rivals, the kanban, funnel and forecast;
// 报价's status, versions; 竞争对手's record.

const VIEW = { node: 'customer_opportunities' } as const;
const EDIT = { node: 'customer_opportunities_edit' } as const;
const STAGE_SETTINGS = { node: 'customer_opportunities_stage' } as const;

const percent = z
  .union([z.string(), z.number()], { error: '赢率应为 0 到 100 之间的数' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, '赢率应为 0 到 100 之间的数');
const stageBody = z.strictObject({
  id: idField().optional(),
  name: z.string({ error: '请输入阶段名称' }).trim().min(1, '请输入阶段名称').max(50, '阶段名称不能超过50个字符'),
  percent,
});
const groupBody = z.strictObject({
  id: idField().optional(),
  name: z.string({ error: '请输入阶段组名称' }).trim().min(1, '请输入阶段组名称').max(50, '阶段组名称不能超过50个字符'),
  dept_ids: z.array(idField('部门应为编号')).max(100, '适用部门最多100个').default([]),
  status: z.union([z.literal(1), z.literal(2)], { error: '状态的取值无效' }).default(1),
  sort: z.number().int().min(0).max(9999).default(0),
  stages: z.array(stageBody, { error: '请设置阶段' }).min(2, '至少设置2个阶段').max(10, '最多设置10个阶段'),
});

/** 商机阶段设置: the stage groups (read by anyone on the 商机 page, changed with the stage node). */
export const chanceStageRoutes = {
  groups: route({
    method: 'GET',
    path: '/api/ChanceStage/groups',
    auth: VIEW,
    query: noQuery(),
    answer: stageAnswers.groups,
  }),
  /** the enabled groups a member may use, their own department's first */
  groupsFor: route({
    method: 'GET',
    path: '/api/ChanceStage/groupsFor',
    auth: VIEW,
    query: noQuery(),
    answer: stageAnswers.groupsFor,
  }),
  /** a group and its stages in order (a stage without id is new) */
  save: route({
    method: 'POST',
    path: '/api/ChanceStage/save',
    auth: STAGE_SETTINGS,
    body: groupBody,
    answer: stageAnswers.save,
  }),
  del: route({
    method: 'POST',
    path: '/api/ChanceStage/del',
    auth: STAGE_SETTINGS,
    body: z.strictObject({ id: idField('请选择阶段组') }),
    answer: stageAnswers.del,
  }),
};

const chanceId = { body: idField('请选择商机'), query: idParam('请选择商机') };
const chanceStatuses = Object.keys(CHANCE_STATUS).map(Number);
const day = (what: string) => z.string({ error: `请选择${what}` }).refine(isDate, `${what}应为 YYYY-MM-DD`);
const groupQuery = z.strictObject({ group_id: idParam('请选择阶段组') });
const kanbanQuery = groupQuery.extend({
  limit: z.coerce.number().int().min(1, '每列数量应为 1 到 50').max(50, '每列数量应为 1 到 50').default(20),
  keyword: z.string().trim().max(50, '关键词不能超过50个字符').optional(),
  // 赢单 and 输单 columns: closed in these company days (default: this month)
  start_date: day('开始日期').optional(),
  end_date: day('结束日期').optional(),
});
const forecastQuery = z.strictObject({
  start_month: z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份应为 YYYY-MM 格式'),
  months: z.coerce.number().int().min(1, '月数应为 1 到 24').max(24, '月数应为 1 到 24').default(6),
});
const statusBody = z.strictObject({
  chance_id: chanceId.body,
  status: z.number({ error: '商机状态的取值无效' }).refine((v) => chanceStatuses.includes(v), '商机状态的取值无效'),
  reason: z.string({ error: '原因应为文本' }).trim().max(200, '原因不能超过200个字符').optional(),
});

/** 商机: stage moves, status, history and rivals, and the kanban, funnel and forecast views (within the list's data scope). */
export const chanceRoutes = {
  moveStage: route({
    method: 'POST',
    path: '/api/Chance/moveStage',
    auth: EDIT,
    body: z.strictObject({ chance_id: chanceId.body, stage_id: idField('请选择商机阶段') }),
    answer: chanceAnswers.moveStage,
  }),
  /** 1 reopens, 2 赢单, 3 输单 and 4 无效 */
  changeStatus: route({
    method: 'POST',
    path: '/api/Chance/changeStatus',
    auth: EDIT,
    body: statusBody,
    answer: chanceAnswers.changeStatus,
  }),
  stageHistory: route({
    method: 'GET',
    path: '/api/Chance/stageHistory',
    auth: VIEW,
    query: z.strictObject({ chance_id: chanceId.query }),
    answer: chanceAnswers.stageHistory,
  }),
  /** the open opportunities by stage, and those won and lost in the period */
  kanban: route({
    method: 'GET',
    path: '/api/Chance/kanban',
    auth: VIEW,
    query: kanbanQuery,
    answer: chanceAnswers.kanban,
  }),
  funnel: route({
    method: 'GET',
    path: '/api/Chance/funnel',
    auth: VIEW,
    query: groupQuery.extend({ start_date: day('开始日期'), end_date: day('结束日期') }),
    answer: chanceAnswers.funnel,
  }),
  forecast: route({
    method: 'GET',
    path: '/api/Chance/forecast',
    auth: VIEW,
    query: forecastQuery,
    answer: chanceAnswers.forecast,
  }),
  rivals: route({
    method: 'GET',
    path: '/api/Chance/rivals',
    auth: VIEW,
    query: z.strictObject({ chance_id: chanceId.query }),
    answer: chanceAnswers.rivals,
  }),
  /** replaces the opportunity's rivals */
  linkRivals: route({
    method: 'POST',
    path: '/api/Chance/linkRivals',
    auth: EDIT,
    body: z.strictObject({
      chance_id: chanceId.body,
      rival_ids: z.array(idField('竞争对手应为编号'), { error: '请选择竞争对手' }),
    }),
    answer: chanceAnswers.linkRivals,
  }),
};

const OFFER_MSG = '请选择报价';
const offerQuery = z.strictObject({ offer_id: idParam(OFFER_MSG) });

/** 报价 beside the engine's pages: status, versions and its PDF. */
export const offerRoutes = {
  /** 2 已发送, 3 已接受, 4 已拒绝 */
  changeStatus: route({
    method: 'POST',
    path: '/api/Offer/changeStatus',
    auth: { node: 'customer_offer_edit' },
    body: z.strictObject({
      offer_id: idField(OFFER_MSG),
      status: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: '报价状态的取值无效' }),
    }),
    answer: offerAnswers.changeStatus,
  }),
  /** a new 草稿 version with the same lines */
  copyVersion: route({
    method: 'POST',
    path: '/api/Offer/copyVersion',
    auth: { node: 'customer_offer_add' },
    body: z.strictObject({ offer_id: idField(OFFER_MSG) }),
    answer: offerAnswers.copyVersion,
  }),
  versions: route({
    method: 'GET',
    path: '/api/Offer/versions',
    auth: { node: 'customer_offer' },
    query: offerQuery,
    answer: offerAnswers.versions,
  }),
  /** the quote as a PDF download (报价单_<number>.pdf) */
  pdf: route({
    method: 'GET',
    path: '/api/Offer/pdf',
    auth: { node: 'customer_offer' },
    summary: '报价单 PDF',
    query: offerQuery,
    answer: fileAnswer('报价单 PDF（附件下载）', 'application/pdf'),
  }),
};

/** 竞争对手: the opportunities it was met in, won and lost. */
export const rivalRoutes = {
  record: route({
    method: 'GET',
    path: '/api/Rival/record',
    auth: { node: 'customer_rival' },
    query: z.strictObject({ rival_id: idParam('请选择竞争对手') }),
    answer: rivalAnswers.record,
  }),
};
