import { flowRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { inTx } from '../../core/kit/index.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { flowEnv } from './flow-hooks.ts';
import { examineRun, withdrawRun } from './run-engine.ts';
import { previewOf, reviewOf } from './run-review.service.ts';
import { startRecordRun } from './run-start.service.ts';

/** Preview, start, decide, withdraw and read the approval of one record (any flow_type). */
export function flowRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const env = flowEnv(app);

  serve(app, routes.preview, async (req) => ok(await previewOf(db, currentUser(req), req.query, tz)));

  serve(app, routes.startflow, async (req) => {
    const b = req.body;
    return ok({
      run_id: await inTx(db, (tx) =>
        startRecordRun(env, tx, currentUser(req), b.flow_type, b.detail_id, b.to_user, b.condition ?? {}),
      ),
    });
  });

  serve(app, routes.examine, async (req) => {
    await inTx(db, (tx) => examineRun(env, tx, req.body, currentUser(req)));
    return ok(null);
  });

  serve(app, routes.withdraw, async (req) =>
    ok({ run_id: await inTx(db, (tx) => withdrawRun(env, tx, req.body, currentUser(req))) }),
  );

  serve(app, routes.review, async (req) =>
    ok(await reviewOf(db, currentUser(req), req.query.flow_type, req.query.detail_id, tz)),
  );
}
