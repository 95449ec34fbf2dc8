import { ACCOUNT_MSG } from '@suwork/domain';
import { registerRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import type { App } from '../../core/types.ts';
import { setUpCompany, setupState } from './company-setup.service.ts';

/**
 * Company set-up on an empty install (no member yet): the company record, its department under 全公司, the
 * administrator role (every module, data scope 全部) and the first administrator, who is signed in at once.
 * Works once: afterwards it is refused.
 */
export function companySetupRoutes(app: App) {
  const db = app.database.db;

  serve(app, routes.getSetupState, async () => ok(await setupState(db)));

  serve(app, routes.setupCompany, async (req) => {
    const userId = await setUpCompany(db, req.body);
    req.log.info({ user_id: userId }, 'company set up');
    const token = await app.sessions.create(userId, req.ip, req.headers['user-agent'] ?? '');
    return {
      ...ok({ token, version: (await app.sessions.resolve(token))?.user.perm_version ?? '', user_id: userId }),
      msg: ACCOUNT_MSG.companySetUp,
    };
  });
}
