import { internalPurchaseEntity, purchaseEntity, supplierEntity } from '@suwork/domain/entities';
import { purchaseRoutes as routes } from '@suwork/domain/routes';
import { entity } from '../../core/engine/entity-handle.ts';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { companyToday } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { receiveGoods } from './receipt.service.ts';
import { handleRequisition } from './requisition.service.ts';
import { supplierStatement } from './statement.service.ts';

/** 采购's actions beside the engine's routes: 收货, a supplier's statement, 处理 of a 内部采购. */
export function purchaseRoutes(app: App): void {
  const orders = entity(app, purchaseEntity).service;
  const suppliers = entity(app, supplierEntity).service;
  const requisitions = entity(app, internalPurchaseEntity).service;
  serve(app, routes.receive, async (req) => {
    const today = companyToday(app.config.now(), app.config.tzOffsetMinutes);
    await receiveGoods(app.database.db, orders, currentUser(req), req.body, today);
    return ok(null);
  });
  serve(app, routes.statement, async (req) =>
    ok(await supplierStatement(app.database.db, suppliers, currentUser(req), req.query.id)),
  );
  serve(app, routes.handleRequisition, async (req) => {
    const services = { requisitions, orders };
    const id = await handleRequisition(app.database.db, services, currentUser(req), req.body, app.config.now());
    return ok({ purchase_id: id });
  });
}
