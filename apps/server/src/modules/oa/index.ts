import { defineModule } from '../../core/module.ts';
import { registerApplicationHooks } from './application-rules.ts';
import { oaRoutes } from './application.routes.ts';
import { seedDemoApplications } from './demo.ts';

/** OA applications (请假, 出差, 报销 …) on the entity engine, submitted into approval. */
export default defineModule({
  name: 'oa',
  demo: { seed: seedDemoApplications },
  register(app) {
    registerApplicationHooks(app);
    oaRoutes(app);
  },
});
