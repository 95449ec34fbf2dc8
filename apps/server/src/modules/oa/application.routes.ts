import { oaApplicationAnswers, oaConfigAnswers } from '@suwork/domain/contracts';
import { APPLICATIONS, OA_MSG, OA_NOTICE_MAX, type EntityDef } from '@suwork/domain/entities';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { idQuery } from '../../core/engine/entity-routes.ts';
import { serviceOf } from '../../core/engine/entity-handle.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { inputSchemas } from '../../core/engine/input-schema.ts';
import { ok } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { currentUser, type App } from '../../core/types.ts';
import { flowEnv } from '../flow/flow-hooks.ts';
import { conditionValues, toUser } from '@suwork/domain/routes';
import { startRecordRun } from '../flow/run-start.service.ts';
import { applicantsOwn, assertFormOpen, readApplication } from './application.service.ts';
import { DISABLED, ENABLED, readOaConfig, writeOaConfig } from './oa-config.ts';

/** Who may apply: the approval centre's 发起申请. */
export const APPLY_NODE = 'home_examine_apply';
const CONFIG_EDIT_NODE = 'personnel_oaConfig_edit';

type Values = Record<string, unknown>;

/**
 * 请假, 转正, 离职 … : add creates the application and its run in one transaction (a refused start saves nothing);
 * resubmit lets the applicant change a rejected or withdrawn application and send it again (a new run, the
 * history kept); read shows it to its applicant, the people on its run and whoever's data scope covers it.
 */
function applicationRoutes(app: App, def: EntityDef, service: EntityService) {
  const db = app.database.db;
  const env = flowEnv(app);
  const flowType = def.flowType!;
  const base = `/api/${def.controller}`;
  const inputs = inputSchemas(def, app.config.tzOffsetMinutes);
  const submission = { to_user: toUser.default({}), condition: conditionValues.optional() };

  const submit = async (tx: Db, user: SessionUser, id: number, chosen: Record<string, number[]>) => void (await startRecordRun(env, tx, user, flowType, id, chosen));

  app.post(`${base}/add`, { config: { auth: { node: APPLY_NODE } }, schema: { body: inputs.add.extend(submission), response: { 200: oaApplicationAnswers.add } } }, async (req) => {
    const user = currentUser(req);
    const { to_user, condition: _shownOnly, ...input } = req.body as Values & { to_user: Record<string, number[]> };
    await assertFormOpen(db, flowType, input.attachments);
    const id = await service.add(user, input, (tx, newId) => submit(tx, user, newId, to_user));
    return ok({ id });
  });

  app.post(`${base}/resubmit`, { config: { auth: { node: APPLY_NODE } }, schema: { body: inputs.update.extend(submission), response: { 200: oaApplicationAnswers.resubmit } } }, async (req) => {
    const user = currentUser(req);
    const { id, to_user, condition: _shownOnly, ...input } = req.body as Values & { id: number; to_user: Record<string, number[]> };
    const row = await applicantsOwn(db, def, user, id);
    await assertFormOpen(db, flowType, input.attachments ?? row.attachments);
    await service.update(user, id, input, (tx) => submit(tx, user, id, to_user));
    return ok({ id });
  });

  app.get(`${base}/read`, { config: { auth: 'signedIn' }, schema: { querystring: idQuery, response: { 200: oaApplicationAnswers.read } } }, async (req) =>
    ok(await readApplication(db, def, service, currentUser(req), req.query.id)),
  );
}

const choice = (msg: string) => z.union([z.literal(ENABLED), z.literal(DISABLED)], { error: msg });
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

/** The OA applications' own calls, and OA配置. */
export function oaRoutes(app: App) {
  for (const def of APPLICATIONS) applicationRoutes(app, def, serviceOf(app, def));

  app.get('/api/OaConfig/getList', { config: { auth: 'signedIn' }, schema: { response: { 200: oaConfigAnswers.getList } } }, async () => ok(await readOaConfig(app.database.db)));

  app.post('/api/OaConfig/save', { config: { auth: { node: CONFIG_EDIT_NODE } }, schema: { body: saveConfigBody, response: { 200: oaConfigAnswers.save } } }, async (req) => {
    await writeOaConfig(app.database.db, req.body.forms, app.config.now());
    return ok(await readOaConfig(app.database.db));
  });
}
