import { defineModule } from '../../core/module.ts';
import { homeRoutes } from './home.routes.ts';

/** The workbench: every module's to-do sections and abnormal reminders. */
export default defineModule({
  name: 'home',
  register(app) {
    homeRoutes(app);
  },
});
