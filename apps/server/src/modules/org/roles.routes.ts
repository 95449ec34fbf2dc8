import { roleRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { roleList, roleService } from './roles.service.ts';

const PAGE = 'system_roleManagement';

/** 角色权限: roles, their permission nodes and data scope (RoleScope). */
export function roleRoutes(app: App) {
  const db = app.database.db;
  const roles = roleService(app);

  /** Roles for pickers (any signed-in member, e.g. the member form asks for status 1); role editors also get nodes and scopes. */
  serve(app, routes.getRoleList, async (req) => {
    const list = await roleList(db, { status: req.query.status, forEditor: currentUser(req).nodes.has(PAGE) });
    return ok(list, list.length);
  });

  serve(app, routes.getNode, async (req) => ok(await roles.nodesOf(req.query.role_id)));

  serve(app, routes.scopeInfo, async (req) => ok(await roles.scopeOf(req.query.role_id)));

  serve(app, routes.add, async (req) => ok({ role_id: await roles.add(req, req.body) }));

  serve(app, routes.update, async (req) => {
    await roles.update(req, req.body);
    return ok({ role_id: req.body.role_id });
  });

  serve(app, routes.del, async (req) => {
    await roles.del(req, req.body.role_id);
    return ok(null);
  });

  serve(app, routes.setNode, async (req) => {
    await roles.setNodes(req, req.body.role_id, req.body.node_ids);
    return ok(null);
  });

  serve(app, routes.scopeSave, async (req) => {
    await roles.saveScope(req, req.body);
    return ok(null);
  });
}
