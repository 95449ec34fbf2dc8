import { defineModule } from '../../core/module.ts';
import { registerDocumentHooks } from './document.hooks.ts';
import { registerFinanceFlows } from './finance-flow.ts';
import { financeRoutes } from './finance.routes.ts';
import { overviewRoutes } from './overview.ts';
import { statementRoutes } from './statement.ts';
import { seedFinanceDemo } from './demo.ts';
import { registerFinancePayables } from './payables.ts';
import { registerPaymentHooks } from './payment.hooks.ts';
import { registerSalaryHooks } from './salary.hooks.ts';
import { registerBorrowReminders } from './borrow-reminders.ts';

/** Money out: 借款, 报销, 工资录入 and 付款, and 财务概览 (entities in finance.ts, sums in ledger.ts). */
export default defineModule({
  name: 'finance',
  // after the contract demo: claims may name its customers and contracts
  demo: { after: ['contract'], seed: (app, log) => seedFinanceDemo(app, log) },
  register(app) {
    // the approval kit's guards first: a submitted document is refused before anything else is checked
    registerFinanceFlows(app);
    registerFinancePayables(app);
    registerDocumentHooks(app);
    registerPaymentHooks(app);
    registerSalaryHooks(app);
    financeRoutes(app);
    overviewRoutes(app);
    statementRoutes(app);
    registerBorrowReminders(app);
  },
});
