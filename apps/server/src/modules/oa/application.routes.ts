import { ERR } from '@suwork/domain';
import { APPLICATIONS, OA_MSG, OA_NOTICE_MAX, type EntityDef } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import { idQuery } from '../../core/engine/entity-routes.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { inputSchemas } from '../../core/engine/input-schema.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { currentUser, type App } from '../../core/types.ts';
import { conditionValues, toUser } from '../flow/flow.input.ts';
import { canSeeRun, startRecordRun } from '../flow/flow.routes.ts';
import { latestRun } from '../flow/run-engine.ts';
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
  const table = tableOf(def);
  const flowType = def.flowType!;
  const base = `/api/${def.controller}`;
  const inputs = inputSchemas(def, app.config.tzOffsetMinutes);
  const submission = { to_user: toUser.default({}), condition: conditionValues.optional() };

  /** the form is offered (OA配置) and carries its attachments when they are required */
  const assertFormOpen = async (attachments: unknown) => {
    const setting = (await readOaConfig(db)).find((s) => s.flow_type === flowType)!;
    if (setting.enabled !== ENABLED) throw invalid(OA_MSG.formDisabled);
    if (setting.attachments_required === ENABLED && !(Array.isArray(attachments) && attachments.length > 0)) throw invalid(OA_MSG.attachmentsRequired);
  };

  const submit = async (tx: Db, user: SessionUser, id: number, chosen: Record<string, number[]>) => void (await startRecordRun(tx, user, flowType, id, chosen));

  app.post(`${base}/add`, { config: { auth: { node: APPLY_NODE } }, schema: { body: inputs.add.extend(submission) } }, async (req) => {
    const user = currentUser(req);
    const { to_user, condition: _shownOnly, ...input } = req.body as Values & { to_user: Record<string, number[]> };
    await assertFormOpen(input.attachments);
    const id = await service.add(user, input, (tx, newId) => submit(tx, user, newId, to_user));
    return ok({ id });
  });

  app.post(`${base}/resubmit`, { config: { auth: { node: APPLY_NODE } }, schema: { body: inputs.update.extend(submission) } }, async (req) => {
    const user = currentUser(req);
    const { id, to_user, condition: _shownOnly, ...input } = req.body as Values & { id: number; to_user: Record<string, number[]> };
    const [row] = (await db.select().from(table).where(eq(table.id, id))) as Values[];
    if (!row) throw fail(ERR.notFound);
    if (row.create_user_id !== user.user_id) throw fail(ERR.noPermission, OA_MSG.notApplicant);
    await assertFormOpen(input.attachments ?? row.attachments);
    await service.update(user, id, input, (tx) => submit(tx, user, id, to_user));
    return ok({ id });
  });

  app.get(`${base}/read`, { config: { auth: 'signedIn' }, schema: { querystring: idQuery } }, async (req) => {
    const user = currentUser(req);
    const id = req.query.id;
    const run = await latestRun(db, flowType, id);
    if (run !== undefined && (await canSeeRun(db, user, run))) return ok(await service.info({ ...user, scope: { ...user.scope, all: true } }, id));
    if (!user.nodes.has(def.node)) throw fail(ERR.notFound);
    return ok(await service.info(user, id));
  });
}

const choice = (msg: string) => z.union([z.literal(ENABLED), z.literal(DISABLED)], { error: msg });
const saveConfigBody = z.strictObject({
  forms: z
    .array(
      z.strictObject({
        flow_type: z.number({ error: OA_MSG.unknownForm }).int(OA_MSG.unknownForm).refine((t) => APPLICATIONS.some((d) => d.flowType === t), OA_MSG.unknownForm),
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
export function oaRoutes(app: App, services: ReadonlyMap<string, EntityService>) {
  for (const def of APPLICATIONS) applicationRoutes(app, def, services.get(def.key)!);

  app.get('/api/OaConfig/getList', { config: { auth: 'signedIn' } }, async () => ok(await readOaConfig(app.database.db)));

  app.post('/api/OaConfig/save', { config: { auth: { node: CONFIG_EDIT_NODE } }, schema: { body: saveConfigBody } }, async (req) => {
    await writeOaConfig(app.database.db, req.body.forms);
    return ok(await readOaConfig(app.database.db));
  });
}
