import { defineModule } from '../../core/module.ts';
import { seedDemoRecords } from '../../db/seed-demo-records.ts';
import { registerClueHooks } from './clue.hooks.ts';
import { clueTransferRoutes } from './clue-transfer.routes.ts';
import { registerCrmWorkbench } from './crm-workbench.ts';
import { registerCustomerHooks } from './customer.hooks.ts';
import { crmDashboardRoutes } from './dashboard.routes.ts';
import { registerCrmReminderJobs } from './reminder-jobs.ts';

/** Customer relations beyond the engine: clue conversion, the dashboard, reminders and workbench sections. */
export default defineModule({
  name: 'crm',
  demo: { order: 1, seed: (app, log) => seedDemoRecords(app.database, app.config.tzOffsetMinutes, log) },
  register(app, { entities }) {
    registerClueHooks(app);
    registerCustomerHooks(app, entities);
    clueTransferRoutes(app, entities);
    crmDashboardRoutes(app, entities);
    registerCrmWorkbench(app);
    registerCrmReminderJobs(app, app.jobs);
  },
});
