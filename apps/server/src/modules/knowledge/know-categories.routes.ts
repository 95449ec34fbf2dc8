import { KNOW_MSG } from '@suwork/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { knowArticles, knowCategories } from '../../db/knowledge-tables.ts';
import { invalid, ok } from '../../core/envelope.ts';
import { currentUser, type App } from '../../core/types.ts';
import { inTx } from '../org/org-common.ts';
import { allCategories, assertNameFree, categoryById, treeOf, withDescendants } from './know-categories.ts';
import * as input from './knowledge.input.ts';

export const KNOWLEDGE_NODE = 'cloudDocument_knowledge';
const EDIT_NODE = 'cloudDocument_knowledge_edit';

/** 知识分类: the tree, and adding, renaming, moving and deleting categories. */
export function knowledgeCategoryRoutes(app: App) {
  const db = app.database.db;
  const reader = { config: { auth: { node: KNOWLEDGE_NODE } } };
  const editor = { config: { auth: { node: EDIT_NODE } } };

  /** The tree, each category with the number of live articles filed directly in it. */
  app.get('/api/KnowledgeCategory/tree', reader, async () => {
    const [rows, counts] = await Promise.all([
      allCategories(db),
      db.select({ category_id: knowArticles.category_id, n: count() }).from(knowArticles).where(sql`${knowArticles.deleted_time} is null`).groupBy(knowArticles.category_id),
    ]);
    const byCategory = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
    const addCounts = (nodes: ReturnType<typeof treeOf>): unknown[] => nodes.map((n) => ({ ...n, article_count: byCategory.get(n.id) ?? 0, children: addCounts(n.children) }));
    return ok(addCounts(treeOf(rows)));
  });

  app.post('/api/KnowledgeCategory/add', { ...editor, schema: { body: input.categoryAddBody } }, async (req) => {
    const b = req.body;
    if (b.parent_id > 0) await categoryById(db, b.parent_id);
    const row = await inTx(db, async (tx) => {
      await assertNameFree(tx, b.parent_id, b.name);
      const [last] = await tx.select({ max: sql<number>`coalesce(max(${knowCategories.sort}), 0)::int` }).from(knowCategories).where(eq(knowCategories.parent_id, b.parent_id));
      const [created] = await tx
        .insert(knowCategories)
        .values({ name: b.name, parent_id: b.parent_id, sort: b.sort ?? Number(last?.max ?? 0) + 1, create_user_id: currentUser(req).user_id })
        .returning();
      return created;
    });
    return ok({ id: row.id, name: row.name, parent_id: row.parent_id, sort: row.sort });
  });

  app.post('/api/KnowledgeCategory/rename', { ...editor, schema: { body: input.categoryRenameBody } }, async (req) => {
    const c = await categoryById(db, req.body.id);
    await assertNameFree(db, c.parent_id, req.body.name, c.id);
    await db.update(knowCategories).set({ name: req.body.name }).where(eq(knowCategories.id, c.id));
    return ok({ id: c.id });
  });

  app.post('/api/KnowledgeCategory/move', { ...editor, schema: { body: input.categoryMoveBody } }, async (req) => {
    const b = req.body;
    const c = await categoryById(db, b.id);
    if (b.parent_id > 0) {
      await categoryById(db, b.parent_id);
      if (withDescendants(await allCategories(db), c.id).includes(b.parent_id)) throw invalid(KNOW_MSG.categoryIntoItself);
    }
    await assertNameFree(db, b.parent_id, c.name, c.id);
    await db.update(knowCategories).set({ parent_id: b.parent_id, ...(b.sort === undefined ? {} : { sort: b.sort }) }).where(eq(knowCategories.id, c.id));
    return ok({ id: c.id });
  });

  /** Only an empty category goes: no sub-categories, no articles (those in the 回收站 included). */
  app.post('/api/KnowledgeCategory/del', { ...editor, schema: { body: input.categoryIdBody } }, async (req) => {
    const c = await categoryById(db, req.body.id);
    await inTx(db, async (tx) => {
      const [child] = await tx.select({ id: knowCategories.id }).from(knowCategories).where(eq(knowCategories.parent_id, c.id)).limit(1);
      if (child) throw invalid(KNOW_MSG.categoryHasChildren);
      const [article] = await tx.select({ id: knowArticles.id }).from(knowArticles).where(and(eq(knowArticles.category_id, c.id))).limit(1);
      if (article) throw invalid(KNOW_MSG.categoryHasArticles);
      await tx.delete(knowCategories).where(eq(knowCategories.id, c.id));
    });
    return ok({ id: c.id });
  });
}
