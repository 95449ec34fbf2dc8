import type { KnowArticleInfoView, KnowArticleView, KnowCategoryView } from '@suwork/domain/contracts';
import { knowCategoryRoutes as categories, knowledgeRoutes as articles, type InputOf } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

export type KnowCategory = KnowCategoryView;
/** A row of the article list or of the 知识库回收站 (with deleted_time and days_left). */
export type KnowArticle = KnowArticleView;
export type KnowArticleInfo = KnowArticleInfoView;
/** An article as its form sends it. */
export type KnowArticleInput = InputOf<typeof articles.add>;
type Opts = { signal?: AbortSignal };

/** Calls of 知识库. */
export const knowApi = {
  tree: ({ signal }: Opts = {}) => call(categories.tree, undefined, { signal }),
  addCategory: (name: string, parent_id: number) => call(categories.add, { name, parent_id }),
  renameCategory: (id: number, name: string) => call(categories.rename, { id, name }),
  moveCategory: (id: number, parent_id: number) => call(categories.move, { id, parent_id }),
  delCategory: (id: number) => call(categories.del, { id }),
  list: (q: InputOf<typeof articles.list>, { signal }: Opts = {}) => call(articles.list, q, { signal }),
  info: (id: number, forEdit = false, { signal }: Opts = {}) =>
    call(articles.info, forEdit ? { id, for_edit: 1 } : { id }, { signal }),
  add: (a: KnowArticleInput) => call(articles.add, a),
  update: (id: number, a: KnowArticleInput) => call(articles.update, { id, ...a }),
  del: (ids: number[]) => call(articles.del, { ids }),
  recycleList: (q: InputOf<typeof articles.recycleList>, { signal }: Opts = {}) =>
    call(articles.recycleList, q, { signal }),
  restore: (ids: number[]) => call(articles.restore, { ids }),
  destroy: (ids: number[]) => call(articles.destroy, { ids }),
};

/** Query keys: everything of 知识库 under one prefix, refreshed together after a change. */
export const KNOW_KEY = ['knowledge'] as const;

export const KNOW_NODE = {
  page: 'cloudDocument_knowledge',
  add: 'cloudDocument_knowledge_add',
  edit: 'cloudDocument_knowledge_edit',
  del: 'cloudDocument_knowledge_del',
} as const;
