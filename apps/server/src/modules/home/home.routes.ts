import { homeRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { abnormalItems, todoSections } from './home.service.ts';

/** The workbench's to-do hub and the shell's abnormal reminder: every module's sections and checks, for the member. */
export function homeRoutes(app: App) {
  serve(app, routes.todoList, async (req) => ok(await todoSections(app, req.auth!)));

  serve(app, routes.getAbnormalRemind, async (req) => {
    const items = await abnormalItems(app, currentUser(req), app.config.now());
    return ok(items, items.length);
  });
}
