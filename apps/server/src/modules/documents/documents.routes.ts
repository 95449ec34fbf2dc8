import { docRoutes as routes } from '@suwork/domain/routes';
import { guardFileReads } from '../../core/files/file-access.ts';
import { ok } from '../../core/envelope.ts';
import { okPage } from '../../core/kit/index.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { documentService } from './documents.service.ts';

/** 云文档: the items of a space, folders, uploads, online documents, the 回收站, favourites and recent opens. */
export function documentRoutes(app: App) {
  const docs = documentService(app);
  const docFileGuard = docs.fileGuard;
  // a file in a private space is not read by its id by members who may not see it
  guardFileReads(app, 'documents', docFileGuard);

  serve(app, routes.list, async (req) => {
    const { page, ...folder } = await docs.folderPage(currentUser(req), req.query);
    return { ...okPage(page), ...folder };
  });

  serve(app, routes.info, async (req) => ok(await docs.open(currentUser(req), req.query.id)));

  serve(app, routes.createFolder, async (req) => ok(await docs.createFolder(currentUser(req), req.body)));

  serve(app, routes.addFile, async (req) => ok(await docs.addFile(currentUser(req), req.body)));

  serve(app, routes.addDoc, async (req) => ok(await docs.addDoc(currentUser(req), req.body)));

  /** Autosave of an online document: refused when someone saved a newer version meanwhile. */
  serve(app, routes.saveDoc, async (req) => ok(await docs.saveDoc(currentUser(req), req.body)));

  serve(app, routes.rename, async (req) => ok(await docs.rename(currentUser(req), req.body.id, req.body.name)));

  serve(app, routes.move, async (req) => ok(await docs.move(currentUser(req), req.body)));

  serve(app, routes.copy, async (req) => ok(await docs.copy(currentUser(req), req.body)));

  /** To the 回收站: the items (their contents go with them) for DOC_TRASH_DAYS days. */
  serve(app, routes.del, async (req) => ok(await docs.remove(currentUser(req), req.body.ids)));

  serve(app, routes.recycleList, async (req) => okPage(await docs.recyclePage(currentUser(req), req.query)));

  /** Back where they were, or to the space root when that folder is gone or itself in the 回收站. */
  serve(app, routes.restore, async (req) => ok(await docs.restore(currentUser(req), req.body.ids)));

  serve(app, routes.destroy, async (req) => ok(await docs.destroy(currentUser(req), req.body.ids)));

  serve(app, routes.collect, async (req) => ok(await docs.collect(currentUser(req), req.body.id, req.body.collect)));

  serve(app, routes.collectList, async (req) => ok(await docs.collectList(currentUser(req))));

  serve(app, routes.recentList, async (req) => ok(await docs.recentList(currentUser(req))));

  /** 首页 search: by name, in the member's own space and the project spaces and 分组 they work in. */
  serve(app, routes.search, async (req) => {
    const { keyword, ...range } = req.query;
    return keyword ? okPage(await docs.search(currentUser(req), { ...range, keyword })) : ok([], 0);
  });

  serve(app, routes.quota, async (req) => ok(await docs.quota(currentUser(req))));

  serve(app, routes.versions, async (req) => ok(await docs.versions(currentUser(req), req.query.id)));

  serve(app, routes.getSetting, async () => ok(await docs.settings()));

  serve(app, routes.saveSetting, async (req) => ok(await docs.saveSettings(req.body)));

  /** A folder upload: every folder path ('a', 'a/b') found or made under the parent, answered path → id. */
  serve(app, routes.createBatchFolder, async (req) => ok(await docs.batchFolders(currentUser(req), req.body)));
}
