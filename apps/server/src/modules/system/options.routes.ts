import { optionRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import {
  addOption,
  allOptionGroups,
  groupOptions,
  renameOption,
  setOptionStatus,
  sortOptions,
} from './options.service.ts';

/**
 * 选项配置: the dictionaries behind dropdowns. Read by any signed-in member (every form needs them); changed with
 * system_optionConfig_edit. Options are never deleted and their values never change: a retired option is disabled,
 * so records holding it still show its name.
 */
export function optionRoutes(app: App) {
  const db = app.database.db;
  const changer = (req: Parameters<typeof currentUser>[0]) => ({
    userId: currentUser(req).user_id,
    now: app.config.now(),
  });

  serve(app, routes.getAll, async () => ok(await allOptionGroups(db)));

  serve(app, routes.getList, async (req) => {
    const list = await groupOptions(db, req.query.group);
    return ok(list, list.length);
  });

  serve(app, routes.add, async (req) => ok(await addOption(db, currentUser(req).user_id, req.body)));

  serve(app, routes.update, async (req) => {
    await renameOption(db, changer(req), req.body);
    return ok({ option_id: req.body.option_id });
  });

  serve(app, routes.setStatus, async (req) => {
    await setOptionStatus(db, changer(req), req.body);
    return ok({ option_id: req.body.option_id });
  });

  serve(app, routes.sort, async (req) => {
    await sortOptions(db, changer(req), req.body);
    return ok(null);
  });
}
