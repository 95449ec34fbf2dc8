import { knowledgeAnswers } from '@suwork/domain/contracts';
import { ok } from '../../core/envelope.ts';
import { okPage } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import * as input from './knowledge.input.ts';
import { KNOW_NODES, knowledgeService } from './knowledge.service.ts';

/** 知识文章 and the 知识库回收站 (emptied of articles older than KNOW_TRASH_DAYS days by the job `know-trash-purge`). */
export function knowledgeRoutes(app: App) {
  const articles = knowledgeService(app);
  const node = (n: string) => ({ config: { auth: { node: n } } });

  app.get('/api/Knowledge/list', { ...node(KNOW_NODES.read), schema: { querystring: input.listQuery, response: { 200: knowledgeAnswers.list } } }, async (req) =>
    okPage(await articles.list(req.query)),
  );

  /** The article with its content and files; each opening counts as a view (not one to edit it). */
  app.get('/api/Knowledge/info', { ...node(KNOW_NODES.read), schema: { querystring: input.idQuery, response: { 200: knowledgeAnswers.info } } }, async (req) =>
    ok(await articles.info(req.query.id, req.query.for_edit === 1)),
  );

  app.post('/api/Knowledge/add', { ...node(KNOW_NODES.add), schema: { body: input.articleBody, response: { 200: knowledgeAnswers.add } } }, async (req) =>
    ok(await articles.add(currentUser(req), req.body)),
  );

  app.post('/api/Knowledge/update', { ...node(KNOW_NODES.edit), schema: { body: input.articleUpdateBody, response: { 200: knowledgeAnswers.update } } }, async (req) => {
    const { id, ...article } = req.body;
    return ok(await articles.update(currentUser(req), id, article));
  });

  /** To the 知识库回收站. */
  app.post('/api/Knowledge/del', { ...node(KNOW_NODES.del), schema: { body: input.idsBody, response: { 200: knowledgeAnswers.del } } }, async (req) =>
    ok(await articles.remove(currentUser(req), req.body.ids)),
  );

  app.get('/api/Knowledge/recycleList', { ...node(KNOW_NODES.recycle), schema: { querystring: input.recycleQuery, response: { 200: knowledgeAnswers.recycleList } } }, async (req) =>
    okPage(await articles.recyclePage(req.query)),
  );

  app.post('/api/Knowledge/restore', { ...node(KNOW_NODES.recycle), schema: { body: input.idsBody, response: { 200: knowledgeAnswers.restore } } }, async (req) =>
    ok(await articles.restore(req.body.ids)),
  );

  app.post('/api/Knowledge/destroy', { ...node(KNOW_NODES.recycle), schema: { body: input.idsBody, response: { 200: knowledgeAnswers.destroy } } }, async (req) =>
    ok(await articles.destroy(req.body.ids)),
  );
}
