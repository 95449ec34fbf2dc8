import { defineModule } from '../../core/module.ts';
import { companyToday } from '../../core/time-format.ts';
import { registerChangeHooks } from './change.hooks.ts';
import { changeRoutes } from './change.routes.ts';
import { registerContractFlows } from './contract-flow.ts';
import { registerContractTodos } from './contract-todo.ts';
import { moneyDashboardRoutes } from './contract-dashboard.ts';
import { customerStoryRoutes } from './customer-story.ts';
import { registerContractHooks } from './contract.hooks.ts';
import { contractRoutes } from './contract.routes.ts';
import { contractSettingsRoutes } from './contract-settings.ts';
import { seedContractDemo } from './demo.ts';
import { registerMoneyHooks } from './money.hooks.ts';
import { markOverdue, remindExpiring, remindInstalments } from './repay-jobs.ts';

// What other modules may use of the money chain: its tables, the contract's lock and settle, its sums, and the
// extension points through which they hang their documents on a contract (invoices, write-offs) instead of contract
// importing them.
export { numberingOf } from './contract-settings.ts';
export {
  assertApproved,
  lockApprovedContracts,
  lockContract,
  lockContracts,
  refundedSum,
  registerAmountFloor,
  registerCollectedFollower,
  registerCollectionKeeper,
  registerDependents,
  registeredSum,
  registerWrittenOff,
  settleContract,
  writtenOffSum,
} from './ledger.ts';
export {
  contract,
  contractTable,
  plan,
  planTable,
  receivable,
  receivableTable,
  refund,
  refundTable,
  type ContractRow,
} from './tables.ts';

/** The money chain: 合同, 回款计划, 回款记录, 合同退款 (entities in contract.ts, rules here, sums in ledger.ts). */
export default defineModule({
  name: 'contract',
  // after the CRM and sales demos: contracts are signed with their customers, on their won opportunities and products
  demo: { after: ['crm', 'sales'], seed: (app, log) => seedContractDemo(app, log) },
  register(app) {
    registerContractHooks(app);
    registerMoneyHooks(app);
    registerChangeHooks(app);
    registerContractFlows(app);
    contractRoutes(app);
    changeRoutes(app);
    contractSettingsRoutes(app);
    customerStoryRoutes(app);
    registerContractTodos(app);
    moneyDashboardRoutes(app);
    const today = () => companyToday(app.config.now(), app.config.tzOffsetMinutes);
    app.jobs.register({
      name: 'repay-overdue',
      label: '回款逾期标记',
      pattern: '*/5 * * * *',
      run: async () => void (await markOverdue(app.database.db, today(), app.config.now())),
    });
    app.jobs.register({
      name: 'contract-reminders',
      label: '合同到期提醒',
      pattern: '0 9 * * *',
      run: async () => {
        await markOverdue(app.database.db, today(), app.config.now());
        await remindInstalments(app.database.db, today());
        await remindExpiring(app.database.db, today());
      },
    });
  },
});
