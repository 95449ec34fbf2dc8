import { defineModule } from '../../core/module.ts';
import { seedDemoProjects } from '../../db/seed-demo-projects.ts';
import { registerProjectHooks } from './project.hooks.ts';

/** Projects: rules the entity engine runs for them. */
export default defineModule({
  name: 'project',
  demo: { order: 2, seed: (app) => seedDemoProjects(app.database) },
  register(app) {
    registerProjectHooks(app);
  },
});
