import { createHash, randomBytes } from 'node:crypto';
import { DOC_KIND, DOC_LINK_FOREVER, DOC_MSG, DOC_TARGET, ERR } from '@suwork/domain';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { docItems, docLinks, docShares, type DocItem } from '../../db/document-tables.ts';
import { departments, files, users } from '../../db/schema.ts';
import { auditQuietly } from '../../core/audit.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { auditDownload } from '../../core/files/download-audit.ts';
import { sendStoredFile } from '../../core/files/send-file.ts';
import { formatDateTime, parseDateTime } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { previewOf } from '../files/preview.routes.ts';
import { inTx } from '../org/org-common.ts';
import { ACCESS, isTrashed, itemFor, trashedAmong } from './doc-access.ts';
import { childrenOf, listOrder, subtreeIds, viewsOf } from './doc-items.ts';
import * as input from './documents.input.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 random bits, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url');

/** What a share link shows: /shareDoc for an online document, /shareFile for a file or a folder. */
const linkPath = (item: DocItem, token: string) => `${item.kind === DOC_KIND.doc ? '/shareDoc' : '/shareFile'}?token=${token}`;

/** Sharing with members and departments, and public share links. */
export function docShareRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const signedIn = { config: { auth: 'signedIn' as const } };

  /** Replaces who the item is shared with (its owner only). */
  app.post('/api/Document/share', { ...signedIn, schema: { body: input.shareBody } }, async (req) => {
    const user = currentUser(req);
    const { item } = await itemFor(db, user, req.body.id, ACCESS.own);
    const expire = req.body.expire_date ? parseDateTime(`${req.body.expire_date} 23:59:59`, tz) : null;
    if (expire && expire.getTime() < Date.now()) throw invalid('有效期不能早于今天');
    await inTx(db, async (tx) => {
      await tx.delete(docShares).where(eq(docShares.item_id, item.id));
      const unique = new Map(req.body.targets.map((t) => [`${t.target_type}:${t.target_id}`, t]));
      if (unique.size > 0)
        await tx.insert(docShares).values([...unique.values()].map((t) => ({ item_id: item.id, ...t, expire_time: expire ?? null, create_user_id: user.user_id })));
    });
    return ok({ id: item.id, count: req.body.targets.length });
  });

  app.get('/api/Document/shareInfo', { ...signedIn, schema: { querystring: input.idQuery } }, async (req) => {
    const { item } = await itemFor(db, currentUser(req), req.query.id, ACCESS.own);
    const rows = await db
      .select({ target_type: docShares.target_type, target_id: docShares.target_id, role: docShares.role, expire_time: docShares.expire_time, user_name: users.user_name, dept_name: departments.dept_name })
      .from(docShares)
      .leftJoin(users, and(eq(docShares.target_type, DOC_TARGET.member), eq(users.user_id, docShares.target_id)))
      .leftJoin(departments, and(eq(docShares.target_type, DOC_TARGET.department), eq(departments.dept_id, docShares.target_id)))
      .where(eq(docShares.item_id, item.id));
    return ok(rows.map((r) => ({ target_type: r.target_type, target_id: r.target_id, role: r.role, name: r.user_name ?? r.dept_name ?? '', expire_time: formatDateTime(r.expire_time, tz) })));
  });

  /** 共享空间: what others shared with the member (or their department), still valid; or what the member shared. */
  app.get('/api/Document/sharedList', { ...signedIn, schema: { querystring: input.listQuery.pick({ keyword: true }).extend({ mine: input.collectBody.shape.collect.optional() }) } }, async (req) => {
    const user = currentUser(req);
    const toMe = or(and(eq(docShares.target_type, DOC_TARGET.member), eq(docShares.target_id, user.user_id)), and(eq(docShares.target_type, DOC_TARGET.department), eq(docShares.target_id, user.dept_id)));
    const rows = await db
      .selectDistinctOn([docItems.id], { item: docItems, role: docShares.role })
      .from(docShares)
      .innerJoin(docItems, eq(docItems.id, docShares.item_id))
      .where(
        and(
          req.query.mine ? eq(docShares.create_user_id, user.user_id) : toMe,
          or(isNull(docShares.expire_time), gt(docShares.expire_time, new Date())),
          isNull(docItems.deleted_time),
        ),
      )
      .orderBy(docItems.id, desc(docShares.role))
      .limit(500);
    const trashed = await trashedAmong(db, rows.map((r) => r.item.id));
    const live = rows.filter((r) => !trashed.has(r.item.id));
    const views = await viewsOf(db, user, live.map((r) => r.item), tz);
    return ok(views.map((v, i) => ({ ...v, role: live[i].role })));
  });

  app.post('/api/Document/createLink', { ...signedIn, schema: { body: input.linkBody } }, async (req) => {
    const user = currentUser(req);
    const { item } = await itemFor(db, user, req.body.id, ACCESS.own);
    const token = newToken();
    const days = req.body.expire_days;
    const expire = days === DOC_LINK_FOREVER ? null : new Date(Date.now() + days * 86_400_000);
    const [link] = await db.insert(docLinks).values({ item_id: item.id, token_hash: hashOf(token), expire_time: expire, create_user_id: user.user_id }).returning();
    const until = expire ? `有效期至 ${formatDateTime(expire, tz)}` : '永久有效';
    await auditQuietly(req, { action: 'shareLink', result: 'success', target: `doc:${item.id}`, detail: `创建分享链接 #${link.id}「${item.name}」，${until}` });
    return ok({ link_id: link.id, token, url: linkPath(item, token), expire_time: formatDateTime(expire, tz) });
  });

  app.get('/api/Document/links', { ...signedIn, schema: { querystring: input.idQuery } }, async (req) => {
    const { item } = await itemFor(db, currentUser(req), req.query.id, ACCESS.own);
    const rows = await db.select().from(docLinks).where(and(eq(docLinks.item_id, item.id), isNull(docLinks.revoked_time))).orderBy(desc(docLinks.id));
    return ok(rows.map((l) => ({ link_id: l.id, expire_time: formatDateTime(l.expire_time, tz), create_time: formatDateTime(l.create_time, tz), expired: l.expire_time !== null && l.expire_time.getTime() < Date.now() })));
  });

  app.post('/api/Document/revokeLink', { ...signedIn, schema: { body: input.linkIdBody } }, async (req) => {
    const user = currentUser(req);
    const [link] = await db.select().from(docLinks).where(eq(docLinks.id, req.body.link_id));
    if (!link) throw fail(ERR.notFound, '分享链接不存在');
    const { item } = await itemFor(db, user, link.item_id, ACCESS.own);
    await db.update(docLinks).set({ revoked_time: new Date() }).where(eq(docLinks.id, link.id));
    await auditQuietly(req, { action: 'shareLink', result: 'success', target: `doc:${item.id}`, detail: `撤销分享链接 #${link.id}「${item.name}」` });
    return ok({ link_id: link.id });
  });

  /** The item a token opens, and the link's id: the link is live (not revoked, not expired) and the item is not in the 回收站. */
  const sharedItem = async (token: string): Promise<{ root: DocItem; linkId: number }> => {
    const [link] = await db
      .select()
      .from(docLinks)
      .where(and(eq(docLinks.token_hash, hashOf(token)), isNull(docLinks.revoked_time), or(isNull(docLinks.expire_time), gt(docLinks.expire_time, new Date()))));
    const [item] = link ? await db.select().from(docItems).where(eq(docItems.id, link.item_id)) : [];
    if (!item || (await isTrashed(db, item.id))) throw fail(ERR.notFound, DOC_MSG.linkInvalid);
    return { root: item, linkId: link.id };
  };

  /** An item inside what the token shares (the shared item itself or something under it). */
  const insideShare = async (token: string, id: number | undefined): Promise<{ item: DocItem; linkId: number }> => {
    const { root, linkId } = await sharedItem(token);
    if (id === undefined || id === root.id) return { item: root, linkId };
    if (!(await subtreeIds(db, [root.id])).includes(id) || (await isTrashed(db, id))) throw fail(ERR.notFound, DOC_MSG.notFound);
    const [item] = await db.select().from(docItems).where(eq(docItems.id, id));
    return { item, linkId };
  };

  const publicView = (item: DocItem) => ({
    id: item.id,
    name: item.name,
    kind: item.kind,
    ext: item.ext,
    size: item.size,
    update_time: formatDateTime(item.update_time, tz),
  });

  /** The shared item (a document with its content); a folder lists what is in it, or in a folder under it (`parent_id`). */
  app.get('/api/share/read', { config: { auth: 'public' }, schema: { querystring: input.tokenQuery } }, async (req) => {
    const { root, linkId } = await sharedItem(req.query.token);
    const folder = req.query.parent_id ? (await insideShare(req.query.token, req.query.parent_id)).item : root;
    const children =
      folder.kind === DOC_KIND.folder
        ? await db
            .select()
            .from(docItems)
            .where(childrenOf({ space_type: folder.space_type, space_id: folder.space_id, parent_id: folder.id }))
            .orderBy(...listOrder)
            .limit(500)
        : [];
    // an online document's content is read here (a folder only lists names; its files are recorded as they are read)
    if (root.kind === DOC_KIND.doc) await auditDownload(req, { target: `doc:${root.id}`, name: root.name, how: `通过分享链接 #${linkId} 查看在线文档` });
    return ok({ ...publicView(root), content: root.kind === DOC_KIND.doc ? root.content : '', folder: publicView(folder), children: children.map(publicView) });
  });

  /** The stored file of a shared file item (the shared file, or a file inside a shared folder). */
  const sharedFile = async (token: string, id: number | undefined) => {
    const { item, linkId } = await insideShare(token, id);
    const [file] = item.kind === DOC_KIND.file ? await db.select().from(files).where(eq(files.id, item.file_id)) : [];
    if (!file) throw fail(ERR.notFound, DOC_MSG.notFound);
    return { item, file, linkId };
  };

  /** A shared file's bytes, shown in the browser where it can be (the preview page) unless `download=1`; byte ranges. */
  app.get('/api/share/file', { config: { auth: 'public' }, schema: { querystring: input.tokenQuery } }, async (req, reply) => {
    const { item, file, linkId } = await sharedFile(req.query.token, req.query.id);
    const inline = req.query.download !== '1';
    // anonymous: whoever holds the link; the row names the link by its id, never its token
    await auditDownload(req, { target: `file:${file.id}`, name: item.name, how: `通过分享链接 #${linkId} ${inline ? '打开' : '下载'}`, inline });
    return sendStoredFile(reply, app.storage, { key: file.storage_key, name: item.name, allowInline: req.query.download !== '1' }, req);
  });

  /** The preview page's content of a shared Word, Excel or text file. */
  app.get('/api/share/preview', { config: { auth: 'public' }, schema: { querystring: input.sharePreviewQuery } }, async (req) => {
    const { item, file, linkId } = await sharedFile(req.query.token, req.query.id);
    const content = await previewOf(app, { name: item.name, storage_key: file.storage_key }, req.query.kind);
    await auditDownload(req, { target: `file:${file.id}`, name: item.name, how: `通过分享链接 #${linkId} 在线预览` });
    return ok(content);
  });
}
