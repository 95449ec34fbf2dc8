import { http } from '../../api/http.ts';
import type { AttachedFile } from '../../components/upload/attached-files.ts';

export type KnowCategory = { id: number; name: string; parent_id: number; sort: number; article_count: number; children: KnowCategory[] };

/** A row of the article list or of the 知识库回收站 (with deleted_time and days_left). */
export type KnowArticle = {
  id: number;
  title: string;
  summary: string;
  category_id: number;
  /** the path from the top: 产品手册/售后 */
  category_name: string;
  is_top: boolean;
  view_count: number;
  create_user_name: string;
  update_user_name: string;
  create_time: string;
  update_time: string;
  deleted_time?: string;
  days_left?: number;
};
export type KnowArticleInfo = KnowArticle & { content: string; attachments: number[]; attachments_files: AttachedFile[] };
export type KnowArticleInput = { title: string; category_id: number; summary: string; content: string; attachments: number[]; is_top: boolean };
type Opts = { signal?: AbortSignal };

/** Calls of 知识库. */
export const knowApi = {
  tree: ({ signal }: Opts = {}) => http.get<KnowCategory[]>('/api/KnowledgeCategory/tree', undefined, { signal }),
  addCategory: (name: string, parent_id: number) => http.post<{ id: number }>('/api/KnowledgeCategory/add', { name, parent_id }),
  renameCategory: (id: number, name: string) => http.post<{ id: number }>('/api/KnowledgeCategory/rename', { id, name }),
  moveCategory: (id: number, parent_id: number) => http.post<{ id: number }>('/api/KnowledgeCategory/move', { id, parent_id }),
  delCategory: (id: number) => http.post<{ id: number }>('/api/KnowledgeCategory/del', { id }),
  list: (q: { page: number; limit: number; keyword?: string; category_id?: number }, { signal }: Opts = {}) => http.get<KnowArticle[]>('/api/Knowledge/list', q, { signal }),
  info: (id: number, forEdit = false, { signal }: Opts = {}) => http.get<KnowArticleInfo>('/api/Knowledge/info', forEdit ? { id, for_edit: 1 } : { id }, { signal }),
  add: (a: KnowArticleInput) => http.post<{ id: number }>('/api/Knowledge/add', a),
  update: (id: number, a: KnowArticleInput) => http.post<{ id: number }>('/api/Knowledge/update', { id, ...a }),
  del: (ids: number[]) => http.post<{ count: number }>('/api/Knowledge/del', { ids }),
  recycleList: (q: { page: number; limit: number }, { signal }: Opts = {}) => http.get<KnowArticle[]>('/api/Knowledge/recycleList', q, { signal }),
  restore: (ids: number[]) => http.post<{ count: number }>('/api/Knowledge/restore', { ids }),
  destroy: (ids: number[]) => http.post<{ count: number }>('/api/Knowledge/destroy', { ids }),
};

/** Query keys: everything of 知识库 under one prefix, refreshed together after a change. */
export const KNOW_KEY = ['knowledge'] as const;

export const KNOW_NODE = { page: 'cloudDocument_knowledge', add: 'cloudDocument_knowledge_add', edit: 'cloudDocument_knowledge_edit', del: 'cloudDocument_knowledge_del' } as const;

/** page and limit from the URL query (limit one of KNOW_PAGE_SIZES, default 10) */
export function pagingOf(search: URLSearchParams, sizes: readonly number[]): { page: number; limit: number } {
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const limit = Number(search.get('limit'));
  return { page, limit: sizes.includes(limit) ? limit : sizes[0] };
}
