import { defineModule } from '../../core/module.ts';
import { knowledgeCategoryRoutes } from './know-categories.routes.ts';
import { knowledgeRoutes } from './knowledge.routes.ts';
import { knowTrash } from './knowledge.service.ts';

/** 知识库: categories, articles and their recycle bin. */
export default defineModule({
  name: 'knowledge',
  register(app) {
    knowledgeCategoryRoutes(app);
    knowledgeRoutes(app);
    // the 知识库回收站 empties itself: articles there longer than KNOW_TRASH_DAYS days go for good
    app.jobs.register(knowTrash(app).purgeJob);
  },
});
