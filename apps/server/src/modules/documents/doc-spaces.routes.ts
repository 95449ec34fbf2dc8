import { docSpaceRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { docSpaceService } from './doc-spaces.service.ts';

/**
 * The shared spaces of 云文档: each project's 项目空间 (its 负责人, members and data scope), and 团队分组
 * (spacePageGroupAdd): named spaces shared by their members, managed by their creator.
 */
export function docSpaceRoutes(app: App) {
  const spaces = docSpaceService(app.database.db);

  /** The projects whose spaces the member works in, newest first. */
  serve(app, routes.projectList, async (req) => ok(await spaces.projectList(currentUser(req), req.query)));

  /** The groups the member belongs to, with their role and head count. */
  serve(app, routes.groupList, async (req) => ok(await spaces.groupList(currentUser(req))));

  serve(app, routes.groupInfo, async (req) => ok(await spaces.groupInfo(currentUser(req), req.query.id)));

  /** Creates a group (its creator becomes 管理员) or, for its 管理员, renames it and sets its members. */
  serve(app, routes.groupSave, async (req) => ok({ id: await spaces.saveGroup(currentUser(req), req.body) }));

  /** Deletes a group with everything in its space, 回收站 included. */
  serve(app, routes.groupDel, async (req) => {
    await spaces.deleteGroup(currentUser(req), req.body.id);
    return ok({ id: req.body.id });
  });
}
