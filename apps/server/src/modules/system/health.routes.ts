import { ok } from '../../core/envelope.ts';
import type { App } from '../../core/types.ts';

export function healthRoutes(app: App) {
  app.get('/api/health', { config: { auth: 'public' } }, async () => ok({ db: app.database.kind }));
}
