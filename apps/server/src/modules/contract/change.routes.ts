import { contractChangeEntity, contractEntity } from '@suwork/domain/entities';
import { contractChangeRoutes as routes } from '@suwork/domain/routes';
import { entity } from '../../core/engine/entity-handle.ts';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { companyToday } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { changeDiff, contractVersionsOf, proposalSplit, resplitPlans, resplitPreview } from './change.service.ts';

/** 合同版本 and a change's diff; the re-split of the plans after an amendment, previewed then applied. */
export function changeRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const today = () => companyToday(app.config.now(), tz);
  const contracts = entity(app, contractEntity).service;
  const changes = entity(app, contractChangeEntity).service;

  serve(app, routes.versions, async (req) =>
    ok(await contractVersionsOf(db, contracts, currentUser(req), req.query.contract_id, tz)),
  );

  serve(app, routes.diff, async (req) =>
    ok(await changeDiff(db, changes, currentUser(req), req.query.id, { today: today(), tz })),
  );

  serve(app, routes.planSplit, async (req) =>
    ok(await proposalSplit(db, contracts, currentUser(req), req.query, today())),
  );

  serve(app, routes.resplitPreview, async (req) =>
    ok(await resplitPreview(db, contracts, currentUser(req), req.query.contract_id)),
  );

  serve(app, routes.resplit, async (req) => {
    await resplitPlans(db, contracts, currentUser(req), req.body.contract_id, () => {
      const now = app.config.now();
      return { now, today: companyToday(now, tz) };
    });
    return ok(null);
  });
}
