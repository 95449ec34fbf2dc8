import { departmentRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { departmentList, departmentService } from './departments.service.ts';

/** Department writes (管理 the tree, menus, leader) and the department lists that go with them. */
export function departmentRoutes(app: App) {
  const db = app.database.db;
  const depts = departmentService(app);

  serve(app, routes.getList, async () => {
    const list = await departmentList(db);
    return ok(list, list.length);
  });

  serve(app, routes.getMenuRule, async (req) => ok(await depts.menuRule(req.query.dept_id)));

  serve(app, routes.add, async (req) => ok({ dept_id: await depts.add(currentUser(req), req.body) }));

  serve(app, routes.update, async (req) => {
    await depts.update(currentUser(req), req.body);
    return ok({ dept_id: req.body.dept_id });
  });

  serve(app, routes.del, async (req) => {
    await depts.del(currentUser(req), req.body.dept_id);
    return ok(null);
  });

  serve(app, routes.setMenu, async (req) => {
    await depts.setMenu(currentUser(req), req.body.dept_id, req.body.menu_ids);
    return ok(null);
  });

  serve(app, routes.setDeptLeader, async (req) => {
    await depts.setDeptLeader(currentUser(req), req.body.dept_id, req.body.manager_id);
    return ok(null);
  });

  serve(app, routes.updateParentDept, async (req) => {
    await depts.move(currentUser(req), req.body.dept_id, req.body.parent_id);
    return ok(null);
  });
}
