import { purchaseEntity, supplierEntity } from '@suwork/domain/entities';
import { purchaseRoutes as routes } from '@suwork/domain/routes';
import { entity } from '../../core/engine/entity-handle.ts';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { companyToday } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { receiveGoods } from './receipt.service.ts';
import { supplierStatement } from './statement.service.ts';

/** 采购's actions beside the engine's routes: 收货, a supplier's statement. */
export function purchaseRoutes(app: App): void {
  const orders = entity(app, purchaseEntity).service;
  const suppliers = entity(app, supplierEntity).service;
  serve(app, routes.receive, async (req) => {
    const today = companyToday(app.config.now(), app.config.tzOffsetMinutes);
    await receiveGoods(app.database.db, orders, currentUser(req), req.body, today);
    return ok(null);
  });
  serve(app, routes.statement, async (req) =>
    ok(await supplierStatement(app.database.db, suppliers, currentUser(req), req.query.id)),
  );
}
