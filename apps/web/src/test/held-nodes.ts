import { CATALOGUE, type AppNode } from '@suwork/domain';
import type { MenuNode, RoleNode } from '../api/session-api.ts';

/** What GET /api/node/getNode answers for a member holding just these nodes: every node with node_auth, and the menu. */
export function heldNodes(held: ReadonlySet<string>): { userRoleNode: RoleNode[]; menu: MenuNode[] } {
  const toMenu = (n: AppNode): MenuNode => ({
    node_id: n.node_id,
    node_name: n.node_name,
    title: n.title,
    path: n.path,
    icon: n.icon,
    group: n.group,
    children: n.children.filter((c) => held.has(c.node_name) && c.kind !== 3).map(toMenu),
  });
  return {
    userRoleNode: [...CATALOGUE.byName.values()].map((n) => ({
      node_id: n.node_id,
      node_name: n.node_name,
      title: n.title,
      node_auth: held.has(n.node_name),
    })),
    menu: CATALOGUE.tree.filter((m) => held.has(m.node_name)).map(toMenu),
  };
}
