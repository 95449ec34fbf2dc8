import type { PageLoader } from '../../engine/register.ts';

/** Pages of 知识库 by route name. */
export const KNOWLEDGE_PAGES: Readonly<Record<string, PageLoader>> = {
  knowledge: () => import('./KnowledgePage.tsx').then((m) => m.KnowledgePage),
  knowledgeInfo: () => import('./KnowledgeInfoPage.tsx').then((m) => m.KnowledgeInfoPage),
  knowRecycle: () => import('./KnowRecyclePage.tsx').then((m) => m.KnowRecyclePage),
};
