import { NODE_KIND } from '@suwork/domain';
import type { PermNode } from './org-api.ts';

/** Parents and descendants of every node of a permission tree, by node_id. */
export type PermIndex = { parent: ReadonlyMap<number, number>; below: ReadonlyMap<number, readonly number[]> };

export function indexTree(tree: readonly PermNode[]): PermIndex {
  const parent = new Map<number, number>();
  const below = new Map<number, number[]>();
  const walk = (n: PermNode): number[] => {
    const under = (n.children ?? []).flatMap((c) => {
      parent.set(c.node_id, n.node_id);
      return [c.node_id, ...walk(c)];
    });
    below.set(n.node_id, under);
    return under;
  };
  tree.forEach(walk);
  return { parent, below };
}

const ancestors = (index: PermIndex, id: number): number[] => {
  const out: number[] = [];
  for (let p = index.parent.get(id); p !== undefined; p = index.parent.get(p)) out.push(p);
  return out;
};

/** The ids with their ancestors: what a role holding them holds (the server grants a node's ancestors with it). */
export function withAncestors(index: PermIndex, ids: readonly number[]): number[] {
  return [...new Set(ids.flatMap((id) => [id, ...ancestors(index, id)]))];
}

/**
 * The ids after ticking or unticking one node. Holding a node implies its ancestors (the server grants them
 * with it), so a tick always adds them, and an untick takes the node's descendants away too. Linked
 * (父子联动): a tick also adds every descendant (a page with all its actions), and an untick drops the
 * ancestors left with nothing ticked under them.
 */
export function tick(index: PermIndex, ids: readonly number[], id: number, on: boolean, linked: boolean): number[] {
  const next = new Set(ids);
  const below = index.below.get(id) ?? [];
  if (on) {
    [id, ...ancestors(index, id), ...(linked ? below : [])].forEach((k) => next.add(k));
  } else {
    [id, ...below].forEach((k) => next.delete(k));
    if (linked)
      for (const a of ancestors(index, id)) if (!(index.below.get(a) ?? []).some((k) => next.has(k))) next.delete(a);
  }
  return [...next];
}

/**
 * How the tree shows the ids. Linked: a node is ticked when it and everything under it is held, half-ticked
 * when it is held without all of it (a page without some of its actions) or something under it is held.
 * Not linked: exactly the ids.
 */
export function tickState(
  index: PermIndex,
  ids: readonly number[],
  linked: boolean,
): { checked: number[]; halfChecked: number[] } {
  if (!linked) return { checked: [...ids], halfChecked: [] };
  const held = new Set(ids);
  const checked: number[] = [];
  const halfChecked: number[] = [];
  for (const [id, below] of index.below) {
    const heldBelow = below.filter((k) => held.has(k)).length;
    if (held.has(id) && heldBelow === below.length) checked.push(id);
    else if (held.has(id) || heldBelow > 0) halfChecked.push(id);
  }
  return { checked, halfChecked };
}

/** The branches whose title holds the keyword: a matching node keeps everything under it. */
export function filterTree(tree: readonly PermNode[], keyword: string): PermNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...tree];
  return tree.flatMap((n) => {
    if (n.title.toLowerCase().includes(k)) return [n];
    const children = filterTree(n.children ?? [], k);
    return children.length ? [{ ...n, children }] : [];
  });
}

/** Ids of the nodes that have children (what "expand all" opens). */
export const parentIds = (tree: readonly PermNode[]): number[] =>
  tree.flatMap((n) => (n.children?.length ? [n.node_id, ...parentIds(n.children)] : []));

export const isAction = (n: PermNode) => n.kind === NODE_KIND.action;
