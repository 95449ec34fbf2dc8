import { knowCategoryAnswers, knowledgeAnswers, type DataOf, type KnowArticleInfoView, type KnowArticleView, type KnowCategoryView } from '@suwork/domain/contracts';
import { http } from '../../api/http.ts';

export type KnowCategory = KnowCategoryView;
/** A row of the article list or of the 知识库回收站 (with deleted_time and days_left). */
export type KnowArticle = KnowArticleView;
export type KnowArticleInfo = KnowArticleInfoView;
export type KnowArticleInput = { title: string; category_id: number; summary: string; content: string; attachments: number[]; is_top: boolean };
type Opts = { signal?: AbortSignal };
type Paging = { page: number; limit: number; keyword?: string };

/** Calls of 知识库. */
export const knowApi = {
  tree: ({ signal }: Opts = {}) => http.get<DataOf<typeof knowCategoryAnswers.tree>>('/api/KnowledgeCategory/tree', undefined, { signal }),
  addCategory: (name: string, parent_id: number) => http.post<DataOf<typeof knowCategoryAnswers.add>>('/api/KnowledgeCategory/add', { name, parent_id }),
  renameCategory: (id: number, name: string) => http.post<DataOf<typeof knowCategoryAnswers.rename>>('/api/KnowledgeCategory/rename', { id, name }),
  moveCategory: (id: number, parent_id: number) => http.post<DataOf<typeof knowCategoryAnswers.move>>('/api/KnowledgeCategory/move', { id, parent_id }),
  delCategory: (id: number) => http.post<DataOf<typeof knowCategoryAnswers.del>>('/api/KnowledgeCategory/del', { id }),
  list: (q: Paging & { category_id?: number | string }, { signal }: Opts = {}) => http.get<DataOf<typeof knowledgeAnswers.list>>('/api/Knowledge/list', q, { signal }),
  info: (id: number, forEdit = false, { signal }: Opts = {}) => http.get<DataOf<typeof knowledgeAnswers.info>>('/api/Knowledge/info', forEdit ? { id, for_edit: 1 } : { id }, { signal }),
  add: (a: KnowArticleInput) => http.post<DataOf<typeof knowledgeAnswers.add>>('/api/Knowledge/add', a),
  update: (id: number, a: KnowArticleInput) => http.post<DataOf<typeof knowledgeAnswers.update>>('/api/Knowledge/update', { id, ...a }),
  del: (ids: number[]) => http.post<DataOf<typeof knowledgeAnswers.del>>('/api/Knowledge/del', { ids }),
  recycleList: (q: Paging, { signal }: Opts = {}) => http.get<DataOf<typeof knowledgeAnswers.recycleList>>('/api/Knowledge/recycleList', q, { signal }),
  restore: (ids: number[]) => http.post<DataOf<typeof knowledgeAnswers.restore>>('/api/Knowledge/restore', { ids }),
  destroy: (ids: number[]) => http.post<DataOf<typeof knowledgeAnswers.destroy>>('/api/Knowledge/destroy', { ids }),
};

/** Query keys: everything of 知识库 under one prefix, refreshed together after a change. */
export const KNOW_KEY = ['knowledge'] as const;

export const KNOW_NODE = { page: 'cloudDocument_knowledge', add: 'cloudDocument_knowledge_add', edit: 'cloudDocument_knowledge_edit', del: 'cloudDocument_knowledge_del' } as const;
