import { defineModule } from '../../core/module.ts';
import { seedDemoApplications } from '../../db/seed-demo-applications.ts';
import { registerApplicationHooks } from './application-rules.ts';
import { oaRoutes } from './application.routes.ts';

/** OA applications (请假, 出差, 报销 …) on the entity engine, submitted into approval. */
export default defineModule({
  name: 'oa',
  demo: { order: 3, seed: seedDemoApplications },
  register(app, { entities }) {
    registerApplicationHooks(app);
    oaRoutes(app, entities);
  },
});
