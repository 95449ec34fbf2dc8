import { allowedExtensions, DOC_KIND, DOC_MSG, DOC_SPACE, DOC_TRASH_DAYS, ERR } from '@suwork/domain';
import { and, desc, eq, ilike, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { docCollects, docItems, docRecents, docVersions, type DocItem } from '../../db/document-tables.ts';
import { users } from '../../db/schema.ts';
import { sanitizeRichText } from '../../core/engine/sanitize.ts';
import { guardFileReads } from '../../core/files/file-access.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { escapeLike, inTx } from '../org/org-common.ts';
import { guardedFileUrl } from '../../core/files/file-access.ts';
import { ACCESS, accessTo, docFileGuard, itemFor, reachableItems, spaceAccess, spacesReached, type Access } from './doc-access.ts';
import {
  addUploadedFile,
  assertNoFolderNamed,
  breadcrumbOf,
  childrenOf,
  destroyItems,
  listOrder,
  newFolder,
  subtreeIds,
  usedBytes,
  viewsOf,
  type Place,
} from './doc-items.ts';
import { readDocSettings, writeDocSettings } from './doc-settings.ts';
import * as input from './documents.input.ts';

const SETTING_NODE = 'cloudDocument_documentSetting';
const DAY_MS = 86_400_000;

type PlaceInput = { space_type?: number; space_id?: number; parent_id: number };

/** Where a request points: a folder the member may use as asked, or a space root they may. */
async function placeFor(db: Db, user: SessionUser, p: PlaceInput, need: Access): Promise<Place> {
  if (p.parent_id > 0) {
    const { item } = await itemFor(db, user, p.parent_id, need);
    if (item.kind !== DOC_KIND.folder) throw invalid(DOC_MSG.notFolder);
    return { space_type: item.space_type, space_id: item.space_id, parent_id: item.id };
  }
  const space_type = p.space_type ?? DOC_SPACE.personal;
  const space_id = space_type === DOC_SPACE.personal ? p.space_id || user.user_id : (p.space_id ?? 0);
  if (space_type !== DOC_SPACE.personal && space_id <= 0) throw invalid(space_type === DOC_SPACE.project ? DOC_MSG.projectRequired : DOC_MSG.groupNotFound);
  const access = await spaceAccess(db, user, space_type, space_id);
  if (access === ACCESS.none) throw fail(ERR.notFound, DOC_MSG.noAccess);
  if (access < need) throw fail(ERR.noPermission, DOC_MSG.readOnly);
  return { space_type, space_id, parent_id: 0 };
}

/** Copies an item (and a folder's contents) under `place`; files keep pointing at the same stored bytes. */
async function copyInto(tx: Db, user: SessionUser, item: DocItem, place: Place): Promise<void> {
  let name = item.name;
  if (item.kind === DOC_KIND.folder) {
    const [same] = await tx.select({ id: docItems.id }).from(docItems).where(and(childrenOf(place), eq(docItems.kind, DOC_KIND.folder), eq(docItems.name, name)));
    if (same) name = `${name} - 副本`;
  }
  const { id: _id, create_time: _c, update_time: _u, deleted_time: _d, deleted_by: _b, ...rest } = item;
  const [copy] = await tx
    .insert(docItems)
    .values({ ...rest, ...place, name, version: 1, create_user_id: user.user_id, update_user_id: user.user_id })
    .returning();
  if (item.kind !== DOC_KIND.folder) return;
  const children = await tx.select().from(docItems).where(and(eq(docItems.parent_id, item.id), sql`${docItems.deleted_time} is null`));
  for (const c of children) await copyInto(tx, user, c, { space_type: copy.space_type, space_id: copy.space_id, parent_id: copy.id });
}

/** 云文档: the items of a space, folders, uploads, online documents, the 回收站, favourites and recent opens. */
export function documentRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const views = (user: SessionUser, rows: readonly DocItem[]) => viewsOf(db, user, rows, tz);
  const signedIn = { config: { auth: 'signedIn' as const } };
  // a file in a private space is not read by its id by members who may not see it
  guardFileReads('documents', docFileGuard);

  app.get('/api/Document/list', { ...signedIn, schema: { querystring: input.listQuery } }, async (req) => {
    const user = currentUser(req);
    const q = req.query;
    const place = await placeFor(db, user, q, ACCESS.view);
    const where = and(childrenOf(place), q.keyword ? ilike(docItems.name, `%${escapeLike(q.keyword)}%`) : undefined);
    const [rows, [{ count }]] = await Promise.all([
      db.select().from(docItems).where(where).orderBy(...listOrder).limit(q.limit).offset((q.page - 1) * q.limit),
      db.select({ count: sql<number>`count(*)::int` }).from(docItems).where(where),
    ]);
    // the folders from the space root (or, in someone else's space, from the folder shared) down to the one listed
    let crumbs = place.parent_id > 0 ? await breadcrumbOf(db, { parent_id: place.parent_id }) : [];
    const rootAccess = await spaceAccess(db, user, place.space_type, place.space_id);
    if (rootAccess === ACCESS.none) {
      const visible = await Promise.all(crumbs.map(async (c) => (await accessTo(db, user, (await db.select().from(docItems).where(eq(docItems.id, c.id)))[0])) > ACCESS.none));
      crumbs = crumbs.slice(Math.max(0, visible.indexOf(true)));
    }
    const access = place.parent_id > 0 ? (await itemFor(db, user, place.parent_id)).access : rootAccess;
    return { ...ok(await views(user, rows), count), place, breadcrumb: crumbs, can_edit: access >= ACCESS.edit };
  });

  app.get('/api/Document/info', { ...signedIn, schema: { querystring: input.idQuery } }, async (req) => {
    const user = currentUser(req);
    const { item, access } = await itemFor(db, user, req.query.id);
    await db.insert(docRecents).values({ user_id: user.user_id, item_id: item.id }).onConflictDoUpdate({ target: [docRecents.user_id, docRecents.item_id], set: { open_time: new Date() } });
    const [view] = await views(user, [item]);
    return ok({ ...view, content: item.kind === DOC_KIND.doc ? item.content : '', breadcrumb: await breadcrumbOf(db, item), can_edit: access >= ACCESS.edit, can_share: access >= ACCESS.own });
  });

  app.post('/api/Document/createFolder', { ...signedIn, schema: { body: input.folderBody } }, async (req) => {
    const user = currentUser(req);
    const place = await placeFor(db, user, req.body, ACCESS.edit);
    const row = await inTx(db, (tx) => newFolder(tx, user, place, req.body.name));
    return ok((await views(user, [row]))[0]);
  });

  app.post('/api/Document/addFile', { ...signedIn, schema: { body: input.fileBody } }, async (req) => {
    const user = currentUser(req);
    const place = await placeFor(db, user, req.body, ACCESS.edit);
    const row = await inTx(db, (tx) => addUploadedFile(tx, user, place, req.body.file_id));
    return ok((await views(user, [row]))[0]);
  });

  app.post('/api/Document/addDoc', { ...signedIn, schema: { body: input.docBody } }, async (req) => {
    const user = currentUser(req);
    const place = await placeFor(db, user, req.body, ACCESS.edit);
    const [row] = await db
      .insert(docItems)
      .values({ ...place, kind: DOC_KIND.doc, name: req.body.name, content: sanitizeRichText(req.body.content), create_user_id: user.user_id, update_user_id: user.user_id })
      .returning();
    return ok((await views(user, [row]))[0]);
  });

  /** Autosave of an online document: refused when someone saved a newer version meanwhile. */
  app.post('/api/Document/saveDoc', { ...signedIn, schema: { body: input.saveDocBody } }, async (req) => {
    const user = currentUser(req);
    const { item } = await itemFor(db, user, req.body.id, ACCESS.edit);
    if (item.kind !== DOC_KIND.doc) throw invalid('只有在线文档可以编辑内容');
    const [row] = await db
      .update(docItems)
      .set({ content: sanitizeRichText(req.body.content), ...(req.body.name ? { name: req.body.name } : {}), version: item.version + 1, update_user_id: user.user_id, update_time: new Date() })
      .where(and(eq(docItems.id, item.id), eq(docItems.version, req.body.version)))
      .returning();
    if (!row) throw fail(ERR.conflict, '文档已被他人修改，请刷新后再编辑');
    return ok({ id: row.id, version: row.version, update_time: formatDateTime(row.update_time, tz) });
  });

  app.post('/api/Document/rename', { ...signedIn, schema: { body: input.renameBody } }, async (req) => {
    const user = currentUser(req);
    const { item } = await itemFor(db, user, req.body.id, ACCESS.edit);
    if (item.kind === DOC_KIND.folder) await assertNoFolderNamed(db, item, req.body.name, item.id);
    await db.update(docItems).set({ name: req.body.name, update_user_id: user.user_id, update_time: new Date() }).where(eq(docItems.id, item.id));
    return ok({ id: item.id });
  });

  const targetOf = async (user: SessionUser, b: { parent_id: number; space_type?: number; space_id?: number }, first: DocItem) =>
    placeFor(db, user, { parent_id: b.parent_id, space_type: b.space_type ?? first.space_type, space_id: b.space_id ?? first.space_id }, ACCESS.edit);

  app.post('/api/Document/move', { ...signedIn, schema: { body: input.moveBody } }, async (req) => {
    const user = currentUser(req);
    const items = await Promise.all(req.body.ids.map(async (id) => (await itemFor(db, user, id, ACCESS.edit)).item));
    const place = await targetOf(user, req.body, items[0]);
    if (items.some((i) => i.space_type !== place.space_type || i.space_id !== place.space_id)) throw invalid(DOC_MSG.otherSpace);
    if (place.parent_id > 0 && (await subtreeIds(db, req.body.ids)).includes(place.parent_id)) throw invalid(DOC_MSG.intoItself);
    await inTx(db, async (tx) => {
      for (const i of items) {
        if (i.kind === DOC_KIND.folder) await assertNoFolderNamed(tx, place, i.name, i.id);
        await tx.update(docItems).set({ parent_id: place.parent_id, update_user_id: user.user_id, update_time: new Date() }).where(eq(docItems.id, i.id));
      }
    });
    return ok({ count: items.length });
  });

  app.post('/api/Document/copy', { ...signedIn, schema: { body: input.moveBody } }, async (req) => {
    const user = currentUser(req);
    const items = await Promise.all(req.body.ids.map(async (id) => (await itemFor(db, user, id, ACCESS.view)).item));
    const place = await targetOf(user, req.body, items[0]);
    if (place.parent_id > 0 && (await subtreeIds(db, req.body.ids)).includes(place.parent_id)) throw invalid('不能复制到自身或其子文件夹中');
    await inTx(db, async (tx) => {
      for (const i of items) await copyInto(tx, user, i, place);
    });
    return ok({ count: items.length });
  });

  /** To the 回收站: the items (their contents go with them) for DOC_TRASH_DAYS days. */
  app.post('/api/Document/del', { ...signedIn, schema: { body: input.idsBody } }, async (req) => {
    const user = currentUser(req);
    const items = await Promise.all(req.body.ids.map(async (id) => (await itemFor(db, user, id, ACCESS.edit)).item));
    await db.update(docItems).set({ deleted_time: new Date(), deleted_by: user.user_id }).where(inArray(docItems.id, items.map((i) => i.id)));
    return ok({ count: items.length });
  });

  /** What the member put in the 回收站, or what lies there from their own space. */
  const trashedBy = (user: SessionUser) =>
    and(isNotNull(docItems.deleted_time), or(eq(docItems.deleted_by, user.user_id), and(eq(docItems.space_type, DOC_SPACE.personal), eq(docItems.space_id, user.user_id))));

  app.get('/api/Document/recycleList', { ...signedIn, schema: { querystring: input.listQuery.pick({ keyword: true, page: true, limit: true }) } }, async (req) => {
    const user = currentUser(req);
    const q = req.query;
    const where = and(trashedBy(user), q.keyword ? ilike(docItems.name, `%${escapeLike(q.keyword)}%`) : undefined);
    const [rows, [{ count }]] = await Promise.all([
      db.select().from(docItems).where(where).orderBy(desc(docItems.deleted_time)).limit(q.limit).offset((q.page - 1) * q.limit),
      db.select({ count: sql<number>`count(*)::int` }).from(docItems).where(where),
    ]);
    const list = (await views(user, rows)).map((v, i) => ({ ...v, days_left: Math.max(0, DOC_TRASH_DAYS - Math.floor((Date.now() - rows[i].deleted_time!.getTime()) / DAY_MS)) }));
    return ok(list, count);
  });

  const trashed = async (user: SessionUser, ids: readonly number[]) => {
    const rows = await db.select().from(docItems).where(and(inArray(docItems.id, [...ids]), trashedBy(user)));
    if (rows.length !== new Set(ids).size) throw fail(ERR.notFound, DOC_MSG.notInTrash);
    return rows;
  };

  /** Back where they were, or to the space root when that folder is gone or itself in the 回收站. */
  app.post('/api/Document/restore', { ...signedIn, schema: { body: input.idsBody } }, async (req) => {
    const user = currentUser(req);
    const rows = await trashed(user, req.body.ids);
    await inTx(db, async (tx) => {
      for (const r of rows) {
        const [parent] = r.parent_id > 0 ? await tx.select({ deleted_time: docItems.deleted_time }).from(docItems).where(eq(docItems.id, r.parent_id)) : [undefined];
        const parentGone = r.parent_id > 0 && (!parent || parent.deleted_time !== null);
        await tx.update(docItems).set({ deleted_time: null, deleted_by: 0, ...(parentGone ? { parent_id: 0 } : {}) }).where(eq(docItems.id, r.id));
      }
    });
    return ok({ count: rows.length });
  });

  app.post('/api/Document/destroy', { ...signedIn, schema: { body: input.idsBody } }, async (req) => {
    const rows = await trashed(currentUser(req), req.body.ids);
    return ok({ count: await inTx(db, (tx) => destroyItems(tx, rows.map((r) => r.id))) });
  });

  app.post('/api/Document/collect', { ...signedIn, schema: { body: input.collectBody } }, async (req) => {
    const user = currentUser(req);
    const { item } = await itemFor(db, user, req.body.id);
    if (req.body.collect) await db.insert(docCollects).values({ user_id: user.user_id, item_id: item.id }).onConflictDoNothing();
    else await db.delete(docCollects).where(and(eq(docCollects.user_id, user.user_id), eq(docCollects.item_id, item.id)));
    return ok({ id: item.id, collected: req.body.collect });
  });

  app.get('/api/Document/collectList', signedIn, async (req) => {
    const user = currentUser(req);
    const rows = await db
      .select({ item: docItems })
      .from(docCollects)
      .innerJoin(docItems, eq(docItems.id, docCollects.item_id))
      .where(eq(docCollects.user_id, user.user_id))
      .orderBy(desc(docCollects.create_time))
      .limit(500);
    return ok(await views(user, await reachableItems(db, user, rows.map((r) => r.item))));
  });

  app.get('/api/Document/recentList', signedIn, async (req) => {
    const user = currentUser(req);
    const rows = await db
      .select({ item: docItems })
      .from(docRecents)
      .innerJoin(docItems, eq(docItems.id, docRecents.item_id))
      .where(eq(docRecents.user_id, user.user_id))
      .orderBy(desc(docRecents.open_time))
      .limit(20);
    return ok(await views(user, await reachableItems(db, user, rows.map((r) => r.item))));
  });

  /** 首页 search: by name, in the member's own space and the project spaces and 分组 they work in. */
  app.get('/api/Document/search', { ...signedIn, schema: { querystring: input.listQuery.pick({ keyword: true, page: true, limit: true }) } }, async (req) => {
    const user = currentUser(req);
    const q = req.query;
    if (!q.keyword) return ok([], 0);
    const spaces = spacesReached(user);
    const rows = await db
      .select()
      .from(docItems)
      .where(and(spaces, sql`${docItems.deleted_time} is null`, ilike(docItems.name, `%${escapeLike(q.keyword)}%`)))
      .orderBy(desc(docItems.update_time))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
    return ok(await views(user, await reachableItems(db, user, rows)));
  });

  app.get('/api/Document/quota', signedIn, async (req) => {
    const user = currentUser(req);
    const s = await readDocSettings(db);
    return ok({ used: await usedBytes(db, user.user_id), total: s.default_quota_gb * 1024 ** 3 });
  });

  app.get('/api/Document/versions', { ...signedIn, schema: { querystring: input.idQuery } }, async (req) => {
    const user = currentUser(req);
    const { item } = await itemFor(db, user, req.query.id);
    const rows = await db
      .select({ version: docVersions.version, file_id: docVersions.file_id, size: docVersions.size, create_time: docVersions.create_time, user_name: users.user_name })
      .from(docVersions)
      .leftJoin(users, eq(users.user_id, docVersions.create_user_id))
      .where(eq(docVersions.item_id, item.id))
      .orderBy(desc(docVersions.version));
    return ok(rows.map((r) => ({ ...r, user_name: r.user_name ?? '', url: guardedFileUrl(r.file_id), create_time: formatDateTime(r.create_time, tz) })));
  });

  app.get('/api/Document/getSetting', signedIn, async () => ok(await readDocSettings(db)));

  app.post('/api/Document/saveSetting', { config: { auth: { node: SETTING_NODE } }, schema: { body: input.settingsBody } }, async (req) => {
    await writeDocSettings(db, { ...req.body, allowed_exts: [...allowedExtensions(req.body.allowed_exts)].join(',') });
    return ok(await readDocSettings(db));
  });

  /** A folder upload: every folder path ('a', 'a/b') found or made under the parent, answered path → id. */
  app.post('/api/ProjectDocument/createBatchFolder', { ...signedIn, schema: { body: input.batchFolderBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    const space_type = b.space_type ?? (b.real_id > 0 ? DOC_SPACE.project : DOC_SPACE.personal);
    const place = await placeFor(db, user, { parent_id: b.parentId, space_type, space_id: space_type === DOC_SPACE.personal ? user.user_id : b.real_id }, ACCESS.edit);
    const paths = [...new Set(b.folders.map((f) => f.split('/').map((s) => s.trim()).filter(Boolean)))].filter((p) => p.length > 0);
    for (const segs of paths) for (const s of segs) input.docName.parse(s);
    const ids: Record<string, number> = {};
    await inTx(db, async (tx) => {
      for (const segs of paths.sort((a, c) => a.length - c.length)) {
        let parent = place.parent_id;
        for (let i = 0; i < segs.length; i++) {
          const path = segs.slice(0, i + 1).join('/');
          if (ids[path] === undefined) {
            const at = { ...place, parent_id: parent };
            const [same] = await tx.select({ id: docItems.id }).from(docItems).where(and(childrenOf(at), eq(docItems.kind, DOC_KIND.folder), eq(docItems.name, segs[i])));
            ids[path] = same?.id ?? (await newFolder(tx, user, at, segs[i])).id;
          }
          parent = ids[path];
        }
      }
    });
    return ok(ids);
  });

  /** The 回收站 empties itself: items there longer than DOC_TRASH_DAYS days go for good. */
  app.jobs.register({
    name: 'doc-trash-purge',
    pattern: '17 3 * * *',
    run: async () => {
      const old = await db.select({ id: docItems.id }).from(docItems).where(lt(docItems.deleted_time, new Date(Date.now() - DOC_TRASH_DAYS * DAY_MS)));
      if (old.length > 0) await inTx(db, (tx) => destroyItems(tx, old.map((o) => o.id)));
    },
  });
}
