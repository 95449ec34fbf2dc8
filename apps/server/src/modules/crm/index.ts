import { defineModule } from '../../core/module.ts';
import { registerClueHooks } from './clue.hooks.ts';
import { clueTransferRoutes } from './clue-transfer.routes.ts';
import { registerCrmWorkbench } from './crm-workbench.ts';
import { registerCustomerHooks } from './customer.hooks.ts';
import { seedDemoRecords } from './demo.ts';
import { crmDashboardRoutes } from './dashboard.routes.ts';
import { registerCrmReminderJobs } from './reminder-jobs.ts';

/** Customer relations beyond the engine: clue conversion, the dashboard, reminders and workbench sections. */
export default defineModule({
  name: 'crm',
  demo: { seed: (app, log) => seedDemoRecords(app.database, app.config.tzOffsetMinutes, log) },
  register(app) {
    registerClueHooks(app);
    registerCustomerHooks(app);
    clueTransferRoutes(app);
    crmDashboardRoutes(app);
    registerCrmWorkbench(app);
    registerCrmReminderJobs(app, app.jobs);
  },
});
