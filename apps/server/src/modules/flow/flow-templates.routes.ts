import { flowRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { saveTemplate, setTemplateStatus, templateCatalogue, templateInfo } from './template.service.ts';
import { loadTemplate } from './templates.ts';

/** 审批管理: the catalogue of flow types with their templates; saving writes a new version. */
export function flowTemplateRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;

  serve(app, routes.getList, async () => {
    const list = await templateCatalogue(db, tz);
    return ok(list, list.length);
  });

  serve(app, routes.info, async (req) => ok(templateInfo(await loadTemplate(db, { id: req.query.id }))));

  serve(app, routes.save, async (req) =>
    ok(await saveTemplate(db, currentUser(req).user_id, req.body, app.config.now())),
  );

  serve(app, routes.setStatus, async (req) => {
    const { id, enabled } = req.body;
    await setTemplateStatus(db, currentUser(req).user_id, id, enabled, app.config.now());
    return ok({ id, enabled });
  });
}
