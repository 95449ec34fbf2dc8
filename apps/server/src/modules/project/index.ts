import { defineModule } from '../../core/module.ts';
import { registerProjectHooks } from './project.hooks.ts';

/** Projects: rules the entity engine runs for them. */
export default defineModule({
  name: 'project',
  register() {
    registerProjectHooks();
  },
});
