import { defineModule } from '../../core/module.ts';
import { countWriteOffsInLedger } from './debt-books.ts';
import { registerDebtHooks } from './debt.hooks.ts';
import { debtRoutes } from './debt.routes.ts';
import { seedDebtDemo } from './demo.ts';

// what other modules may hang on an approved write-off
export { onWriteOffApproved, type WriteOffApproved, type WriteOffListener } from './write-off-events.ts';

/**
 * 坏账 and 呆账 (entities in packages/domain/src/entities/debt.ts): write-offs approved through flow types 11 and 12,
 * their recoveries, and the ageing of receivables that proposes them (GET /api/Financial/ageing).
 */
export default defineModule({
  name: 'debt',
  // after the CRM demo (its contracts are with those customers) and the contract demo (which skips a database with contracts)
  demo: { after: ['crm', 'contract'], seed: (app, log) => seedDebtDemo(app, log) },
  register(app) {
    countWriteOffsInLedger();
    registerDebtHooks(app);
    debtRoutes(app);
  },
});
