import { chanceRoutes, chanceStageRoutes, rivalRoutes } from '@suwork/domain/routes';
import { opportunityEntity, rivalEntity } from '@suwork/domain/entities';
import { entity } from '../../core/engine/entity-handle.ts';
import { ok } from '../../core/envelope.ts';
import { inTx } from '../../core/kit/index.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { changeStatus, moveStage, stageHistory } from './opportunity.service.ts';
import { forecast, funnel, kanban, periodOf } from './pipeline.service.ts';
import { linkRivals, rivalRecord, rivalsOf } from './rivals.service.ts';
import { deleteGroup, groupsForDept, loadGroups, saveGroup, stageGroupById } from './stages.service.ts';

/** 商机阶段设置, stage moves, status, history, rivals, and the kanban, funnel and forecast views. */
export function pipelineRoutes(app: App) {
  const db = app.database.db;
  const chances = entity(app, opportunityEntity).service;
  const rivals = entity(app, rivalEntity).service;
  const tz = app.config.tzOffsetMinutes;
  const scoped = (req: Parameters<typeof currentUser>[0]) => ({ db, service: chances, user: currentUser(req) });

  serve(app, chanceStageRoutes.groups, async () => ok(await loadGroups(db)));
  serve(app, chanceStageRoutes.groupsFor, async (req) => ok(await groupsForDept(db, currentUser(req).dept_id)));
  serve(app, chanceStageRoutes.save, async (req) =>
    ok({ id: await inTx(db, (tx) => saveGroup(tx, req.body, app.config.now())) }),
  );
  serve(app, chanceStageRoutes.del, async (req) => {
    await inTx(db, (tx) => deleteGroup(tx, req.body.id));
    return ok(null);
  });

  serve(app, chanceRoutes.moveStage, async (req) => {
    await moveStage(chances, currentUser(req), req.body.chance_id, req.body.stage_id);
    return ok(null);
  });
  serve(app, chanceRoutes.changeStatus, async (req) => {
    await changeStatus(db, chances, currentUser(req), req.body, app.config.now());
    return ok(null);
  });
  serve(app, chanceRoutes.stageHistory, async (req) =>
    ok(await stageHistory(db, chances, currentUser(req), req.query.chance_id, app.config.now(), tz)),
  );
  serve(app, chanceRoutes.kanban, async (req) => {
    const period = periodOf(req.query, app.config.now(), tz);
    return ok(
      await kanban(
        scoped(req),
        await stageGroupById(db, req.query.group_id),
        req.query.limit,
        req.query.keyword || undefined,
        period,
        tz,
      ),
    );
  });
  serve(app, chanceRoutes.funnel, async (req) =>
    ok(
      await funnel(
        scoped(req),
        await stageGroupById(db, req.query.group_id),
        periodOf(req.query, app.config.now(), tz),
      ),
    ),
  );
  serve(app, chanceRoutes.forecast, async (req) =>
    ok(await forecast(scoped(req), req.query.start_month, req.query.months)),
  );
  serve(app, chanceRoutes.rivals, async (req) =>
    ok(await rivalsOf(db, chances, currentUser(req), req.query.chance_id)),
  );
  serve(app, chanceRoutes.linkRivals, async (req) => {
    await linkRivals(db, chances, currentUser(req), req.body.chance_id, req.body.rival_ids);
    return ok(null);
  });

  serve(app, rivalRoutes.record, async (req) => {
    const user = currentUser(req);
    await rivals.info(user, req.query.rival_id);
    return ok(await rivalRecord(db, chances, user, req.query.rival_id));
  });
}
