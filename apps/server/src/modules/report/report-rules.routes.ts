import { ERR, REPORT_MSG, REPORT_TYPE_LABEL } from '@suwork/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { reportRules } from '../../db/report-tables.ts';
import { departments } from '../../db/schema.ts';
import { fail, ok } from '../../core/envelope.ts';
import { currentUser, type App } from '../../core/types.ts';
import { SUPER_USER_NAME } from '../../core/permissions.ts';
import { allDepartments, memberNames } from '../org/org-common.ts';
import { subtreeOf } from '../../core/data-scope.ts';
import { ledDepartments } from './report-access.ts';
import { missingReports } from './report-missing.ts';
import * as input from './report.input.ts';

const RULE_NODE = 'home_reportRule';
const RULE_EDIT_NODE = 'home_reportRule_edit';

/** 汇报规则 (who reports what, when, to whom by default) and the list of who has not reported. */
export function reportRuleRoutes(app: App) {
  const db = app.database.db;
  const node = (n: string) => ({ config: { auth: { node: n } } });

  app.get('/api/ReportRule/getList', node(RULE_NODE), async () => {
    const rules = await db.select().from(reportRules).orderBy(reportRules.type, desc(reportRules.id));
    const names = await memberNames(db, rules.flatMap((r) => [...r.user_ids, ...r.recipient_ids]));
    const deptIds = [...new Set(rules.flatMap((r) => r.dept_ids))];
    const depts = deptIds.length ? await db.select({ id: departments.dept_id, name: departments.dept_name }).from(departments).where(inArray(departments.dept_id, deptIds)) : [];
    const deptName = new Map(depts.map((d) => [d.id, d.name]));
    const people = (ids: number[]) => ids.map((id) => ({ user_id: id, user_name: names.get(id) ?? '' }));
    return ok(
      rules.map((r) => ({
        id: r.id,
        type: r.type,
        type_name: REPORT_TYPE_LABEL[r.type],
        users: people(r.user_ids),
        depts: r.dept_ids.map((id) => ({ dept_id: id, dept_name: deptName.get(id) ?? '' })),
        days: r.days,
        recipients: people(r.recipient_ids),
        status: r.status,
      })),
    );
  });

  app.post('/api/ReportRule/save', { ...node(RULE_EDIT_NODE), schema: { body: input.ruleBody } }, async (req) => {
    const user = currentUser(req);
    const { id, ...values } = req.body;
    if (id > 0) {
      const [row] = await db.update(reportRules).set({ ...values, update_time: new Date() }).where(eq(reportRules.id, id)).returning({ id: reportRules.id });
      if (!row) throw fail(ERR.notFound, REPORT_MSG.ruleNotFound);
      return ok(row);
    }
    const [row] = await db.insert(reportRules).values({ ...values, create_user_id: user.user_id }).returning({ id: reportRules.id });
    return ok(row);
  });

  app.post('/api/ReportRule/del', { ...node(RULE_EDIT_NODE), schema: { body: input.idBody } }, async (req) => {
    const [row] = await db.delete(reportRules).where(eq(reportRules.id, req.body.id)).returning({ id: reportRules.id });
    if (!row) throw fail(ERR.notFound, REPORT_MSG.ruleNotFound);
    return ok(row);
  });

  /** The 抄送人 the rules covering the member suggest for a new report of this type. */
  app.get('/api/ReportRule/defaults', { ...node('home_dayReport'), schema: { querystring: z.strictObject({ type: input.mineQuery.shape.type }) } }, async (req) => {
    const user = currentUser(req);
    const rules = await db.select().from(reportRules).where(and(eq(reportRules.type, req.query.type), eq(reportRules.status, 1)));
    const depts = await allDepartments(db);
    const mine = rules.filter((r) => r.user_ids.includes(user.user_id) || r.dept_ids.some((d) => subtreeOf(d, depts).includes(user.dept_id)));
    const ids = [...new Set(mine.flatMap((r) => r.recipient_ids))].filter((id) => id !== user.user_id);
    const names = await memberNames(db, ids);
    return ok(ids.map((id) => ({ user_id: id, user_name: names.get(id) ?? '' })));
  });

  /** 未提交: an administrator (whole-company scope) sees everyone, a manager the departments they lead. */
  app.get('/api/Report/missing', { ...node('home_reportList'), schema: { querystring: input.missingQuery } }, async (req) => {
    const user = currentUser(req);
    const everyone = user.user_name === SUPER_USER_NAME || user.scope.all;
    const within = everyone ? null : await ledDepartments(db, user);
    const { period_label, list } = await missingReports(db, req.query.type, req.query.date, within);
    return ok({ period_label, list }, list.length);
  });
}
