import { healthAnswers } from '@suwork/domain/contracts';
import { ok } from '../../core/envelope.ts';
import type { App } from '../../core/types.ts';

export function healthRoutes(app: App) {
  app.get(
    '/api/health',
    { config: { auth: 'public' }, schema: { response: { 200: healthAnswers.health } } },
    async () => ok({ db: app.database.kind }),
  );
}
