import { createHash } from 'node:crypto';
import { CATALOGUE, NODE_KIND, type AppNode } from '@suwork/domain';
import type { ScopeGrant } from './data-scope.ts';

/** The member who holds every node. */
export const SUPER_USER_NAME = 'admin';
/**
 * A member's permission version: a fingerprint of the nodes they hold and their data scope. It changes
 * exactly when their own permissions change, so only the members a change affects sign out on a mismatch.
 */
export function permissionVersion(nodeIds: Iterable<number>, scope: ScopeGrant): string {
  const nodes = [...nodeIds].sort((a, b) => a - b).join(',');
  const depts = scope.all ? 'all' : [...scope.deptIds].sort((a, b) => a - b).join(',');
  return createHash('sha256').update(`${nodes}|${depts}`).digest('base64url').slice(0, 12);
}

function withAncestors(ids: Iterable<number>): Set<number> {
  const out = new Set<number>();
  for (const id of ids) {
    let node = CATALOGUE.byId.get(id);
    while (node && !out.has(node.node_id)) {
      out.add(node.node_id);
      node = CATALOGUE.byId.get(node.parent_id);
    }
  }
  return out;
}

/**
 * The nodes a member holds: the union of the member's active roles (each node implies its ancestors),
 * narrowed by the department's menu permissions when the department has any.
 */
export function effectiveNodeIds(
  userName: string,
  roleNodeIds: readonly number[],
  deptMenuIds: readonly number[],
): Set<number> {
  if (userName === SUPER_USER_NAME) return new Set(CATALOGUE.byId.keys());
  const held = withAncestors(roleNodeIds);
  if (deptMenuIds.length === 0) return held;
  const allowed = withAncestors(deptMenuIds);
  const inDept = (n: AppNode): boolean =>
    n.kind === NODE_KIND.action ? allowed.has(n.parent_id) : allowed.has(n.node_id);
  return new Set([...held].filter((id) => inDept(CATALOGUE.byId.get(id)!)));
}

export type MenuNode = Pick<AppNode, 'node_id' | 'node_name' | 'title' | 'path' | 'icon' | 'group'> & {
  children: MenuNode[];
};

/** Modules and pages the member may open, in declaration order. */
export function menuFor(nodeIds: ReadonlySet<number>, tree: readonly AppNode[] = CATALOGUE.tree): MenuNode[] {
  return tree
    .filter((n) => n.kind !== NODE_KIND.action && nodeIds.has(n.node_id))
    .map((n) => ({
      node_id: n.node_id,
      node_name: n.node_name,
      title: n.title,
      path: n.path,
      icon: n.icon,
      group: n.group,
      children: menuFor(nodeIds, n.children),
    }));
}

/** Every node with node_auth telling whether the member holds it. */
export function userRoleNodes(nodeIds: ReadonlySet<number>) {
  return [...CATALOGUE.byId.values()].map((n) => ({
    node_id: n.node_id,
    node_name: n.node_name,
    title: n.title,
    node_auth: nodeIds.has(n.node_id),
  }));
}

/** Expands node-name patterns into ids: 'customer_clues' takes the node and everything under it; '!x' removes x and its subtree. */
export function nodeIdsFromPatterns(patterns: readonly string[]): number[] {
  const out = new Set<number>();
  const subtree = (n: AppNode, fn: (id: number) => void) => {
    fn(n.node_id);
    n.children.forEach((c) => subtree(c, fn));
  };
  for (const p of patterns) {
    const remove = p.startsWith('!');
    const node = CATALOGUE.byName.get(remove ? p.slice(1) : p);
    if (!node) throw new Error(`unknown node ${p}`);
    subtree(node, (id) => (remove ? out.delete(id) : out.add(id)));
  }
  return [...out];
}
