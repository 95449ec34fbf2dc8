import { ERR } from '@suwork/domain';
import { leaveEntity } from '@suwork/domain/entities';
import { z } from 'zod';
import { EntityService } from '../../core/engine/entity-service.ts';
import { inputSchemas, missingRequired } from '../../core/engine/input-schema.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { currentUser, type App } from '../../core/types.ts';
import { conditionValues, toUser } from '../flow/flow.input.ts';
import { canSeeRun, prepareStart } from '../flow/flow.routes.ts';
import { latestRun } from '../flow/run-engine.ts';
import { durationOf, LEAVE_FLOW_TYPE } from './leave.ts';

/** Who may apply: the approval centre's 发起申请. */
export const APPLY_NODE = 'home_examine_apply';

/**
 * 请假 of the approval centre: add creates the record and its run in one transaction (a refused start saves
 * nothing); read shows a leave to its applicant, the people on its run and whoever's data scope covers it.
 */
export function leaveRoutes(app: App) {
  const db = app.database.db;
  const service = new EntityService(leaveEntity, db, app.config.tzOffsetMinutes);
  const addBody = inputSchemas(leaveEntity, app.config.tzOffsetMinutes).add.extend({ to_user: toUser.default({}), condition: conditionValues.optional() });

  app.post('/api/Leave/add', { config: { auth: { node: APPLY_NODE } }, schema: { body: addBody } }, async (req) => {
    const user = currentUser(req);
    const { to_user, condition, ...input } = req.body as Record<string, unknown> & { to_user: Record<string, number[]>; condition?: Record<string, unknown> };
    const missing = missingRequired(leaveEntity, input, 'add');
    if (missing) throw invalid(missing);
    const duration = Number(durationOf({ ...input }));
    const start = await prepareStart(db, user, LEAVE_FLOW_TYPE, { ...condition, leave_type: input.leave_type, duration }, to_user);
    const id = await service.add(user, input, async (tx, leaveId) => void (await start(tx, leaveId)));
    return ok({ id });
  });

  app.get('/api/Leave/read', { config: { auth: 'signedIn' }, schema: { querystring: z.strictObject({ id: z.coerce.number({ error: 'id 应为正整数' }).int().positive('id 应为正整数') }) } }, async (req) => {
    const user = currentUser(req);
    const id = req.query.id;
    const run = await latestRun(db, LEAVE_FLOW_TYPE, id);
    const onRun = run !== undefined && (await canSeeRun(db, user, run));
    if (onRun) return ok(await service.info({ ...user, scope: { ...user.scope, all: true } }, id));
    if (!user.nodes.has(leaveEntity.node)) throw fail(ERR.notFound);
    return ok(await service.info(user, id));
  });
}
