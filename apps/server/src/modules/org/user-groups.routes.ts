import { userGroupRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { addUserGroup, deleteUserGroup, updateUserGroup, userGroupTree } from './user-groups.service.ts';

/** 用户组: a tree of named groups holding members; read by any signed-in member (pickers), changed with the userGroup nodes. */
export function userGroupRoutes(app: App) {
  const db = app.database.db;

  serve(app, routes.getList, async () => {
    const tree = await userGroupTree(db);
    return ok(tree, tree.length);
  });

  serve(app, routes.add, async (req) => ok({ group_id: await addUserGroup(db, currentUser(req), req.body) }));

  serve(app, routes.update, async (req) => {
    await updateUserGroup(db, currentUser(req), app.config.now(), req.body);
    return ok({ group_id: req.body.group_id });
  });

  serve(app, routes.del, async (req) => {
    await deleteUserGroup(db, currentUser(req), req.body.group_id);
    return ok(null);
  });
}
