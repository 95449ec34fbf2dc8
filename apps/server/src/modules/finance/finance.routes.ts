import { borrowEntity, paymentEntity } from '@suwork/domain/entities';
import { financeRoutes as routes, payableDocType } from '@suwork/domain/routes';
import { entity } from '../../core/engine/entity-handle.ts';
import { ok } from '../../core/envelope.ts';
import { okList } from '../../core/kit/index.ts';
import { payableDoc } from '../../core/payables.ts';
import { serve } from '../../core/serve.ts';
import { companyToday } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { repayBorrow, voidBorrow, voidPayment, type Clock } from './finance.service.ts';
import { payablesPage, repaymentsOf } from './finance-reads.service.ts';

/** 借款 登记还款, its repayments and 作废; 付款 作废 and the documents a payment can pay. */
export function financeRoutes(app: App) {
  const db = app.database.db;
  const [borrows, payments] = [entity(app, borrowEntity).service, entity(app, paymentEntity).service];
  const clock = (): Clock => ({
    now: app.config.now(),
    today: companyToday(app.config.now(), app.config.tzOffsetMinutes),
  });
  // a kind is payable once its module has registered it
  const payablesQuery = routes.payables.input.extend({
    doc_type: payableDocType().refine((t) => payableDoc(app, t) !== undefined, '单据类型的取值无效'),
  });

  serve(app, routes.repay, async (req) =>
    ok({ id: await repayBorrow(db, borrows, currentUser(req), req.body, clock()) }),
  );

  serve(app, routes.repayList, async (req) => {
    const data = await repaymentsOf(db, borrows, currentUser(req), req.query.borrow_id);
    return okList(data, { count: data.length, estimated: false, capped: false });
  });

  serve(app, routes.voidBorrow, async (req) => {
    await voidBorrow(db, borrows, currentUser(req), req.body.borrow_id, clock());
    return ok(null);
  });

  serve(app, routes.voidPayment, async (req) => {
    await voidPayment(db, payments, currentUser(req), req.body.payment_id, clock());
    return ok(null);
  });

  serve(app, routes.payables, { input: payablesQuery }, async (req) => {
    const { rows, counted } = await payablesPage(app, currentUser(req), req.query);
    return okList(rows, counted);
  });
}
