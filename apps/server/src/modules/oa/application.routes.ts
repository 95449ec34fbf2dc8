import { APPLICATIONS, type EntityDef } from '@suwork/domain/entities';
import { applicationRoutes, oaConfigRoutes, submission, type ParsedOf } from '@suwork/domain/routes';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client.ts';
import { serviceOf } from '../../core/engine/entity-handle.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { inputSchemas } from '../../core/engine/input-schema.ts';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { currentUser, type App } from '../../core/types.ts';
import { flowEnv } from '../flow/flow-hooks.ts';
import { startRecordRun } from '../flow/run-start.service.ts';
import { applicantsOwn, assertFormOpen, readApplication } from './application.service.ts';
import { readOaConfig, writeOaConfig } from './oa-config.ts';

/**
 * 请假, 转正, 离职 … : add creates the application and its run in one transaction (a refused start saves nothing);
 * resubmit lets the applicant change a rejected or withdrawn application and send it again (a new run, the
 * history kept); read shows it to its applicant, the people on its run and whoever's data scope covers it.
 */
function oaApplicationRoutes(app: App, def: EntityDef, service: EntityService) {
  const db = app.database.db;
  const env = flowEnv(app);
  const flowType = def.flowType!;
  const routes = applicationRoutes(def);
  const inputs = inputSchemas(def, app.config.tzOffsetMinutes);

  const submit = async (tx: Db, user: SessionUser, id: number, chosen: Record<string, number[]>) =>
    void (await startRecordRun(env, tx, user, flowType, id, chosen));

  // the values are checked field by field with the declaration's own rules
  const addInput: ZodType = inputs.add.extend(submission);
  const resubmitInput: ZodType = inputs.update.extend(submission);

  serve(app, routes.add, { input: addInput as ZodType<ParsedOf<typeof routes.add>> }, async (req) => {
    const user = currentUser(req);
    const { to_user, condition: _shownOnly, ...input } = req.body;
    await assertFormOpen(db, flowType, input.attachments);
    const id = await service.add(user, input, (tx, newId) => submit(tx, user, newId, to_user));
    return ok({ id });
  });

  serve(app, routes.resubmit, { input: resubmitInput as ZodType<ParsedOf<typeof routes.resubmit>> }, async (req) => {
    const user = currentUser(req);
    const { id, to_user, condition: _shownOnly, ...input } = req.body;
    const row = await applicantsOwn(db, def, user, id);
    await assertFormOpen(db, flowType, input.attachments ?? row.attachments);
    await service.update(user, id, input, (tx) => submit(tx, user, id, to_user));
    return ok({ id });
  });

  serve(app, routes.read, async (req) => ok(await readApplication(db, def, service, currentUser(req), req.query.id)));
}

/** The OA applications' own calls, and OA配置. */
export function oaRoutes(app: App) {
  for (const def of APPLICATIONS) oaApplicationRoutes(app, def, serviceOf(app, def));

  serve(app, oaConfigRoutes.getList, async () => ok(await readOaConfig(app.database.db)));

  serve(app, oaConfigRoutes.save, async (req) => {
    await writeOaConfig(app.database.db, req.body.forms, app.config.now());
    return ok(await readOaConfig(app.database.db));
  });
}
