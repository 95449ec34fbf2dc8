import { defineModule } from '../../core/module.ts';
import { reportHooks } from './report-hooks.ts';
import { reportRuleRoutes } from './report-rules.routes.ts';
import { reportRoutes } from './reports.routes.ts';

/** 日报、周报、月报 and their rules. */
export default defineModule({
  name: 'report',
  register(app) {
    reportRoutes(app);
    reportRuleRoutes(app);
    reportHooks(app);
  },
});
