import { nodeOf, type AppRoute, type NodeName } from '@suwork/domain';
import type { MenuNode, RoleNode, UserInfo } from '../../api/session-api.ts';

/** The member who holds every node, whatever the node list says. */
export const SUPER_USER_NAME = 'admin';

export type Grants = { nodes: ReadonlySet<string>; isAdmin: boolean };

export function grantsFor(user: Pick<UserInfo, 'name'> | undefined, userRoleNode: readonly RoleNode[]): Grants {
  return {
    nodes: new Set(userRoleNode.filter((n) => n.node_auth === true).map((n) => n.node_name)),
    isAdmin: user?.name === SUPER_USER_NAME,
  };
}

/** True when every named node is held with node_auth true (an empty list asks for nothing). */
export function hasNodes(grants: Grants, need: NodeName | readonly NodeName[]): boolean {
  if (grants.isAdmin) return true;
  const names = typeof need === 'string' ? [need] : need;
  return names.every((n) => grants.nodes.has(n));
}

/** Public routes open to all; every other route needs its node. */
export function canOpenRoute(grants: Grants, route: AppRoute): boolean {
  return route.node_name === undefined || hasNodes(grants, nodeOf(route.node_name));
}

/** Paths of every page in the user's menu, in menu order. */
export function menuPagePaths(menu: readonly MenuNode[]): string[] {
  return menu.flatMap((m) => m.children.map((p) => p.path).filter((p): p is string => Boolean(p)));
}

/**
 * Where a module path (or '/' with module undefined) lands: the preferred default page when allowed,
 * else the first page of that module (or of the whole menu) the user may open, else the preferred page.
 */
export function landingPath(
  menu: readonly MenuNode[],
  preferred: string,
  canOpen: (path: string) => boolean,
  modulePath?: string,
): string {
  if (canOpen(preferred)) return preferred;
  const scope = modulePath ? menu.filter((m) => m.path?.toLowerCase() === modulePath.toLowerCase()) : menu;
  return menuPagePaths(scope).find(canOpen) ?? preferred;
}
