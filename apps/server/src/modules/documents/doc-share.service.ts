import { createHash, randomBytes } from 'node:crypto';
import { DOC_KIND, DOC_LINK_FOREVER, DOC_MSG, DOC_TARGET, ERR } from '@suwork/domain';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { docItems, docLinks, docShares, type DocItem } from '../../db/document-tables.ts';
import { departments, files } from '../../db/schema.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { inTx, memberNames } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime, parseDateTime } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import { ACCESS, docAccess, isTrashed, trashedAmong } from './doc-access.ts';
import { childrenOf, listOrder, subtreeIds, viewsOf } from './doc-items.ts';

const DAY_MS = 86_400_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 random bits, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url');

/** What a share link shows: /shareDoc for an online document, /shareFile for a file or a folder. */
const linkPath = (item: DocItem, token: string) =>
  `${item.kind === DOC_KIND.doc ? '/shareDoc' : '/shareFile'}?token=${token}`;

type ShareTarget = { target_type: number; target_id: number; role: number };

/** Sharing with members and departments, and public share links; whether a share or link has expired is the app clock's say. */
export function docShareService(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const now = app.config.now;
  const access = docAccess(db, now);
  const unexpired = (column: typeof docShares.expire_time | typeof docLinks.expire_time) =>
    or(isNull(column), gt(column, now()));

  /** Replaces who the item is shared with (its owner only); `expireDate` YYYY-MM-DD ends the shares with that day. */
  async function share(user: SessionUser, id: number, targets: ShareTarget[], expireDate: string) {
    const { item } = await access.itemFor(user, id, ACCESS.own);
    const expire = expireDate ? parseDateTime(`${expireDate} 23:59:59`, tz) : null;
    if (expire && expire.getTime() < now().getTime()) throw invalid('有效期不能早于今天');
    await inTx(db, async (tx) => {
      await tx.delete(docShares).where(eq(docShares.item_id, item.id));
      const unique = new Map(targets.map((t) => [`${t.target_type}:${t.target_id}`, t]));
      if (unique.size > 0)
        await tx.insert(docShares).values(
          [...unique.values()].map((t) => ({
            item_id: item.id,
            ...t,
            expire_time: expire ?? null,
            create_user_id: user.user_id,
          })),
        );
    });
    return { id: item.id, count: targets.length };
  }

  /** Whom the item is shared with, by name. */
  async function shareInfo(user: SessionUser, id: number) {
    const { item } = await access.itemFor(user, id, ACCESS.own);
    const rows = await db
      .select({
        target_type: docShares.target_type,
        target_id: docShares.target_id,
        role: docShares.role,
        expire_time: docShares.expire_time,
        dept_name: departments.dept_name,
      })
      .from(docShares)
      .leftJoin(
        departments,
        and(eq(docShares.target_type, DOC_TARGET.department), eq(departments.dept_id, docShares.target_id)),
      )
      .where(eq(docShares.item_id, item.id));
    const names = await memberNames(
      db,
      rows.filter((r) => r.target_type === DOC_TARGET.member).map((r) => r.target_id),
    );
    return rows.map((r) => ({
      target_type: r.target_type,
      target_id: r.target_id,
      role: r.role,
      name: (r.target_type === DOC_TARGET.member ? names.get(r.target_id) : undefined) ?? r.dept_name ?? '',
      expire_time: formatDateTime(r.expire_time, tz),
    }));
  }

  /** 共享空间: what others shared with the member (or their department), still valid; or what the member shared. */
  async function sharedList(user: SessionUser, mine: boolean) {
    const toMe = or(
      and(eq(docShares.target_type, DOC_TARGET.member), eq(docShares.target_id, user.user_id)),
      and(eq(docShares.target_type, DOC_TARGET.department), eq(docShares.target_id, user.dept_id)),
    );
    const rows = await db
      .selectDistinctOn([docItems.id], { item: docItems, role: docShares.role })
      .from(docShares)
      .innerJoin(docItems, eq(docItems.id, docShares.item_id))
      .where(
        and(
          mine ? eq(docShares.create_user_id, user.user_id) : toMe,
          unexpired(docShares.expire_time),
          isNull(docItems.deleted_time),
        ),
      )
      .orderBy(docItems.id, desc(docShares.role))
      .limit(500);
    const trashed = await trashedAmong(
      db,
      rows.map((r) => r.item.id),
    );
    const live = rows.filter((r) => !trashed.has(r.item.id));
    const views = await viewsOf(
      db,
      user,
      live.map((r) => r.item),
      tz,
    );
    return views.map((v, i) => ({ ...v, role: live[i].role }));
  }

  /** A new public link: its token is answered once; only its SHA-256 is kept. */
  async function createLink(user: SessionUser, id: number, days: number) {
    const { item } = await access.itemFor(user, id, ACCESS.own);
    const token = newToken();
    const expire = days === DOC_LINK_FOREVER ? null : new Date(now().getTime() + days * DAY_MS);
    const [link] = await db
      .insert(docLinks)
      .values({ item_id: item.id, token_hash: hashOf(token), expire_time: expire, create_user_id: user.user_id })
      .returning();
    return {
      item,
      link: { link_id: link.id, token, url: linkPath(item, token), expire_time: formatDateTime(expire, tz) },
    };
  }

  /** The item's live (not revoked) links, newest first, saying which have expired. */
  async function links(user: SessionUser, id: number) {
    const { item } = await access.itemFor(user, id, ACCESS.own);
    const rows = await db
      .select()
      .from(docLinks)
      .where(and(eq(docLinks.item_id, item.id), isNull(docLinks.revoked_time)))
      .orderBy(desc(docLinks.id));
    return rows.map((l) => ({
      link_id: l.id,
      expire_time: formatDateTime(l.expire_time, tz),
      create_time: formatDateTime(l.create_time, tz),
      expired: l.expire_time !== null && l.expire_time.getTime() < now().getTime(),
    }));
  }

  async function revokeLink(user: SessionUser, linkId: number) {
    const [link] = await db.select().from(docLinks).where(eq(docLinks.id, linkId));
    if (!link) throw fail(ERR.notFound, '分享链接不存在');
    const { item } = await access.itemFor(user, link.item_id, ACCESS.own);
    await db.update(docLinks).set({ revoked_time: now() }).where(eq(docLinks.id, link.id));
    return { item, linkId: link.id };
  }

  /** The item a token opens, and the link's id: the link is live (not revoked, not expired) and the item is not in the 回收站. */
  async function sharedItem(token: string): Promise<{ root: DocItem; linkId: number }> {
    const [link] = await db
      .select()
      .from(docLinks)
      .where(
        and(eq(docLinks.token_hash, hashOf(token)), isNull(docLinks.revoked_time), unexpired(docLinks.expire_time)),
      );
    const [item] = link ? await db.select().from(docItems).where(eq(docItems.id, link.item_id)) : [];
    if (!item || (await isTrashed(db, item.id))) throw fail(ERR.notFound, DOC_MSG.linkInvalid);
    return { root: item, linkId: link.id };
  }

  /** An item inside what the token shares (the shared item itself or something under it). */
  async function insideShare(token: string, id: number | undefined): Promise<{ item: DocItem; linkId: number }> {
    const { root, linkId } = await sharedItem(token);
    if (id === undefined || id === root.id) return { item: root, linkId };
    if (!(await subtreeIds(db, [root.id])).includes(id) || (await isTrashed(db, id)))
      throw fail(ERR.notFound, DOC_MSG.notFound);
    const [item] = await db.select().from(docItems).where(eq(docItems.id, id));
    return { item, linkId };
  }

  const publicView = (item: DocItem) => ({
    id: item.id,
    name: item.name,
    kind: item.kind,
    ext: item.ext,
    size: item.size,
    update_time: formatDateTime(item.update_time, tz),
  });

  /** The shared item (a document with its content); a folder lists what is in it, or in a folder under it (`parentId`). */
  async function read(token: string, parentId: number | undefined) {
    const { root, linkId } = await sharedItem(token);
    const folder = parentId ? (await insideShare(token, parentId)).item : root;
    const children =
      folder.kind === DOC_KIND.folder
        ? await db
            .select()
            .from(docItems)
            .where(childrenOf({ space_type: folder.space_type, space_id: folder.space_id, parent_id: folder.id }))
            .orderBy(...listOrder)
            .limit(500)
        : [];
    return {
      root,
      linkId,
      view: {
        ...publicView(root),
        content: root.kind === DOC_KIND.doc ? root.content : '',
        folder: publicView(folder),
        children: children.map(publicView),
      },
    };
  }

  /** The stored file of a shared file item (the shared file, or a file inside a shared folder). */
  async function sharedFile(token: string, id: number | undefined) {
    const { item, linkId } = await insideShare(token, id);
    const [file] = item.kind === DOC_KIND.file ? await db.select().from(files).where(eq(files.id, item.file_id)) : [];
    if (!file) throw fail(ERR.notFound, DOC_MSG.notFound);
    return { item, file, linkId };
  }

  return { share, shareInfo, sharedList, createLink, links, revokeLink, read, sharedFile };
}
