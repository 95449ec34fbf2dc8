import { tagRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import {
  addTag,
  addTagGroup,
  deleteTag,
  deleteTagGroup,
  sortTagGroups,
  sortTags,
  tagTree,
  updateTag,
  updateTagGroup,
} from './tags.service.ts';

/**
 * 标签管理: tag groups (name, optional colour, order) and their tags. Read by any signed-in member; changed with
 * system_tagList_add / _edit / _del. Deleting a tag (or a group with its tags) takes it off every record holding it,
 * in the same transaction, each record's operation log saying so.
 */
export function tagRoutes(app: App) {
  const db = app.database.db;
  const changer = (req: Parameters<typeof currentUser>[0]) => ({
    userId: currentUser(req).user_id,
    now: app.config.now(),
  });

  serve(app, routes.getList, async () => {
    const tree = await tagTree(db);
    return ok(tree, tree.length);
  });

  serve(app, routes.addGroup, async (req) =>
    ok({ group_id: await addTagGroup(db, currentUser(req).user_id, req.body) }),
  );

  serve(app, routes.updateGroup, async (req) => {
    await updateTagGroup(db, changer(req), req.body);
    return ok({ group_id: req.body.group_id });
  });

  serve(app, routes.delGroup, async (req) =>
    ok({ records: await deleteTagGroup(db, changer(req), req.body.group_id) }),
  );

  serve(app, routes.sortGroup, async (req) => {
    await sortTagGroups(db, currentUser(req).user_id, req.body.group_ids);
    return ok(null);
  });

  serve(app, routes.add, async (req) => ok({ tag_id: await addTag(db, currentUser(req).user_id, req.body) }));

  serve(app, routes.update, async (req) => {
    await updateTag(db, changer(req), req.body);
    return ok({ tag_id: req.body.tag_id });
  });

  serve(app, routes.del, async (req) => ok({ records: await deleteTag(db, changer(req), req.body.tag_id) }));

  serve(app, routes.sort, async (req) => {
    await sortTags(db, currentUser(req).user_id, req.body);
    return ok(null);
  });
}
