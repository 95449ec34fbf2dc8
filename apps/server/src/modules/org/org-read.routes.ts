import { orgReadRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { okPage } from '../../core/kit/index.ts';
import { serve } from '../../core/serve.ts';
import type { App } from '../../core/types.ts';
import { readDeptTree } from './departments.service.ts';
import { directory, managerChoices, memberPage } from './directory.service.ts';

/** Read-only directory for pickers: any signed-in member sees the department tree and the staff list. */
export function orgReadRoutes(app: App) {
  const db = app.database.db;

  serve(app, routes.getDeptTree, async () => ok([await readDeptTree(db)]));

  /** Everything a member picker offers: the department tree, enabled members, leavers and user groups. */
  serve(app, routes.getListAndUser, async (req) =>
    ok(await directory(db, { withoutSocialPlan: req.query.social === 2 })),
  );

  /** Members who may be made a department leader: enabled members, of one department when dept_id is given. */
  serve(app, routes.selectManagerList, async (req) => {
    const list = await managerChoices(db, { deptId: req.query.dept_id, withoutSocialPlan: req.query.social === 2 });
    return ok(list, list.length);
  });

  serve(app, routes.getUserList, async (req) => okPage(await memberPage(db, req.query)));
}
