import { z } from 'zod';
import { oaApplicationAnswers, oaConfigAnswers } from '../contracts/oa.ts';
import type { EntityDef } from '../entities/define.ts';
import { APPLICATIONS, OA_MSG, OA_NOTICE_MAX } from '../entities/oa.ts';
import { entityValues, idQuery } from './entity.ts';
import { conditionValues, toUser } from './flow.ts';
import { idField } from './fields.ts';
import { route } from './route.ts';

// The OA applications' own calls (请假, 转正, 离职 …: the record and its approval run together) and OA配置.

/** Who may apply: the approval centre's 发起申请. */
const APPLY = { node: 'home_examine_apply' } as const;

/** What a submission adds to the form's values: the chosen approvers and the values the preview showed. */
export const submission = { to_user: toUser.default({}), condition: conditionValues.optional() };

/**
 * One application's routes under its controller. The values are checked by the server field by field with the
 * declaration's own rules (as the engine's add and update are).
 */
export function applicationRoutes(def: Pick<EntityDef, 'controller' | 'title'>) {
  const base = `/api/${def.controller}` as const;
  return {
    /** creates the application and its run in one transaction (a refused start saves nothing) */
    add: route({
      method: 'POST',
      path: `${base}/add`,
      auth: APPLY,
      summary: `提交${def.title}`,
      body: entityValues.and(z.object(submission)),
      answer: oaApplicationAnswers.add,
    }),
    /** a rejected or withdrawn application, changed and sent again by its applicant (a new run, the history kept) */
    resubmit: route({
      method: 'POST',
      path: `${base}/resubmit`,
      auth: APPLY,
      summary: `重新提交${def.title}`,
      body: entityValues.and(z.object({ id: idField(), ...submission })),
      answer: oaApplicationAnswers.resubmit,
    }),
    /** to its applicant, the people on its run and whoever's data scope covers it */
    read: route({
      method: 'GET',
      path: `${base}/read`,
      auth: 'signedIn',
      summary: `${def.title}详情`,
      query: idQuery,
      answer: oaApplicationAnswers.read,
    }),
  };
}

/** OA配置's 1 启用 / 是, 2 停用 / 否. */
export const OA_ENABLED = 1;
export const OA_DISABLED = 2;
const choice = (msg: string) => z.union([z.literal(OA_ENABLED), z.literal(OA_DISABLED)], { error: msg });
const saveConfigBody = z.strictObject({
  forms: z
    .array(
      z.strictObject({
        flow_type: z
          .number({ error: OA_MSG.unknownForm })
          .int(OA_MSG.unknownForm)
          .refine((t) => APPLICATIONS.some((d) => d.flowType === t), OA_MSG.unknownForm),
        enabled: choice('请选择是否启用'),
        notice: z.string({ error: OA_MSG.noticeTooLong }).trim().max(OA_NOTICE_MAX, OA_MSG.noticeTooLong),
        attachments_required: choice('请选择附件是否必填'),
      }),
      { error: OA_MSG.unknownForm },
    )
    .min(1, OA_MSG.unknownForm)
    .max(APPLICATIONS.length, OA_MSG.unknownForm),
});

export const oaConfigRoutes = {
  getList: route({ method: 'GET', path: '/api/OaConfig/getList', auth: 'signedIn', answer: oaConfigAnswers.getList }),
  save: route({
    method: 'POST',
    path: '/api/OaConfig/save',
    auth: { node: 'personnel_oaConfig_edit' },
    body: saveConfigBody,
    answer: oaConfigAnswers.save,
  }),
};
