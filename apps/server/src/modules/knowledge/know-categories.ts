import { KNOW_MSG } from '@suwork/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { knowCategories, type KnowCategory } from '../../db/knowledge-tables.ts';
import { invalid } from '../../core/envelope.ts';

export type CategoryNode = { id: number; name: string; parent_id: number; sort: number; children: CategoryNode[] };

export const allCategories = (db: Db) => db.select().from(knowCategories).orderBy(asc(knowCategories.sort), asc(knowCategories.id));

/** The categories as a tree, by sort then creation. */
export function treeOf(rows: readonly KnowCategory[]): CategoryNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, parent_id: r.parent_id, sort: r.sort, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const n of nodes.values()) (nodes.get(n.parent_id)?.children ?? roots).push(n);
  return roots;
}

/** The category and every category below it. */
export function withDescendants(rows: readonly KnowCategory[], id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.parent_id === out[i] && !out.includes(r.id)) out.push(r.id);
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
