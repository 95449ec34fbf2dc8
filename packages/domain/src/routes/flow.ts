import { z } from 'zod';
import { flowAnswers, flowListAnswers, flowTemplateAnswers } from '../contracts/flow.ts';
import { CONDITION_OPS, FLOW_MSG, FLOW_TYPE_BY_NUMBER, MAX_FLOW_STEPS, MAX_LEADER_LEVELS, PASS_TYPE } from '../flow.ts';
import { idField, idList, idParam, noQuery, pageShape, positiveId } from './fields.ts';
import { route } from './route.ts';

// The approval flow's routes: a record's approval (preview, start, decide, withdraw, read), the approval centre's
// lists and the approver picker, and 审批管理's templates.

export const flowType = z.coerce
  .number({ error: FLOW_MSG.chooseFlowType })
  .int(FLOW_MSG.chooseFlowType)
  .refine((n) => FLOW_TYPE_BY_NUMBER.has(n), FLOW_MSG.chooseFlowType);
export const detailId = positiveId(FLOW_MSG.chooseRecord);

/** A JSON string (or an object) of form values for the condition branches. */
export const conditionValues = z
  .union([z.string(), z.record(z.string(), z.unknown())], { error: FLOW_MSG.badCondition })
  .transform((v, ctx) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(v);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: FLOW_MSG.badCondition });
    return z.NEVER;
  });

/** `{ "<step_id>": [user_id, ...] }`, as a JSON string or an object. */
const toUserMap = z.record(
  z.string().regex(/^\d+$/, FLOW_MSG.badToUser),
  z.array(idParam(), { error: FLOW_MSG.badToUser }).max(200, FLOW_MSG.badToUser),
  { error: FLOW_MSG.badToUser },
);
export const toUser = z
  .union([z.string(), z.record(z.string(), z.unknown())], { error: FLOW_MSG.badToUser })
  .transform((v, ctx) => {
    let value: unknown = v;
    if (typeof v === 'string') {
      try {
        value = v.trim() === '' ? {} : JSON.parse(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: FLOW_MSG.badToUser });
        return z.NEVER;
      }
    }
    const parsed = toUserMap.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: FLOW_MSG.badToUser });
      return z.NEVER;
    }
    return parsed.data;
  });

const previewQuery = z
  .strictObject({
    flow_type: flowType.optional(),
    id: positiveId(FLOW_MSG.templateNotFound).optional(),
    condition: conditionValues.optional(),
    run_id: positiveId('审批记录不存在').optional(),
  })
  .refine((q) => q.flow_type !== undefined || q.id !== undefined || q.run_id !== undefined, FLOW_MSG.chooseFlowType);

const startBody = z.strictObject({
  flow_type: flowType,
  detail_id: detailId,
  to_user: toUser.default({}),
  condition: conditionValues.optional(),
});

const reason = z
  .string({ error: FLOW_MSG.inputReason })
  .trim()
  .min(1, FLOW_MSG.inputReason)
  .max(1000, '说明不能超过1000个字符');
const examineBody = z.strictObject({
  flow_type: flowType,
  detail_id: detailId,
  reason,
  pass_type: z.coerce
    .number({ error: FLOW_MSG.choosePassType })
    .refine((n) => n === PASS_TYPE.approve || n === PASS_TYPE.reject, FLOW_MSG.choosePassType),
});

const recordBody = z.strictObject({ flow_type: flowType, detail_id: detailId });

const dateText = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为YYYY-MM-DD`);

const userListQuery = z.strictObject({
  user_ids: idList('请选择成员').optional(),
  role_ids: idList('请选择角色').optional(),
  user_name: z.string().trim().max(64, '成员名不能超过64个字符').optional(),
  ...pageShape(),
});

const examineListQuery = z.strictObject({
  tab: z.coerce.number({ error: '请选择列表' }).int('请选择列表').min(1, '请选择列表').max(4, '请选择列表'),
  flow_type: z.union([z.literal(''), flowType]).optional(),
  start_time: z.union([z.literal(''), dateText('开始日期')]).optional(),
  end_time: z.union([z.literal(''), dateText('结束日期')]).optional(),
  ...pageShape(),
});

const condition = z.strictObject(
  {
    field: z
      .string({ error: FLOW_MSG.badConditionRule })
      .trim()
      .min(1, FLOW_MSG.badConditionRule)
      .max(64, FLOW_MSG.badConditionRule),
    op: z.enum(CONDITION_OPS, { error: FLOW_MSG.badConditionRule }),
    value: z.union([z.string().max(200), z.number(), z.array(z.union([z.string().max(200), z.number()])).max(100)], {
      error: FLOW_MSG.badConditionRule,
    }),
  },
  { error: FLOW_MSG.badConditionRule },
);

const stepTemplate = z
  .strictObject({
    type: z.coerce
      .number({ error: FLOW_MSG.chooseStepType })
      .refine((n) => n === 1 || n === 2, FLOW_MSG.chooseStepType),
    settype: z.coerce
      .number()
      .refine((n) => n === 0 || n === 1, '请选择是否由发起人自选')
      .default(0),
    selectRange: z.coerce
      .number({ error: FLOW_MSG.chooseSelectRange })
      .int(FLOW_MSG.chooseSelectRange)
      .min(1, FLOW_MSG.chooseSelectRange)
      .max(5, FLOW_MSG.chooseSelectRange),
    source: z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(
        z
          .string()
          .regex(/^(\d+(,\d+)*)?$/, FLOW_MSG.chooseSource)
          .max(1000, FLOW_MSG.chooseSource),
      )
      .default(''),
    mode: z.coerce
      .number({ error: FLOW_MSG.chooseMode })
      .refine((n) => n === 1 || n === 2, FLOW_MSG.chooseMode)
      .default(1),
    level: z.coerce
      .number({ error: FLOW_MSG.chooseLevel })
      .int(FLOW_MSG.chooseLevel)
      .min(1, FLOW_MSG.chooseLevel)
      .max(MAX_LEADER_LEVELS, FLOW_MSG.chooseLevel)
      .optional(),
    conditions: z.array(condition, { error: FLOW_MSG.badConditionRule }).max(20, '每个步骤最多20个条件').optional(),
  })
  .refine((s) => !((s.selectRange === 2 || s.selectRange === 3) && s.settype === 0) || s.source !== '', {
    message: FLOW_MSG.chooseSource,
    path: ['source'],
  });

const saveBody = z
  .strictObject({
    id: positiveId(FLOW_MSG.templateNotFound).optional(),
    flow_type: flowType,
    flow_name: z.string().optional(),
    enabled: z.boolean({ error: '请选择是否启用' }).optional(),
    version: idParam().optional(),
    dept_ids: z.array(idField(), { error: '适用部门格式错误' }).max(500).default([]),
    user_ids: z.array(idField(), { error: '适用成员格式错误' }).max(500).default([]),
    no_approver: z.coerce
      .number({ error: FLOW_MSG.chooseNoApprover })
      .refine((n) => n === 1 || n === 2, FLOW_MSG.chooseNoApprover),
    steps: z.array(stepTemplate, { error: FLOW_MSG.needSteps }).max(MAX_FLOW_STEPS, FLOW_MSG.tooManySteps),
  })
  .refine((b) => b.steps.some((s) => s.type === 1), { message: FLOW_MSG.needSteps, path: ['steps'] });

const infoQuery = z.strictObject({ id: positiveId(FLOW_MSG.templateNotFound) });
const setStatusBody = z.strictObject({
  id: positiveId(FLOW_MSG.templateNotFound),
  enabled: z
    .union([z.boolean(), z.literal(1), z.literal(2)], { error: '请选择是否启用' })
    .transform((v) => v === true || v === 1),
});

/** Who may decide on a run: 待我审批's node. */
const EXAMINE = { node: 'work_flow_examine' } as const;
const VIEW = { node: 'system_flow' } as const;
const EDIT = { node: 'system_flow_edit' } as const;

export const flowRoutes = {
  preview: route({
    method: 'GET',
    path: '/api/flow/preview',
    auth: 'signedIn',
    query: previewQuery,
    answer: flowAnswers.preview,
  }),
  startflow: route({
    method: 'POST',
    path: '/api/flow/startflow',
    auth: 'signedIn',
    body: startBody,
    answer: flowAnswers.startflow,
  }),
  examine: route({
    method: 'POST',
    path: '/api/flow/examine',
    auth: EXAMINE,
    body: examineBody,
    answer: flowAnswers.examine,
  }),
  withdraw: route({
    method: 'POST',
    path: '/api/flow/withdraw',
    auth: 'signedIn',
    body: recordBody,
    answer: flowAnswers.withdraw,
  }),
  review: route({
    method: 'GET',
    path: '/api/flow/review',
    auth: 'signedIn',
    query: recordBody,
    answer: flowAnswers.review,
  }),
  examineList: route({
    method: 'GET',
    path: '/api/flow/examineList',
    auth: 'signedIn',
    query: examineListQuery,
    answer: flowListAnswers.examineList,
  }),
  examineCount: route({
    method: 'GET',
    path: '/api/flow/examineCount',
    auth: 'signedIn',
    query: noQuery(),
    answer: flowListAnswers.examineCount,
  }),
  getUserList: route({
    method: 'GET',
    path: '/api/Flow/getUserList',
    auth: 'signedIn',
    query: userListQuery,
    answer: flowListAnswers.getUserList,
  }),
  getList: route({
    method: 'GET',
    path: '/api/flow/getList',
    auth: VIEW,
    query: noQuery(),
    answer: flowTemplateAnswers.getList,
  }),
  info: route({
    method: 'GET',
    path: '/api/flow/info',
    auth: VIEW,
    query: infoQuery,
    answer: flowTemplateAnswers.info,
  }),
  save: route({ method: 'POST', path: '/api/flow/save', auth: EDIT, body: saveBody, answer: flowTemplateAnswers.save }),
  setStatus: route({
    method: 'POST',
    path: '/api/flow/setStatus',
    auth: EDIT,
    body: setStatusBody,
    answer: flowTemplateAnswers.setStatus,
  }),
};
