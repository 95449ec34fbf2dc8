import { clueRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { transferClue } from './clue-transfer.service.ts';

/** 线索转客户 (clue-transfer.service.ts). */
export function clueTransferRoutes(app: App) {
  serve(app, routes.transferCustomer, async (req) =>
    ok(await transferClue(app.database.db, app, currentUser(req), req.body, app.config.now())),
  );
}
