import { reportAnswers } from '@suwork/domain/contracts';
import { ok } from '../../core/envelope.ts';
import { okPage } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import { addComment, addReport, deleteReport, findMine, reportInfo, reportPage, updateReport, type ReportDeps } from './report.service.ts';
import * as input from './report.input.ts';

const WRITE_NODE = 'home_dayReport';
const READ_NODE = 'home_reportList';

/** 日报 / 周报 / 月报: write, edit, list by view, read (with receipts), comment. */
export function reportRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const deps: ReportDeps = { app, db, tz, now: () => app.config.now() };
  const node = (n: string) => ({ config: { auth: { node: n } } });

  app.post('/api/Report/add', { ...node(WRITE_NODE), schema: { body: input.reportBody, response: { 200: reportAnswers.add } } }, async (req) =>
    ok({ id: await addReport(deps, currentUser(req), req.body) }),
  );

  app.post('/api/Report/update', { ...node(WRITE_NODE), schema: { body: input.reportUpdateBody, response: { 200: reportAnswers.update } } }, async (req) =>
    ok({ id: await updateReport(deps, currentUser(req), req.body) }),
  );

  /** The member's own report of this type for the period the date falls in, to edit it instead of writing a second. */
  app.get('/api/Report/findMine', { ...node(WRITE_NODE), schema: { querystring: input.mineQuery, response: { 200: reportAnswers.findMine } } }, async (req) =>
    ok(await findMine(db, currentUser(req).user_id, req.query.type, req.query.date)),
  );

  app.get('/api/Report/getList', { ...node(READ_NODE), schema: { querystring: input.listQuery, response: { 200: reportAnswers.getList } } }, async (req) =>
    okPage(await reportPage(db, currentUser(req), req.query, tz)),
  );

  app.get('/api/Report/info', { ...node(READ_NODE), schema: { querystring: input.idQuery, response: { 200: reportAnswers.info } } }, async (req) =>
    ok(await reportInfo(deps, currentUser(req), req.query.id, Boolean(req.query.for_edit))),
  );

  app.post('/api/Report/comment', { ...node(READ_NODE), schema: { body: input.commentBody, response: { 200: reportAnswers.comment } } }, async (req) =>
    ok({ id: await addComment(db, currentUser(req), req.body.report_id, req.body.content) }),
  );

  app.post('/api/Report/del', { ...node('home_reportList_del'), schema: { body: input.idBody, response: { 200: reportAnswers.del } } }, async (req) =>
    ok({ id: await deleteReport(db, currentUser(req), req.body.id) }),
  );
}
