import { flowListAnswers } from '@suwork/domain/contracts';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { okPage } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import { examineListQuery, userListQuery } from './flow.input.ts';
import { approverPage, examineCount, examineList } from './run-lists.service.ts';

/** The approval centre (待我审批 / 我已审批 / 我发起的 / 抄送我的), its counts, and the approver picker. */
export function flowListRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;

  app.get('/api/flow/examineList', { config: { auth: 'signedIn' }, schema: { querystring: examineListQuery, response: { 200: flowListAnswers.examineList } } }, async (req) =>
    okPage(await examineList(db, currentUser(req).user_id, req.query, tz)),
  );

  app.get('/api/flow/examineCount', { config: { auth: 'signedIn' }, schema: { querystring: z.strictObject({}), response: { 200: flowListAnswers.examineCount } } }, async (req) =>
    ok(await examineCount(db, currentUser(req).user_id)),
  );

  app.get('/api/Flow/getUserList', { config: { auth: 'signedIn' }, schema: { querystring: userListQuery, response: { 200: flowListAnswers.getUserList } } }, async (req) =>
    okPage(await approverPage(db, req.query, currentUser(req).user_id)),
  );
}
