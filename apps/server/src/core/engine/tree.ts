import { ERR } from '@suwork/domain';
import { ENTITIES, type EntityDef } from '@suwork/domain/entities';
import { entityRoutes } from '@suwork/domain/routes';
import { asc } from 'drizzle-orm';
import { fail, ok } from '../envelope.ts';
import { serve } from '../serve.ts';
import { currentUser, type App } from '../types.ts';
import type { EntityService } from './entity-service.ts';

/** A node of an entity's tree, shaped like the department tree: value, label, children, parent_id (0 at the top). */
export type TreeNode = { value: number; label: string; parent_id: number; children: TreeNode[] };

/** More rows than a picker's tree would ever show; a tree beyond it is cut, not an error. */
const TREE_ROWS_MAX = 5000;

/** Builds the forest; a node whose parent is missing (deleted, out of scope) becomes a root. */
export function buildTree(rows: readonly { id: number; label: string; parent_id: number | null }[]): TreeNode[] {
  const nodes = new Map<number, TreeNode>(
    rows.map((r) => [r.id, { value: r.id, label: r.label, parent_id: r.parent_id ?? 0, children: [] }]),
  );
  const roots: TreeNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parent_id !== n.value ? nodes.get(n.parent_id) : undefined;
    (parent ? parent.children : roots).push(n);
  }
  return roots;
}

/**
 * Who may read the tree: members holding the entity's page node, or the page node of an entity that picks it
 * (产品分类 is the product picker's filter, so members who may list products see it too).
 */
export function treeReaders(def: EntityDef): string[] {
  const pickers = ENTITIES.filter(
    (e) => e.key !== def.key && e.fields.some((f) => f.type === 'reference' && f.entity === def.key),
  ).map((e) => e.node);
  return [...new Set([def.node, ...pickers])];
}

/** GET /api/{controller}/getTree for an entity declaring `tree`: every record in the member's scope, as a forest. */
export function registerTree(app: App, def: EntityDef, service: EntityService) {
  if (!def.tree) return;
  const { parentKey } = def.tree;
  const cols = service.cols;
  if (!cols[parentKey]) throw new Error(`entity ${def.key}: tree parent ${parentKey} is not a column`);
  const readers = treeReaders(def);
  const sortCol = cols[def.defaultSort.field] ?? cols.id;
  // signed in, then one of the reader nodes (before anything is read): still denied by default
  serve(app, entityRoutes(def).getTree, async (req) => {
    const held = currentUser(req).nodes;
    if (!readers.some((n) => held.has(n))) throw fail(ERR.noPermission);
    const rows = (await app.database.db
      .select({ id: cols.id, label: cols[def.titleField], parent_id: cols[parentKey] })
      .from(service.table)
      .where(service.scope(currentUser(req)))
      .orderBy(asc(sortCol), asc(cols.id))
      .limit(TREE_ROWS_MAX)) as { id: number; label: string; parent_id: number | null }[];
    return ok(buildTree(rows));
  });
}
