import { Decimal } from '@suwork/domain';
import { defineModule } from '../../core/module.ts';
import { seedInvoiceDemo } from './demo.ts';
import { registerInvoiceFlows } from './invoice-flow.ts';
import { registerInvoiceHooks } from './invoice.hooks.ts';
import { invoiceRoutes } from './invoice.routes.ts';
import { booksOf, invoiceDependent, markBadDebtTransfer, settleInvoices } from './ledger.ts';
import { registerAmountFloor, registerCollectedFollower, registerDependents } from '../contract/index.ts';
import { onWriteOffApproved } from '../debt/index.ts';

export { markBadDebtTransfer, settleInvoices } from './ledger.ts';

/** 发票管理: 开票申请 (entity in packages/domain/src/entities/invoice.ts), 财务开票 and 开具发票; the books in ledger.ts. */
export default defineModule({
  name: 'invoice',
  // after the contract demo: applications are made on its approved contracts
  demo: { after: ['contract'], seed: (app, log) => seedInvoiceDemo(app, log) },
  register(app) {
    // the approval kit's guards first: a submitted application is refused before its rules run
    registerInvoiceFlows(app);
    registerInvoiceHooks(app);
    invoiceRoutes(app);
    // a contract is not voided while an application is live on it or invoices were issued on it
    registerDependents('invoice', invoiceDependent);
    // each application's 已收款 follows its contracts' collected money
    registerCollectedFollower('invoice', settleInvoices);
    // an amendment does not bring a contract's amount under what was applied for on it
    registerAmountFloor('invoice', async (tx, contractId) => ({
      amount: (await booksOf(tx, [contractId])).get(contractId)?.held ?? new Decimal(0),
      what: '已申请开票的金额',
    }));
    // an approved 坏账 / 呆账: the contract's applications its collected money does not cover are void (transfer state 4)
    onWriteOffApproved(
      app,
      async (tx, e) => void (await markBadDebtTransfer(tx, e.contract_id, app.config.now())),
      'invoice',
    );
  },
});
