import { allowedExtensions, DOC_KIND, DOC_MSG, DOC_SPACE, ERR, type DocSettings } from '@suwork/domain';
import type { DocItemView } from '@suwork/domain/contracts';
import { docName } from '@suwork/domain/routes';
import { and, desc, eq, ilike, isNull } from 'drizzle-orm';
import { docCollects, docItems, docRecents, docVersions, type DocItem } from '../../db/document-tables.ts';
import { sanitizeRichText } from '../../core/engine/sanitize.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { guardedFileUrl } from '../../core/files/file-access.ts';
import { containing, inTx, memberNames, paged, type PageParams, type Tx } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import { ACCESS, docAccess, spaceAccess, spacesReached, type Access } from './doc-access.ts';
import {
  addUploadedFile,
  assertNoFolderNamed,
  breadcrumbOf,
  childrenOf,
  listOrder,
  newFolder,
  subtreeIds,
  usedBytes,
  viewsOf,
  type Place,
} from './doc-items.ts';
import { readDocSettings, writeDocSettings } from './doc-settings.ts';
import { docTrash, trashedBy } from './doc-trash.service.ts';

type PlaceInput = { space_type?: number; space_id?: number; parent_id: number };
/** Where a move or copy goes: a folder, or the root of the first item's space unless another is named. */
type TargetInput = { parent_id: number; space_type?: number; space_id?: number };

/** Copies an item (and a folder's contents) under `place`; files keep pointing at the same stored bytes. */
async function copyInto(tx: Tx, user: SessionUser, item: DocItem, place: Place): Promise<void> {
  let name = item.name;
  if (item.kind === DOC_KIND.folder) {
    const [same] = await tx
      .select({ id: docItems.id })
      .from(docItems)
      .where(and(childrenOf(place), eq(docItems.kind, DOC_KIND.folder), eq(docItems.name, name)));
    if (same) name = `${name} - 副本`;
  }
  const { id: _id, create_time: _c, update_time: _u, deleted_time: _d, deleted_by: _b, ...rest } = item;
  const [copy] = await tx
    .insert(docItems)
    .values({ ...rest, ...place, name, version: 1, create_user_id: user.user_id, update_user_id: user.user_id })
    .returning();
  if (item.kind !== DOC_KIND.folder) return;
  const children = await tx
    .select()
    .from(docItems)
    .where(and(eq(docItems.parent_id, item.id), isNull(docItems.deleted_time)));
  for (const c of children)
    await copyInto(tx, user, c, { space_type: copy.space_type, space_id: copy.space_id, parent_id: copy.id });
}

/** 云文档: the items of a space, folders, uploads, online documents, the 回收站, favourites and recent opens. */
export function documentService(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const now = app.config.now;
  const access = docAccess(db, now);
  const trash = docTrash(app);
  const views = (user: SessionUser, rows: readonly DocItem[]) => viewsOf(db, user, rows, tz);
  const viewOf = async (user: SessionUser, row: DocItem) => (await views(user, [row]))[0];

  /** Where a request points: a folder the member may use as asked, or a space root they may. */
  async function placeFor(user: SessionUser, p: PlaceInput, need: Access): Promise<Place> {
    if (p.parent_id > 0) {
      const { item } = await access.itemFor(user, p.parent_id, need);
      if (item.kind !== DOC_KIND.folder) throw invalid(DOC_MSG.notFolder);
      return { space_type: item.space_type, space_id: item.space_id, parent_id: item.id };
    }
    const space_type = p.space_type ?? DOC_SPACE.personal;
    const space_id = space_type === DOC_SPACE.personal ? p.space_id || user.user_id : (p.space_id ?? 0);
    if (space_type !== DOC_SPACE.personal && space_id <= 0)
      throw invalid(space_type === DOC_SPACE.project ? DOC_MSG.projectRequired : DOC_MSG.groupNotFound);
    const spaceRole = await spaceAccess(db, user, space_type, space_id);
    if (spaceRole === ACCESS.none) throw fail(ERR.notFound, DOC_MSG.noAccess);
    if (spaceRole < need) throw fail(ERR.noPermission, DOC_MSG.readOnly);
    return { space_type, space_id, parent_id: 0 };
  }

  const targetOf = (user: SessionUser, b: TargetInput, first: DocItem) =>
    placeFor(
      user,
      { parent_id: b.parent_id, space_type: b.space_type ?? first.space_type, space_id: b.space_id ?? first.space_id },
      ACCESS.edit,
    );

  const itemsFor = (user: SessionUser, ids: readonly number[], need: Access) =>
    Promise.all(ids.map(async (id) => (await access.itemFor(user, id, need)).item));

  /** One page of a folder (or space root), with the folders leading to it and whether the member may change it. */
  async function folderPage(user: SessionUser, q: PlaceInput & PageParams & { keyword?: string }) {
    const place = await placeFor(user, q, ACCESS.view);
    const where = and(childrenOf(place), q.keyword ? ilike(docItems.name, containing(q.keyword)) : undefined);
    const page = await paged(db, q, { from: docItems, where }, ({ limit, offset }) =>
      db
        .select()
        .from(docItems)
        .where(where)
        .orderBy(...listOrder)
        .limit(limit)
        .offset(offset),
    );
    // the folders from the space root (or, in someone else's space, from the folder shared) down to the one listed
    let crumbs = place.parent_id > 0 ? await breadcrumbOf(db, { parent_id: place.parent_id }) : [];
    const rootAccess = await spaceAccess(db, user, place.space_type, place.space_id);
    if (rootAccess === ACCESS.none) {
      const visible = await Promise.all(
        crumbs.map(
          async (c) =>
            (await access.accessTo(user, (await db.select().from(docItems).where(eq(docItems.id, c.id)))[0])) >
            ACCESS.none,
        ),
      );
      crumbs = crumbs.slice(Math.max(0, visible.indexOf(true)));
    }
    const role = place.parent_id > 0 ? (await access.itemFor(user, place.parent_id)).access : rootAccess;
    return {
      page: { ...page, rows: await views(user, page.rows) },
      place,
      breadcrumb: crumbs,
      can_edit: role >= ACCESS.edit,
    };
  }

  /** An item opened (it joins the member's recent opens), with a document's content and what the member may do. */
  async function open(user: SessionUser, id: number) {
    const { item, access: role } = await access.itemFor(user, id);
    await db
      .insert(docRecents)
      .values({ user_id: user.user_id, item_id: item.id, open_time: now() })
      .onConflictDoUpdate({ target: [docRecents.user_id, docRecents.item_id], set: { open_time: now() } });
    return {
      ...(await viewOf(user, item)),
      content: item.kind === DOC_KIND.doc ? item.content : '',
      breadcrumb: await breadcrumbOf(db, item),
      can_edit: role >= ACCESS.edit,
      can_share: role >= ACCESS.own,
    };
  }

  async function createFolder(user: SessionUser, b: PlaceInput & { name: string }) {
    const place = await placeFor(user, b, ACCESS.edit);
    return viewOf(user, await inTx(db, (tx) => newFolder(tx, user, place, b.name)));
  }

  async function addFile(user: SessionUser, b: PlaceInput & { file_id: number }) {
    const place = await placeFor(user, b, ACCESS.edit);
    return viewOf(user, await inTx(db, (tx) => addUploadedFile(tx, user, place, b.file_id, now())));
  }

  async function addDoc(user: SessionUser, b: PlaceInput & { name: string; content: string }) {
    const place = await placeFor(user, b, ACCESS.edit);
    const [row] = await db
      .insert(docItems)
      .values({
        ...place,
        kind: DOC_KIND.doc,
        name: b.name,
        content: sanitizeRichText(b.content),
        create_user_id: user.user_id,
        update_user_id: user.user_id,
      })
      .returning();
    return viewOf(user, row);
  }

  /** Autosave of an online document: refused when someone saved a newer version meanwhile. */
  async function saveDoc(user: SessionUser, b: { id: number; content: string; name?: string; version: number }) {
    const { item } = await access.itemFor(user, b.id, ACCESS.edit);
    if (item.kind !== DOC_KIND.doc) throw invalid('只有在线文档可以编辑内容');
    const [row] = await db
      .update(docItems)
      .set({
        content: sanitizeRichText(b.content),
        ...(b.name ? { name: b.name } : {}),
        version: item.version + 1,
        update_user_id: user.user_id,
        update_time: now(),
      })
      .where(and(eq(docItems.id, item.id), eq(docItems.version, b.version)))
      .returning();
    if (!row) throw fail(ERR.conflict, '文档已被他人修改，请刷新后再编辑');
    return { id: row.id, version: row.version, update_time: formatDateTime(row.update_time, tz) };
  }

  async function rename(user: SessionUser, id: number, name: string) {
    const { item } = await access.itemFor(user, id, ACCESS.edit);
    if (item.kind === DOC_KIND.folder) await assertNoFolderNamed(db, item, name, item.id);
    await db
      .update(docItems)
      .set({ name, update_user_id: user.user_id, update_time: now() })
      .where(eq(docItems.id, item.id));
    return { id: item.id };
  }

  async function move(user: SessionUser, b: TargetInput & { ids: number[] }) {
    const items = await itemsFor(user, b.ids, ACCESS.edit);
    const place = await targetOf(user, b, items[0]);
    if (items.some((i) => i.space_type !== place.space_type || i.space_id !== place.space_id))
      throw invalid(DOC_MSG.otherSpace);
    if (place.parent_id > 0 && (await subtreeIds(db, b.ids)).includes(place.parent_id))
      throw invalid(DOC_MSG.intoItself);
    await inTx(db, async (tx) => {
      for (const i of items) {
        if (i.kind === DOC_KIND.folder) await assertNoFolderNamed(tx, place, i.name, i.id);
        await tx
          .update(docItems)
          .set({ parent_id: place.parent_id, update_user_id: user.user_id, update_time: now() })
          .where(eq(docItems.id, i.id));
      }
    });
    return { count: items.length };
  }

  async function copy(user: SessionUser, b: TargetInput & { ids: number[] }) {
    const items = await itemsFor(user, b.ids, ACCESS.view);
    const place = await targetOf(user, b, items[0]);
    if (place.parent_id > 0 && (await subtreeIds(db, b.ids)).includes(place.parent_id))
      throw invalid('不能复制到自身或其子文件夹中');
    await inTx(db, async (tx) => {
      for (const i of items) await copyInto(tx, user, i, place);
    });
    return { count: items.length };
  }

  /** To the 回收站: the items (their contents go with them) for DOC_TRASH_DAYS days. */
  async function remove(user: SessionUser, ids: number[]) {
    const items = await itemsFor(user, ids, ACCESS.edit);
    return {
      count: await trash.trash(
        items.map((i) => i.id),
        user.user_id,
      ),
    };
  }

  /** What the member put in the 回收站, or what lies there from their own space, with the days each has left. */
  async function recyclePage(user: SessionUser, q: PageParams & { keyword?: string }) {
    const where = and(
      trash.inBin(trashedBy(user)),
      q.keyword ? ilike(docItems.name, containing(q.keyword)) : undefined,
    );
    const page = await paged(db, q, { from: docItems, where }, ({ limit, offset }) =>
      db
        .select()
        .from(docItems)
        .where(where)
        .orderBy(...trash.order)
        .limit(limit)
        .offset(offset),
    );
    const rows = (await views(user, page.rows)).map((v, i) => ({
      ...v,
      days_left: trash.daysLeft(page.rows[i].deleted_time!),
    }));
    return { ...page, rows };
  }

  async function collect(user: SessionUser, id: number, on: boolean) {
    const { item } = await access.itemFor(user, id);
    if (on) await db.insert(docCollects).values({ user_id: user.user_id, item_id: item.id }).onConflictDoNothing();
    else
      await db.delete(docCollects).where(and(eq(docCollects.user_id, user.user_id), eq(docCollects.item_id, item.id)));
    return { id: item.id, collected: on };
  }

  /** The listed items the member can still open, as views, in the list's order. */
  async function reachableViews(user: SessionUser, rows: { item: DocItem }[]): Promise<DocItemView[]> {
    const items = rows.map((r) => r.item);
    return views(user, await access.reachableItems(user, items));
  }

  /** The member's favourites they can still open, newest first. */
  async function collectList(user: SessionUser): Promise<DocItemView[]> {
    const rows = await db
      .select({ item: docItems })
      .from(docCollects)
      .innerJoin(docItems, eq(docItems.id, docCollects.item_id))
      .where(eq(docCollects.user_id, user.user_id))
      .orderBy(desc(docCollects.create_time))
      .limit(500);
    return reachableViews(user, rows);
  }

  /** The last 20 items the member opened that they can still open. */
  async function recentList(user: SessionUser): Promise<DocItemView[]> {
    const rows = await db
      .select({ item: docItems })
      .from(docRecents)
      .innerJoin(docItems, eq(docItems.id, docRecents.item_id))
      .where(eq(docRecents.user_id, user.user_id))
      .orderBy(desc(docRecents.open_time))
      .limit(20);
    return reachableViews(user, rows);
  }

  /** 首页 search: by name, in the member's own space and the project spaces and 分组 they work in. */
  async function search(user: SessionUser, q: PageParams & { keyword: string }) {
    const where = and(spacesReached(user), isNull(docItems.deleted_time), ilike(docItems.name, containing(q.keyword)));
    const page = await paged(db, q, { from: docItems, where }, ({ limit, offset }) =>
      db.select().from(docItems).where(where).orderBy(desc(docItems.update_time)).limit(limit).offset(offset),
    );
    return { ...page, rows: await views(user, await access.reachableItems(user, page.rows)) };
  }

  async function quota(user: SessionUser) {
    const s = await readDocSettings(db);
    return { used: await usedBytes(db, user.user_id), total: s.default_quota_gb * 1024 ** 3 };
  }

  /** The earlier versions of a file, newest first. */
  async function versions(user: SessionUser, id: number) {
    const { item } = await access.itemFor(user, id);
    const rows = await db
      .select()
      .from(docVersions)
      .where(eq(docVersions.item_id, item.id))
      .orderBy(desc(docVersions.version));
    const names = await memberNames(
      db,
      rows.map((r) => r.create_user_id),
    );
    return rows.map((r) => ({
      version: r.version,
      file_id: r.file_id,
      size: r.size,
      create_time: formatDateTime(r.create_time, tz),
      user_name: names.get(r.create_user_id) ?? '',
      url: guardedFileUrl(r.file_id),
    }));
  }

  async function saveSettings(s: DocSettings) {
    await writeDocSettings(db, { ...s, allowed_exts: [...allowedExtensions(s.allowed_exts)].join(',') });
    return readDocSettings(db);
  }

  /** A folder upload: every folder path ('a', 'a/b') found or made under the parent, answered path → id. */
  async function batchFolders(
    user: SessionUser,
    b: { folders: string[]; real_id: number; parentId: number; space_type?: number },
  ) {
    const space_type = b.space_type ?? (b.real_id > 0 ? DOC_SPACE.project : DOC_SPACE.personal);
    const place = await placeFor(
      user,
      { parent_id: b.parentId, space_type, space_id: space_type === DOC_SPACE.personal ? user.user_id : b.real_id },
      ACCESS.edit,
    );
    const paths = [
      ...new Set(
        b.folders.map((f) =>
          f
            .split('/')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ),
    ].filter((p) => p.length > 0);
    for (const segs of paths) for (const s of segs) docName.parse(s);
    const ids: Record<string, number> = {};
    await inTx(db, async (tx) => {
      for (const segs of paths.sort((a, c) => a.length - c.length)) {
        let parentId = place.parent_id;
        for (let i = 0; i < segs.length; i++) {
          const path = segs.slice(0, i + 1).join('/');
          if (ids[path] === undefined) {
            const at = { ...place, parent_id: parentId };
            const [same] = await tx
              .select({ id: docItems.id })
              .from(docItems)
              .where(and(childrenOf(at), eq(docItems.kind, DOC_KIND.folder), eq(docItems.name, segs[i])));
            ids[path] = same?.id ?? (await newFolder(tx, user, at, segs[i])).id;
          }
          parentId = ids[path];
        }
      }
    });
    return ids;
  }

  return {
    fileGuard: access.fileGuard,
    folderPage,
    open,
    createFolder,
    addFile,
    addDoc,
    saveDoc,
    rename,
    move,
    copy,
    remove,
    recyclePage,
    /** Back where they were, or to the space root when that folder is gone or itself in the 回收站. */
    restore: async (user: SessionUser, ids: number[]) => ({ count: await trash.restore(ids, trashedBy(user)) }),
    /** Out of the 回收站 for good, with everything under them. */
    destroy: async (user: SessionUser, ids: number[]) => ({ count: await trash.destroy(ids, trashedBy(user)) }),
    collect,
    collectList,
    recentList,
    search,
    quota,
    versions,
    settings: () => readDocSettings(db),
    saveSettings,
    batchFolders,
  };
}
