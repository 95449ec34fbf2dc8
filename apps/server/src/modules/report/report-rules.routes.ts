import { reportAnswers, reportRuleAnswers } from '@suwork/domain/contracts';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { currentUser, type App } from '../../core/types.ts';
import { defaultRecipients, deleteRule, missingFor, ruleList, saveRule } from './report-rules.service.ts';
import * as input from './report.input.ts';

const RULE_NODE = 'home_reportRule';
const RULE_EDIT_NODE = 'home_reportRule_edit';

/** 汇报规则 (who reports what, when, to whom by default) and the list of who has not reported. */
export function reportRuleRoutes(app: App) {
  const db = app.database.db;
  const node = (n: string) => ({ config: { auth: { node: n } } });

  app.get('/api/ReportRule/getList', { ...node(RULE_NODE), schema: { response: { 200: reportRuleAnswers.getList } } }, async () => ok(await ruleList(db)));

  app.post('/api/ReportRule/save', { ...node(RULE_EDIT_NODE), schema: { body: input.ruleBody, response: { 200: reportRuleAnswers.save } } }, async (req) => {
    const { id, ...values } = req.body;
    return ok(await saveRule(db, currentUser(req).user_id, id, values, app.config.now()));
  });

  app.post('/api/ReportRule/del', { ...node(RULE_EDIT_NODE), schema: { body: input.idBody, response: { 200: reportRuleAnswers.del } } }, async (req) => ok(await deleteRule(db, req.body.id)));

  /** The 抄送人 the rules covering the member suggest for a new report of this type. */
  app.get(
    '/api/ReportRule/defaults',
    { ...node('home_dayReport'), schema: { querystring: z.strictObject({ type: input.mineQuery.shape.type }), response: { 200: reportRuleAnswers.defaults } } },
    async (req) => ok(await defaultRecipients(db, currentUser(req), req.query.type)),
  );

  /** 未提交: an administrator (whole-company scope) sees everyone, a manager the departments they lead. */
  app.get('/api/Report/missing', { ...node('home_reportList'), schema: { querystring: input.missingQuery, response: { 200: reportAnswers.missing } } }, async (req) => {
    const { period_label, list } = await missingFor(db, currentUser(req), req.query.type, req.query.date);
    return ok({ period_label, list }, list.length);
  });
}
