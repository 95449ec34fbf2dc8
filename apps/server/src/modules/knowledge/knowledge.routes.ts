import { knowledgeRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { okPage } from '../../core/kit/index.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { knowledgeService } from './knowledge.service.ts';

/** 知识文章 and the 知识库回收站 (emptied of articles older than KNOW_TRASH_DAYS days by the job `know-trash-purge`). */
export function knowledgeRoutes(app: App) {
  const articles = knowledgeService(app);

  serve(app, routes.list, async (req) => okPage(await articles.list(req.query)));

  /** The article with its content and files; each opening counts as a view (not one to edit it). */
  serve(app, routes.info, async (req) => ok(await articles.info(req.query.id, req.query.for_edit === 1)));

  serve(app, routes.add, async (req) => ok(await articles.add(currentUser(req), req.body)));

  serve(app, routes.update, async (req) => {
    const { id, ...article } = req.body;
    return ok(await articles.update(currentUser(req), id, article));
  });

  /** To the 知识库回收站. */
  serve(app, routes.del, async (req) => ok(await articles.remove(currentUser(req), req.body.ids)));

  serve(app, routes.recycleList, async (req) => okPage(await articles.recyclePage(req.query)));

  serve(app, routes.restore, async (req) => ok(await articles.restore(req.body.ids)));

  serve(app, routes.destroy, async (req) => ok(await articles.destroy(req.body.ids)));
}
