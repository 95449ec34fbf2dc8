import { KNOW_MSG } from '@suwork/domain';
import type { KnowCategoryView } from '@suwork/domain/contracts';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { knowArticles, knowCategories, type KnowCategory } from '../../db/knowledge-tables.ts';
import { invalid } from '../../core/envelope.ts';
import { inTx } from '../../core/kit/index.ts';

export type CategoryNode = { id: number; name: string; parent_id: number; sort: number; children: CategoryNode[] };

export const allCategories = (db: Db) =>
  db.select().from(knowCategories).orderBy(asc(knowCategories.sort), asc(knowCategories.id));

/** The categories as a tree, by sort then creation. */
export function treeOf(rows: readonly KnowCategory[]): CategoryNode[] {
  const nodes = new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: r.name, parent_id: r.parent_id, sort: r.sort, children: [] as CategoryNode[] },
    ]),
  );
  const roots: CategoryNode[] = [];
  for (const n of nodes.values()) (nodes.get(n.parent_id)?.children ?? roots).push(n);
  return roots;
}

/** The category and every category below it. */
export function withDescendants(rows: readonly KnowCategory[], id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++)
    for (const r of rows) if (r.parent_id === out[i] && !out.includes(r.id)) out.push(r.id);
  return out;
}

/** Names from the top down to the category: 产品/售后/常见问题. */
export function pathOf(rows: readonly KnowCategory[], id: number): string {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const names: string[] = [];
  for (let c = byId.get(id); c && names.length < 100; c = byId.get(c.parent_id)) names.unshift(c.name);
  return names.join('/');
}

export async function categoryById(db: Db, id: number): Promise<KnowCategory> {
  const [row] = await db.select().from(knowCategories).where(eq(knowCategories.id, id));
  if (!row) throw invalid(KNOW_MSG.categoryNotFound);
  return row;
}

/** Sibling categories have different names. */
export async function assertNameFree(db: Db, parentId: number, name: string, exceptId = 0): Promise<void> {
  const [same] = await db
    .select({ id: knowCategories.id })
    .from(knowCategories)
    .where(and(eq(knowCategories.parent_id, parentId), eq(knowCategories.name, name), ne(knowCategories.id, exceptId)));
  if (same) throw invalid(KNOW_MSG.categoryExists(name));
}

/** The tree, each category with the number of live articles filed directly in it. */
export async function categoryTree(db: Db): Promise<KnowCategoryView[]> {
  const [rows, counts] = await Promise.all([
    allCategories(db),
    db
      .select({ category_id: knowArticles.category_id, n: count() })
      .from(knowArticles)
      .where(isNull(knowArticles.deleted_time))
      .groupBy(knowArticles.category_id),
  ]);
  const byCategory = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  const withCounts = (nodes: CategoryNode[]): KnowCategoryView[] =>
    nodes.map((n) => ({ ...n, article_count: byCategory.get(n.id) ?? 0, children: withCounts(n.children) }));
  return withCounts(treeOf(rows));
}

/** A new category under `parent_id` (0: at the top), last among its siblings unless a sort is given. */
export async function addCategory(db: Db, userId: number, b: { name: string; parent_id: number; sort?: number }) {
  if (b.parent_id > 0) await categoryById(db, b.parent_id);
  const row = await inTx(db, async (tx) => {
    await assertNameFree(tx, b.parent_id, b.name);
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${knowCategories.sort}), 0)::int` })
      .from(knowCategories)
      .where(eq(knowCategories.parent_id, b.parent_id));
    const [created] = await tx
      .insert(knowCategories)
      .values({
        name: b.name,
        parent_id: b.parent_id,
        sort: b.sort ?? Number(last?.max ?? 0) + 1,
        create_user_id: userId,
      })
      .returning();
    return created;
  });
  return { id: row.id, name: row.name, parent_id: row.parent_id, sort: row.sort };
}

export async function renameCategory(db: Db, id: number, name: string) {
  const c = await categoryById(db, id);
  await assertNameFree(db, c.parent_id, name, c.id);
  await db.update(knowCategories).set({ name }).where(eq(knowCategories.id, c.id));
  return { id: c.id };
}

/** Under another category (never below itself) or to the top. */
export async function moveCategory(db: Db, b: { id: number; parent_id: number; sort?: number }) {
  const c = await categoryById(db, b.id);
  if (b.parent_id > 0) {
    await categoryById(db, b.parent_id);
    if (withDescendants(await allCategories(db), c.id).includes(b.parent_id))
      throw invalid(KNOW_MSG.categoryIntoItself);
  }
  await assertNameFree(db, b.parent_id, c.name, c.id);
  await db
    .update(knowCategories)
    .set({ parent_id: b.parent_id, ...(b.sort === undefined ? {} : { sort: b.sort }) })
    .where(eq(knowCategories.id, c.id));
  return { id: c.id };
}

/** Only an empty category goes: no sub-categories, no articles (those in the 回收站 included). */
export async function deleteCategory(db: Db, id: number) {
  const c = await categoryById(db, id);
  await inTx(db, async (tx) => {
    const [child] = await tx
      .select({ id: knowCategories.id })
      .from(knowCategories)
      .where(eq(knowCategories.parent_id, c.id))
      .limit(1);
    if (child) throw invalid(KNOW_MSG.categoryHasChildren);
    const [article] = await tx
      .select({ id: knowArticles.id })
      .from(knowArticles)
      .where(eq(knowArticles.category_id, c.id))
      .limit(1);
    if (article) throw invalid(KNOW_MSG.categoryHasArticles);
    await tx.delete(knowCategories).where(eq(knowCategories.id, c.id));
  });
  return { id: c.id };
}
