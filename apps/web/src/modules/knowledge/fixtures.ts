import type { KnowArticle, KnowCategory } from './knowledge-api.ts';

export const TREE: KnowCategory[] = [
  {
    id: 1,
    name: '产品手册',
    parent_id: 0,
    sort: 1,
    article_count: 1,
    children: [{ id: 2, name: '售后', parent_id: 1, sort: 1, article_count: 1, children: [] }],
  },
  { id: 3, name: '制度', parent_id: 0, sort: 2, article_count: 0, children: [] },
];

export const ARTICLE: KnowArticle = {
  id: 7,
  title: '退款流程',
  summary: '客户投诉后的退款步骤',
  category_id: 2,
  category_name: '产品手册/售后',
  is_top: true,
  view_count: 12,
  create_user_id: 3,
  create_user_name: '王强',
  update_user_name: '王强',
  create_time: '2026-11-01 09:00:00',
  update_time: '2026-11-20 10:00:00',
};
