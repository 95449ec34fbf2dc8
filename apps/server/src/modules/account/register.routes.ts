import { ACCOUNT_MSG, ERR } from '@suwork/domain';
import { registerRoutes as routes } from '@suwork/domain/routes';
import { AttemptCounter } from '../../core/attempt-counter.ts';
import { fail, ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import type { App } from '../../core/types.ts';
import { registerMember } from './register.service.ts';

/**
 * Staff self-registration with the company invitation code: creates a disabled member without roles, whom an
 * administrator enables (user/forbid, which checks seats). Every attempt counts toward a per-address limit.
 */
export function registerRoutes(app: App) {
  const db = app.database.db;
  const attempts = new AttemptCounter(db, app.config.now);

  serve(app, routes.register, async (req) => {
    const limits = app.config.registerThrottle;
    if (!(await attempts.take(`reg:${req.ip}`, limits.maxPerAddress, limits)))
      throw fail(ERR.tooManyRequests, ACCOUNT_MSG.registerThrottled);
    const userId = await registerMember(db, req.body);
    req.log.info({ user_id: userId }, 'member registered');
    return { ...ok({ user_id: userId }), msg: ACCOUNT_MSG.registered };
  });
}
