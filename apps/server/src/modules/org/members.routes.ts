import { memberRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { assertJobNumberFree, syncWorkerFromMember } from '../personnel/worker.service.ts';
import { memberService } from './members.service.ts';

/** 成员: add, edit, enable/disable, with seats, unique phone and email, and no one handing out more than they hold. */
export function memberRoutes(app: App) {
  const members = memberService(app, { assertJobNumberFree, syncWorkerFromMember });

  serve(app, routes.add, async (req) => ok({ user_id: await members.add(currentUser(req), req.body) }));

  serve(app, routes.update, async (req) => {
    await members.update(req, req.body);
    return ok({ user_id: req.body.user_id });
  });

  serve(app, routes.forbid, async (req) => {
    await members.forbid(currentUser(req), req.body.user_id, req.body.status);
    return ok(null);
  });
}
