import { defineModule } from '../../core/module.ts';
import { officeRoutes } from './office.routes.ts';

/** Tasks and the schedule. */
export default defineModule({
  name: 'office',
  register(app) {
    officeRoutes(app);
  },
});
