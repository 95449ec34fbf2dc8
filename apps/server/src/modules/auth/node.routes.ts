import { DATA_SCOPE_LABELS, NODE_TREE } from '@suwork/domain';
import { nodeRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { menuFor, userRoleNodes } from '../../core/permissions.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { rolesByStatus } from './node.service.ts';

export function nodeRoutes(app: App) {
  serve(app, routes.getNode, async (req) => {
    const u = currentUser(req);
    return ok({ version: u.perm_version, userRoleNode: userRoleNodes(u.node_ids), menu: menuFor(u.node_ids) });
  });

  serve(app, routes.getMenu, async (req) => ok(menuFor(currentUser(req).node_ids)));

  /** The whole node tree with actions, for the role editor. */
  serve(app, routes.getAllNode, async () => ok(NODE_TREE));

  /** Data scope choices for roles. */
  serve(app, routes.getDataNode, async () =>
    ok(Object.entries(DATA_SCOPE_LABELS).map(([value, label]) => ({ value: Number(value), label }))),
  );

  serve(app, routes.getRoles, async (req) => {
    const rows = await rolesByStatus(app.database.db, req.query.status ?? 1);
    return ok(rows, rows.length);
  });
}
