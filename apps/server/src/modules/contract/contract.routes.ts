import { contractEntity, receivableEntity, recoveryEntity } from '@suwork/domain/entities';
import { contractRoutes as routes } from '@suwork/domain/routes';
import { entity } from '../../core/engine/entity-handle.ts';
import { ok } from '../../core/envelope.ts';
import { okList } from '../../core/kit/index.ts';
import { serve } from '../../core/serve.ts';
import { companyToday } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import {
  confirmReceivable,
  correctReceivable,
  openPlans,
  refundableCollections,
  voidContract,
  voidReceivable,
  type Clock,
} from './contract.service.ts';

/** 合同 作废; 回款记录 确认到账 and 作废; 选择回款计划 and the collections a refund may be taken from. */
export function contractRoutes(app: App) {
  const db = app.database.db;
  const [contracts, plans, receivables] = [
    entity(app, contractEntity).service,
    entity(app, recoveryEntity).service,
    entity(app, receivableEntity).service,
  ];
  const clock = (): Clock => ({
    now: app.config.now(),
    today: companyToday(app.config.now(), app.config.tzOffsetMinutes),
  });

  serve(app, routes.cancel, async (req) => {
    await voidContract(db, contracts, currentUser(req), req.body.contract_id, clock());
    return ok(null);
  });
  serve(app, routes.confirm, async (req) => {
    await confirmReceivable(db, receivables, currentUser(req), req.body, clock());
    return ok(null);
  });
  serve(app, routes.correct, async (req) => {
    await correctReceivable(db, receivables, currentUser(req), req.body, clock());
    return ok(null);
  });
  serve(app, routes.voidReceivable, async (req) => {
    await voidReceivable(db, receivables, currentUser(req), req.body, clock());
    return ok(null);
  });
  serve(app, routes.repaymentList, async (req) => {
    const { rows, counted } = await openPlans(plans, currentUser(req), req.query);
    return okList(rows, counted);
  });
  serve(app, routes.refundable, async (req) => {
    const data = await refundableCollections(db, contracts, receivables, currentUser(req), req.body.contract_id);
    return ok({ data, total: data.length });
  });
}
