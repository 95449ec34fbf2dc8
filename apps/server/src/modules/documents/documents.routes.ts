import { docAnswers } from '@suwork/domain/contracts';
import { guardFileReads } from '../../core/files/file-access.ts';
import { ok } from '../../core/envelope.ts';
import { okPage } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import { documentService } from './documents.service.ts';
import * as input from './documents.input.ts';

const SETTING_NODE = 'cloudDocument_documentSetting';

/** 云文档: the items of a space, folders, uploads, online documents, the 回收站, favourites and recent opens. */
export function documentRoutes(app: App) {
  const docs = documentService(app);
  const signedIn = { config: { auth: 'signedIn' as const } };
  const docFileGuard = docs.fileGuard;
  // a file in a private space is not read by its id by members who may not see it
  guardFileReads(app, 'documents', docFileGuard);

  app.get('/api/Document/list', { ...signedIn, schema: { querystring: input.listQuery, response: { 200: docAnswers.list } } }, async (req) => {
    const { page, ...folder } = await docs.folderPage(currentUser(req), req.query);
    return { ...okPage(page), ...folder };
  });

  app.get('/api/Document/info', { ...signedIn, schema: { querystring: input.idQuery, response: { 200: docAnswers.info } } }, async (req) => ok(await docs.open(currentUser(req), req.query.id)));

  app.post('/api/Document/createFolder', { ...signedIn, schema: { body: input.folderBody, response: { 200: docAnswers.createFolder } } }, async (req) =>
    ok(await docs.createFolder(currentUser(req), req.body)),
  );

  app.post('/api/Document/addFile', { ...signedIn, schema: { body: input.fileBody, response: { 200: docAnswers.addFile } } }, async (req) => ok(await docs.addFile(currentUser(req), req.body)));

  app.post('/api/Document/addDoc', { ...signedIn, schema: { body: input.docBody, response: { 200: docAnswers.addDoc } } }, async (req) => ok(await docs.addDoc(currentUser(req), req.body)));

  /** Autosave of an online document: refused when someone saved a newer version meanwhile. */
  app.post('/api/Document/saveDoc', { ...signedIn, schema: { body: input.saveDocBody, response: { 200: docAnswers.saveDoc } } }, async (req) => ok(await docs.saveDoc(currentUser(req), req.body)));

  app.post('/api/Document/rename', { ...signedIn, schema: { body: input.renameBody, response: { 200: docAnswers.rename } } }, async (req) =>
    ok(await docs.rename(currentUser(req), req.body.id, req.body.name)),
  );

  app.post('/api/Document/move', { ...signedIn, schema: { body: input.moveBody, response: { 200: docAnswers.move } } }, async (req) => ok(await docs.move(currentUser(req), req.body)));

  app.post('/api/Document/copy', { ...signedIn, schema: { body: input.moveBody, response: { 200: docAnswers.copy } } }, async (req) => ok(await docs.copy(currentUser(req), req.body)));

  /** To the 回收站: the items (their contents go with them) for DOC_TRASH_DAYS days. */
  app.post('/api/Document/del', { ...signedIn, schema: { body: input.idsBody, response: { 200: docAnswers.del } } }, async (req) => ok(await docs.remove(currentUser(req), req.body.ids)));

  app.get(
    '/api/Document/recycleList',
    { ...signedIn, schema: { querystring: input.listQuery.pick({ keyword: true, page: true, limit: true }), response: { 200: docAnswers.recycleList } } },
    async (req) => okPage(await docs.recyclePage(currentUser(req), req.query)),
  );

  /** Back where they were, or to the space root when that folder is gone or itself in the 回收站. */
  app.post('/api/Document/restore', { ...signedIn, schema: { body: input.idsBody, response: { 200: docAnswers.restore } } }, async (req) => ok(await docs.restore(currentUser(req), req.body.ids)));

  app.post('/api/Document/destroy', { ...signedIn, schema: { body: input.idsBody, response: { 200: docAnswers.destroy } } }, async (req) => ok(await docs.destroy(currentUser(req), req.body.ids)));

  app.post('/api/Document/collect', { ...signedIn, schema: { body: input.collectBody, response: { 200: docAnswers.collect } } }, async (req) =>
    ok(await docs.collect(currentUser(req), req.body.id, req.body.collect)),
  );

  app.get('/api/Document/collectList', { ...signedIn, schema: { response: { 200: docAnswers.collectList } } }, async (req) => ok(await docs.collectList(currentUser(req))));

  app.get('/api/Document/recentList', { ...signedIn, schema: { response: { 200: docAnswers.recentList } } }, async (req) => ok(await docs.recentList(currentUser(req))));

  /** 首页 search: by name, in the member's own space and the project spaces and 分组 they work in. */
  app.get('/api/Document/search', { ...signedIn, schema: { querystring: input.listQuery.pick({ keyword: true, page: true, limit: true }), response: { 200: docAnswers.search } } }, async (req) => {
    const { keyword, ...range } = req.query;
    return keyword ? okPage(await docs.search(currentUser(req), { ...range, keyword })) : ok([], 0);
  });

  app.get('/api/Document/quota', { ...signedIn, schema: { response: { 200: docAnswers.quota } } }, async (req) => ok(await docs.quota(currentUser(req))));

  app.get('/api/Document/versions', { ...signedIn, schema: { querystring: input.idQuery, response: { 200: docAnswers.versions } } }, async (req) =>
    ok(await docs.versions(currentUser(req), req.query.id)),
  );

  app.get('/api/Document/getSetting', { ...signedIn, schema: { response: { 200: docAnswers.getSetting } } }, async () => ok(await docs.settings()));

  app.post('/api/Document/saveSetting', { config: { auth: { node: SETTING_NODE } }, schema: { body: input.settingsBody, response: { 200: docAnswers.saveSetting } } }, async (req) =>
    ok(await docs.saveSettings(req.body)),
  );

  /** A folder upload: every folder path ('a', 'a/b') found or made under the parent, answered path → id. */
  app.post('/api/ProjectDocument/createBatchFolder', { ...signedIn, schema: { body: input.batchFolderBody, response: { 200: docAnswers.createBatchFolder } } }, async (req) =>
    ok(await docs.batchFolders(currentUser(req), req.body)),
  );
}
