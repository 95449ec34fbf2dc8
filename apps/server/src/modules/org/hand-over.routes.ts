import { memberRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { handOverMembers } from './hand-over.service.ts';

/** 离职交接: POST /api/User/transferBatchUser {user_ids, to_user_id} → {total, moved: [{entity, title, count}]}. */
export function handOverRoutes(app: App) {
  serve(app, routes.transferBatchUser, async (req) =>
    ok(
      await handOverMembers(
        app.database.db,
        currentUser(req),
        req.body.user_ids,
        req.body.to_user_id,
        app.config.now(),
      ),
    ),
  );
}
