import { ERR, KNOW_MSG, KNOW_TRASH_DAYS } from '@suwork/domain';
import { and, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { knowArticles, type KnowArticle } from '../../db/knowledge-tables.ts';
import { users } from '../../db/schema.ts';
import { filesOf } from '../../core/engine/attachments.ts';
import { assertAttachable } from '../../core/files/file-access.ts';
import { sanitizeRichText } from '../../core/engine/sanitize.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { escapeLike, inTx } from '../org/org-common.ts';
import { allCategories, categoryById, pathOf, withDescendants } from './know-categories.ts';
import { KNOWLEDGE_NODE } from './know-categories.routes.ts';
import * as input from './knowledge.input.ts';

const RECYCLE_NODE = 'cloudDocument_knowRecycle';
const DAY_MS = 86_400_000;

/** Sanitised content, refused when nothing readable is left (text, a picture or a table counts). */
function cleanContent(html: string): string {
  const clean = sanitizeRichText(html);
  const text = clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '');
  if (text === '' && !/<(img|table|hr)\b/i.test(clean)) throw invalid(KNOW_MSG.contentRequired);
  return clean;
}

/** 知识文章 and the 知识库回收站 (emptied of articles older than KNOW_TRASH_DAYS days by the job `know-trash-purge`). */
export function knowledgeRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const node = (n: string) => ({ config: { auth: { node: n } } });
  const author = alias(users, 'author');
  const editor = alias(users, 'editor');

  /** List rows: the article without its content, with its category path and the names of who wrote and changed it. */
  const rowsWhere = async (where: SQL | undefined, order: SQL[], page: number, limit: number) => {
    const [rows, [{ count }], categories] = await Promise.all([
      db
        .select({ a: knowArticles, author: author.user_name, editor: editor.user_name })
        .from(knowArticles)
        .leftJoin(author, eq(author.user_id, knowArticles.create_user_id))
        .leftJoin(editor, eq(editor.user_id, knowArticles.update_user_id))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ count: sql<number>`count(*)::int` }).from(knowArticles).where(where),
      allCategories(db),
    ]);
    const list = rows.map(({ a, author: by, editor: changedBy }) => ({
      id: a.id,
      title: a.title,
      summary: a.summary,
      category_id: a.category_id,
      category_name: pathOf(categories, a.category_id),
      is_top: a.is_top,
      view_count: a.view_count,
      create_user_id: a.create_user_id,
      create_user_name: by ?? '',
      update_user_name: changedBy ?? '',
      create_time: formatDateTime(a.create_time, tz),
      update_time: formatDateTime(a.update_time, tz),
      ...(a.deleted_time ? { deleted_time: formatDateTime(a.deleted_time, tz), days_left: Math.max(0, KNOW_TRASH_DAYS - Math.floor((Date.now() - a.deleted_time.getTime()) / DAY_MS)) } : {}),
    }));
    return ok(list, Number(count));
  };

  const keywordIn = (keyword?: string) => (keyword ? or(ilike(knowArticles.title, `%${escapeLike(keyword)}%`), ilike(knowArticles.summary, `%${escapeLike(keyword)}%`)) : undefined);

  app.get('/api/Knowledge/list', { ...node(KNOWLEDGE_NODE), schema: { querystring: input.listQuery } }, async (req) => {
    const q = req.query;
    const inCategory = q.category_id > 0 ? inArray(knowArticles.category_id, withDescendants(await allCategories(db), q.category_id)) : undefined;
    return rowsWhere(and(isNull(knowArticles.deleted_time), inCategory, keywordIn(q.keyword)), [desc(knowArticles.is_top), desc(knowArticles.update_time), desc(knowArticles.id)], q.page, q.limit);
  });

  const liveArticle = async (id: number): Promise<KnowArticle> => {
    const [row] = await db.select().from(knowArticles).where(and(eq(knowArticles.id, id), isNull(knowArticles.deleted_time)));
    if (!row) throw fail(ERR.notFound, KNOW_MSG.articleNotFound);
    return row;
  };

  /** The article with its content and files; each opening counts as a view (not one to edit it). */
  app.get('/api/Knowledge/info', { ...node(KNOWLEDGE_NODE), schema: { querystring: input.idQuery } }, async (req) => {
    const [a] = await db
      .update(knowArticles)
      .set({ view_count: sql`${knowArticles.view_count} + ${req.query.for_edit ? 0 : 1}` })
      .where(and(eq(knowArticles.id, req.query.id), isNull(knowArticles.deleted_time)))
      .returning();
    if (!a) throw fail(ERR.notFound, KNOW_MSG.articleNotFound);
    const [[row], categories, files] = await Promise.all([
      db
        .select({ author: author.user_name, editor: editor.user_name })
        .from(knowArticles)
        .leftJoin(author, eq(author.user_id, knowArticles.create_user_id))
        .leftJoin(editor, eq(editor.user_id, knowArticles.update_user_id))
        .where(eq(knowArticles.id, a.id)),
      allCategories(db),
      filesOf(db, a.attachments),
    ]);
    return ok({
      id: a.id,
      title: a.title,
      summary: a.summary,
      content: a.content,
      category_id: a.category_id,
      category_name: pathOf(categories, a.category_id),
      is_top: a.is_top,
      view_count: a.view_count,
      attachments: a.attachments,
      attachments_files: files,
      create_user_id: a.create_user_id,
      create_user_name: row?.author ?? '',
      update_user_name: row?.editor ?? '',
      create_time: formatDateTime(a.create_time, tz),
      update_time: formatDateTime(a.update_time, tz),
    });
  });

  type ArticleInput = { title: string; category_id: number; summary: string; content: string; attachments: number[]; is_top: boolean };

  /** Checked values to store: an existing category, readable content, only the member's own uploads as new attachments. */
  const valuesOf = async (user: SessionUser, b: ArticleInput, before?: KnowArticle) => {
    await categoryById(db, b.category_id).catch(() => {
      throw invalid(KNOW_MSG.categoryRequired);
    });
    const content = cleanContent(b.content);
    const attachments = [...new Set(b.attachments)];
    await assertAttachable(db, user, attachments, { kept: before?.attachments });
    return { title: b.title, category_id: b.category_id, summary: b.summary, content, attachments, is_top: b.is_top, update_user_id: user.user_id };
  };

  app.post('/api/Knowledge/add', { ...node('cloudDocument_knowledge_add'), schema: { body: input.articleBody } }, async (req) => {
    const user = currentUser(req);
    const [row] = await db
      .insert(knowArticles)
      .values({ ...(await valuesOf(user, req.body)), create_user_id: user.user_id })
      .returning({ id: knowArticles.id });
    return ok(row);
  });

  app.post('/api/Knowledge/update', { ...node('cloudDocument_knowledge_edit'), schema: { body: input.articleUpdateBody } }, async (req) => {
    const user = currentUser(req);
    const before = await liveArticle(req.body.id);
    await db
      .update(knowArticles)
      .set({ ...(await valuesOf(user, req.body, before)), update_time: new Date() })
      .where(eq(knowArticles.id, before.id));
    return ok({ id: before.id });
  });

  /** To the 知识库回收站. */
  app.post('/api/Knowledge/del', { ...node('cloudDocument_knowledge_del'), schema: { body: input.idsBody } }, async (req) => {
    const user = currentUser(req);
    const ids = req.body.ids;
    const count = await inTx(db, async (tx) => {
      const rows = await tx
        .update(knowArticles)
        .set({ deleted_time: new Date(), deleted_by: user.user_id })
        .where(and(inArray(knowArticles.id, ids), isNull(knowArticles.deleted_time)))
        .returning({ id: knowArticles.id });
      if (rows.length !== ids.length) throw fail(ERR.notFound, KNOW_MSG.articleNotFound);
      return rows.length;
    });
    return ok({ count });
  });

  app.get('/api/Knowledge/recycleList', { ...node(RECYCLE_NODE), schema: { querystring: input.recycleQuery } }, async (req) => {
    const q = req.query;
    return rowsWhere(and(isNotNull(knowArticles.deleted_time), keywordIn(q.keyword)), [desc(knowArticles.deleted_time), desc(knowArticles.id)], q.page, q.limit);
  });

  app.post('/api/Knowledge/restore', { ...node(RECYCLE_NODE), schema: { body: input.idsBody } }, async (req) => {
    const count = await inTx(db, async (tx) => {
      const rows = await tx
        .update(knowArticles)
        .set({ deleted_time: null, deleted_by: 0 })
        .where(and(inArray(knowArticles.id, req.body.ids), isNotNull(knowArticles.deleted_time)))
        .returning({ id: knowArticles.id });
      if (rows.length !== req.body.ids.length) throw fail(ERR.notFound, KNOW_MSG.notInTrash);
      return rows.length;
    });
    return ok({ count });
  });

  app.post('/api/Knowledge/destroy', { ...node(RECYCLE_NODE), schema: { body: input.idsBody } }, async (req) => {
    const count = await inTx(db, async (tx) => {
      const rows = await tx
        .delete(knowArticles)
        .where(and(inArray(knowArticles.id, req.body.ids), isNotNull(knowArticles.deleted_time)))
        .returning({ id: knowArticles.id });
      if (rows.length !== req.body.ids.length) throw fail(ERR.notFound, KNOW_MSG.notInTrash);
      return rows.length;
    });
    return ok({ count });
  });

  /** The 知识库回收站 empties itself: articles there longer than KNOW_TRASH_DAYS days go for good. */
  app.jobs.register({
    name: 'know-trash-purge',
    pattern: '27 3 * * *',
    run: async () => {
      await db.delete(knowArticles).where(lt(knowArticles.deleted_time, new Date(Date.now() - KNOW_TRASH_DAYS * DAY_MS)));
    },
  });
}
