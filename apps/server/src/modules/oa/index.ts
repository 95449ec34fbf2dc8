import { defineModule } from '../../core/module.ts';
import { registerApplicationHooks } from './application-rules.ts';
import { oaRoutes } from './application.routes.ts';

/** OA applications (请假, 出差, 报销 …) on the entity engine, submitted into approval. */
export default defineModule({
  name: 'oa',
  register(app, { entities }) {
    registerApplicationHooks();
    oaRoutes(app, entities);
  },
});
