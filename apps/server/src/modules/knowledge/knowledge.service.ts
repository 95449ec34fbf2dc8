import { ERR, KNOW_MSG, KNOW_TRASH_DAYS } from '@suwork/domain';
import type { KnowArticleView } from '@suwork/domain/contracts';
import { and, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { knowArticles, type KnowArticle } from '../../db/knowledge-tables.ts';
import { filesOf } from '../../core/engine/attachments.ts';
import { sanitizeRichText } from '../../core/engine/sanitize.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { assertAttachable } from '../../core/files/file-access.ts';
import { containing, memberNames, paged, type PageParams } from '../../core/kit/index.ts';
import { recycleBin } from '../../core/kit/recycle-bin.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import { allCategories, categoryById, pathOf, withDescendants } from './know-categories.ts';

/** Permission nodes of 知识库. */
export const KNOW_NODES = {
  read: 'cloudDocument_knowledge',
  add: 'cloudDocument_knowledge_add',
  edit: 'cloudDocument_knowledge_edit',
  del: 'cloudDocument_knowledge_del',
  recycle: 'cloudDocument_knowRecycle',
} as const;

export type ArticleInput = {
  title: string;
  category_id: number;
  summary: string;
  content: string;
  attachments: number[];
  is_top: boolean;
};

/** Sanitised content, refused when nothing readable is left (text, a picture or a table counts). */
function cleanContent(html: string): string {
  const clean = sanitizeRichText(html);
  const text = clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '');
  if (text === '' && !/<(img|table|hr)\b/i.test(clean)) throw invalid(KNOW_MSG.contentRequired);
  return clean;
}

/** The 知识库回收站: articles wait there KNOW_TRASH_DAYS days, then the job `know-trash-purge` deletes them. */
export const knowTrash = (app: App) =>
  recycleBin(
    { db: app.database.db, now: app.config.now },
    {
      table: knowArticles,
      keepDays: KNOW_TRASH_DAYS,
      notFound: KNOW_MSG.articleNotFound,
      notInTrash: KNOW_MSG.notInTrash,
      job: { name: 'know-trash-purge', label: '知识库回收站清理', pattern: '27 3 * * *' },
    },
  );

// list rows leave the content out
const { content: _content, ...listColumns } = getTableColumns(knowArticles);
type ListedArticle = Omit<KnowArticle, 'content'>;

/** 知识文章 and the 知识库回收站. */
export function knowledgeService(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const now = app.config.now;
  const trash = knowTrash(app);

  /** One page of articles without their content, with the category path and the names of who wrote and changed each. */
  async function articlePage(where: SQL | undefined, order: SQL[], q: PageParams) {
    const [page, categories] = await Promise.all([
      paged(db, q, { from: knowArticles, where }, ({ limit, offset }) =>
        db
          .select(listColumns)
          .from(knowArticles)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      ),
      allCategories(db),
    ]);
    const names = await memberNames(
      db,
      page.rows.flatMap((a) => [a.create_user_id, a.update_user_id]),
    );
    const rowOf = (a: ListedArticle): KnowArticleView => ({
      id: a.id,
      title: a.title,
      summary: a.summary,
      category_id: a.category_id,
      category_name: pathOf(categories, a.category_id),
      is_top: a.is_top,
      view_count: a.view_count,
      create_user_id: a.create_user_id,
      create_user_name: names.get(a.create_user_id) ?? '',
      update_user_name: names.get(a.update_user_id) ?? '',
      create_time: formatDateTime(a.create_time, tz),
      update_time: formatDateTime(a.update_time, tz),
      ...(a.deleted_time
        ? { deleted_time: formatDateTime(a.deleted_time, tz), days_left: trash.daysLeft(a.deleted_time) }
        : {}),
    });
    return { ...page, rows: page.rows.map(rowOf) };
  }

  const keywordIn = (keyword?: string) =>
    keyword
      ? or(ilike(knowArticles.title, containing(keyword)), ilike(knowArticles.summary, containing(keyword)))
      : undefined;

  /** Live articles: 置顶 first, then the latest changed; a category includes those below it. */
  async function list(q: PageParams & { keyword?: string; category_id: number }) {
    const inCategory =
      q.category_id > 0
        ? inArray(knowArticles.category_id, withDescendants(await allCategories(db), q.category_id))
        : undefined;
    return articlePage(
      and(isNull(knowArticles.deleted_time), inCategory, keywordIn(q.keyword)),
      [desc(knowArticles.is_top), desc(knowArticles.update_time), desc(knowArticles.id)],
      q,
    );
  }

  /** The 知识库回收站, most recently deleted first. */
  const recyclePage = (q: PageParams & { keyword?: string }) =>
    articlePage(and(trash.inBin(), keywordIn(q.keyword)), trash.order, q);

  const liveArticle = async (id: number): Promise<KnowArticle> => {
    const [row] = await db
      .select()
      .from(knowArticles)
      .where(and(eq(knowArticles.id, id), isNull(knowArticles.deleted_time)));
    if (!row) throw fail(ERR.notFound, KNOW_MSG.articleNotFound);
    return row;
  };

  /** The article with its content and files; each opening counts as a view (not one to edit it). */
  async function info(id: number, forEdit: boolean) {
    const [a] = await db
      .update(knowArticles)
      .set({ view_count: sql`${knowArticles.view_count} + ${forEdit ? 0 : 1}` })
      .where(and(eq(knowArticles.id, id), isNull(knowArticles.deleted_time)))
      .returning();
    if (!a) throw fail(ERR.notFound, KNOW_MSG.articleNotFound);
    const [names, categories, files] = await Promise.all([
      memberNames(db, [a.create_user_id, a.update_user_id]),
      allCategories(db),
      filesOf(db, a.attachments),
    ]);
    return {
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
      create_user_name: names.get(a.create_user_id) ?? '',
      update_user_name: names.get(a.update_user_id) ?? '',
      create_time: formatDateTime(a.create_time, tz),
      update_time: formatDateTime(a.update_time, tz),
    };
  }

  /** Checked values to store: an existing category, readable content, only the member's own uploads as new attachments. */
  async function valuesOf(user: SessionUser, b: ArticleInput, before?: KnowArticle) {
    await categoryById(db, b.category_id).catch(() => {
      throw invalid(KNOW_MSG.categoryRequired);
    });
    const content = cleanContent(b.content);
    const attachments = [...new Set(b.attachments)];
    await assertAttachable(app, db, user, attachments, { kept: before?.attachments });
    return {
      title: b.title,
      category_id: b.category_id,
      summary: b.summary,
      content,
      attachments,
      is_top: b.is_top,
      update_user_id: user.user_id,
    };
  }

  async function add(user: SessionUser, b: ArticleInput) {
    const [row] = await db
      .insert(knowArticles)
      .values({ ...(await valuesOf(user, b)), create_user_id: user.user_id })
      .returning({ id: knowArticles.id });
    return row;
  }

  async function update(user: SessionUser, id: number, b: ArticleInput) {
    const before = await liveArticle(id);
    await db
      .update(knowArticles)
      .set({ ...(await valuesOf(user, b, before)), update_time: now() })
      .where(eq(knowArticles.id, before.id));
    return { id: before.id };
  }

  return {
    list,
    info,
    add,
    update,
    /** To the 知识库回收站. */
    remove: async (user: SessionUser, ids: number[]) => ({ count: await trash.trash(ids, user.user_id) }),
    recyclePage,
    restore: async (ids: number[]) => ({ count: await trash.restore(ids) }),
    destroy: async (ids: number[]) => ({ count: await trash.destroy(ids) }),
  };
}
