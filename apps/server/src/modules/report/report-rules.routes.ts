import { reportRoutes, reportRuleRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { defaultRecipients, deleteRule, missingFor, ruleList, saveRule } from './report-rules.service.ts';

/** 汇报规则 (who reports what, when, to whom by default) and the list of who has not reported. */
export function reportRuleRoutes(app: App) {
  const db = app.database.db;

  serve(app, routes.getList, async () => ok(await ruleList(db)));

  serve(app, routes.save, async (req) => {
    const { id, ...values } = req.body;
    return ok(await saveRule(db, currentUser(req).user_id, id, values, app.config.now()));
  });

  serve(app, routes.del, async (req) => ok(await deleteRule(db, req.body.id)));

  serve(app, routes.defaults, async (req) => ok(await defaultRecipients(db, currentUser(req), req.query.type)));

  serve(app, reportRoutes.missing, async (req) => {
    const { period_label, list } = await missingFor(db, currentUser(req), req.query.type, req.query.date);
    return ok({ period_label, list }, list.length);
  });
}
