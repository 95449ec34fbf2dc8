import { defineModule } from '../../core/module.ts';
import { knowledgeCategoryRoutes } from './know-categories.routes.ts';
import { knowledgeRoutes } from './knowledge.routes.ts';

/** 知识库: categories, articles and their recycle bin. */
export default defineModule({
  name: 'knowledge',
  register(app) {
    knowledgeCategoryRoutes(app);
    knowledgeRoutes(app);
  },
});
