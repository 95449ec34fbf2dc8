import { defineModule } from '../../core/module.ts';
import { seedDemoProjects } from './demo.ts';
import { registerProjectHooks } from './project.hooks.ts';

/** Projects: rules the entity engine runs for them. */
export default defineModule({
  name: 'project',
  // the projects are the demo customers'
  demo: { after: ['crm'], seed: (app) => seedDemoProjects(app.database) },
  register(app) {
    registerProjectHooks(app);
  },
});
