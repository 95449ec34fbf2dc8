import { knowCategoryRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { addCategory, categoryTree, deleteCategory, moveCategory, renameCategory } from './know-categories.ts';

/** 知识分类: the tree, and adding, renaming, moving and deleting categories. */
export function knowledgeCategoryRoutes(app: App) {
  const db = app.database.db;

  /** The tree, each category with the number of live articles filed directly in it. */
  serve(app, routes.tree, async () => ok(await categoryTree(db)));

  serve(app, routes.add, async (req) => ok(await addCategory(db, currentUser(req).user_id, req.body)));

  serve(app, routes.rename, async (req) => ok(await renameCategory(db, req.body.id, req.body.name)));

  serve(app, routes.move, async (req) => ok(await moveCategory(db, req.body)));

  /** Only an empty category goes: no sub-categories, no articles (those in the 回收站 included). */
  serve(app, routes.del, async (req) => ok(await deleteCategory(db, req.body.id)));
}
