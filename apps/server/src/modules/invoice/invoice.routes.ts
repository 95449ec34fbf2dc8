import { contractEntity, invoiceEntity } from '@suwork/domain/entities';
import { invoiceRoutes as routes } from '@suwork/domain/routes';
import { entity } from '../../core/engine/entity-handle.ts';
import { ok } from '../../core/envelope.ts';
import { okList } from '../../core/kit/index.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import {
  cancelInvoice,
  financeQueue,
  invoicableContracts,
  openInvoice,
  recordsOf,
  transferInvoice,
  voidRecord,
} from './invoice.service.ts';

/**
 * 开票申请's own actions beside the engine's: the contracts a form may apply on, finance's queue (财务开票), 开具发票,
 * the issued invoices of an application and their 作废, 移交, 作废 of an application.
 */
export function invoiceRoutes(app: App) {
  const invoices = entity(app, invoiceEntity).service;
  const contracts = entity(app, contractEntity).service;

  serve(app, routes.invoicable, async (req) =>
    ok(await invoicableContracts(app, invoices, contracts, currentUser(req), req.query)),
  );

  serve(app, routes.financeList, async (req) => {
    const { rows, counted } = await financeQueue(invoices, currentUser(req), req.query);
    return okList(rows, counted);
  });

  serve(app, routes.open, async (req) => ok(await openInvoice(app, invoices, currentUser(req), req.body)));

  serve(app, routes.records, async (req) => ok(await recordsOf(app, invoices, currentUser(req), req.query.invoice_id)));

  serve(app, routes.voidRecord, async (req) => {
    await voidRecord(app, invoices, currentUser(req), req.body.record_id);
    return ok(null);
  });

  serve(app, routes.transfer, async (req) => {
    await transferInvoice(app, invoices, currentUser(req), req.body.invoice_id);
    return ok(null);
  });

  serve(app, routes.cancel, async (req) => {
    await cancelInvoice(app, invoices, currentUser(req), req.body.invoice_id);
    return ok(null);
  });
}
