import { defineModule } from '../../core/module.ts';
import { authRoutes } from './auth.routes.ts';
import { nodeRoutes } from './node.routes.ts';

/** Sign-in, sign-out and the member's permission nodes and menu. */
export default defineModule({
  name: 'auth',
  register(app) {
    authRoutes(app);
    nodeRoutes(app);
  },
});
