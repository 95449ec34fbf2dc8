import { defineModule } from '../../core/module.ts';
import { registerClueHooks } from './clue.hooks.ts';
import { clueTransferRoutes } from './clue-transfer.routes.ts';
import { registerCrmWorkbench } from './crm-workbench.ts';
import { crmDashboardRoutes } from './dashboard.routes.ts';
import { registerCrmReminderJobs } from './reminder-jobs.ts';

/** Customer relations beyond the engine: clue conversion, the dashboard, reminders and workbench sections. */
export default defineModule({
  name: 'crm',
  register(app, { entities }) {
    registerClueHooks();
    clueTransferRoutes(app, entities);
    crmDashboardRoutes(app, entities);
    registerCrmWorkbench();
    registerCrmReminderJobs(app, app.jobs);
  },
});
