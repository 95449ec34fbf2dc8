import { knowCategoryAnswers } from '@suwork/domain/contracts';
import { ok } from '../../core/envelope.ts';
import { currentUser, type App } from '../../core/types.ts';
import { addCategory, categoryTree, deleteCategory, moveCategory, renameCategory } from './know-categories.ts';
import * as input from './knowledge.input.ts';
import { KNOW_NODES } from './knowledge.service.ts';

/** 知识分类: the tree, and adding, renaming, moving and deleting categories. */
export function knowledgeCategoryRoutes(app: App) {
  const db = app.database.db;
  const reader = { config: { auth: { node: KNOW_NODES.read } } };
  const editor = { config: { auth: { node: KNOW_NODES.edit } } };

  /** The tree, each category with the number of live articles filed directly in it. */
  app.get('/api/KnowledgeCategory/tree', { ...reader, schema: { response: { 200: knowCategoryAnswers.tree } } }, async () => ok(await categoryTree(db)));

  app.post('/api/KnowledgeCategory/add', { ...editor, schema: { body: input.categoryAddBody, response: { 200: knowCategoryAnswers.add } } }, async (req) =>
    ok(await addCategory(db, currentUser(req).user_id, req.body)),
  );

  app.post('/api/KnowledgeCategory/rename', { ...editor, schema: { body: input.categoryRenameBody, response: { 200: knowCategoryAnswers.rename } } }, async (req) =>
    ok(await renameCategory(db, req.body.id, req.body.name)),
  );

  app.post('/api/KnowledgeCategory/move', { ...editor, schema: { body: input.categoryMoveBody, response: { 200: knowCategoryAnswers.move } } }, async (req) => ok(await moveCategory(db, req.body)));

  /** Only an empty category goes: no sub-categories, no articles (those in the 回收站 included). */
  app.post('/api/KnowledgeCategory/del', { ...editor, schema: { body: input.categoryIdBody, response: { 200: knowCategoryAnswers.del } } }, async (req) => ok(await deleteCategory(db, req.body.id)));
}
