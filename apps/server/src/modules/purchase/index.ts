import { defineModule } from '../../core/module.ts';
import { seedPurchaseDemo } from './demo.ts';
import { registerPurchaseFlow } from './purchase-flow.ts';
import { registerPurchaseHooks } from './purchase.hooks.ts';
import { purchaseRoutes } from './purchase.routes.ts';
import { registerRefundHooks } from './refund.hooks.ts';
import { registerRequisitionHooks } from './requisition.service.ts';
import { registerSupplierHooks } from './supplier.hooks.ts';

/**
 * 采购: suppliers and purchase orders (entities in purchase.ts of the domain), approved, received line by line, paid in
 * 财务 → 付款, goods sent back and money paid back through 采购退货; 内部采购 handed out from stock or bought.
 */
export default defineModule({
  name: 'purchase',
  // orders name the demo projects; finance pays one of them
  demo: { after: ['project', 'finance'], seed: (app, log) => seedPurchaseDemo(app, log) },
  register(app) {
    registerPurchaseFlow(app);
    registerSupplierHooks(app);
    registerPurchaseHooks(app);
    registerRefundHooks(app);
    registerRequisitionHooks(app);
    purchaseRoutes(app);
  },
});
