import { defineModule } from '../../core/module.ts';
import { accountRoutes } from './account.routes.ts';

/** 个人资料, registration, invite codes and company set-up. */
export default defineModule({
  name: 'account',
  register(app) {
    accountRoutes(app);
  },
});
