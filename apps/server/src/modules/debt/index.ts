import { defineModule } from '../../core/module.ts';
import { countWriteOffsInLedger } from './debt-books.ts';
import { registerDebtHooks } from './debt.hooks.ts';
import { debtRoutes } from './debt.routes.ts';
import { seedDebtDemo } from './demo.ts';

/**
 * 坏账 and 呆账 (entities in packages/domain/src/entities/debt.ts): write-offs approved through flow types 11 and 12,
 * their recoveries, and the ageing of receivables that proposes them (GET /api/Financial/ageing).
 */
export default defineModule({
  name: 'debt',
  // after the contract demo (6): its overdue instalments are on the contracts made there
  demo: { order: 7, seed: (app, log) => seedDebtDemo(app, log) },
  register(app, { entities }) {
    countWriteOffsInLedger();
    registerDebtHooks(app);
    debtRoutes(app, entities);
  },
});
