import { flowAnswers } from '@suwork/domain/contracts';
import { ok } from '../../core/envelope.ts';
import { inTx } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import { flowEnv } from './flow-hooks.ts';
import { examineBody, previewQuery, recordBody, startBody } from './flow.input.ts';
import { EXAMINE_NODE } from './run-access.ts';
import { examineRun, withdrawRun } from './run-engine.ts';
import { previewOf, reviewOf } from './run-review.service.ts';
import { startRecordRun } from './run-start.service.ts';

/** Preview, start, decide, withdraw and read the approval of one record (any flow_type). */
export function flowRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const env = flowEnv(app);

  app.get('/api/flow/preview', { config: { auth: 'signedIn' }, schema: { querystring: previewQuery, response: { 200: flowAnswers.preview } } }, async (req) =>
    ok(await previewOf(db, currentUser(req), req.query, tz)),
  );

  app.post('/api/flow/startflow', { config: { auth: 'signedIn' }, schema: { body: startBody, response: { 200: flowAnswers.startflow } } }, async (req) => {
    const b = req.body;
    return ok({ run_id: await inTx(db, (tx) => startRecordRun(env, tx, currentUser(req), b.flow_type, b.detail_id, b.to_user, b.condition ?? {})) });
  });

  app.post('/api/flow/examine', { config: { auth: { node: EXAMINE_NODE } }, schema: { body: examineBody, response: { 200: flowAnswers.examine } } }, async (req) => {
    await inTx(db, (tx) => examineRun(env, tx, req.body, currentUser(req)));
    return ok(null);
  });

  app.post('/api/flow/withdraw', { config: { auth: 'signedIn' }, schema: { body: recordBody, response: { 200: flowAnswers.withdraw } } }, async (req) => {
    const runId = await inTx(db, (tx) => withdrawRun(env, tx, req.body, currentUser(req)));
    return ok({ run_id: runId });
  });

  app.get('/api/flow/review', { config: { auth: 'signedIn' }, schema: { querystring: recordBody, response: { 200: flowAnswers.review } } }, async (req) =>
    ok(await reviewOf(db, currentUser(req), req.query.flow_type, req.query.detail_id, tz)),
  );
}
