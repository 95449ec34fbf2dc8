import { defineModule } from '../../core/module.ts';
import { companySetupRoutes } from './company-setup.routes.ts';
import { companyInfoRoutes } from './company-info.routes.ts';
import { inviteCodeRoutes } from './invite-code.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { registerRoutes } from './register.routes.ts';

/** 个人资料, registration, invite codes and company set-up. */
export default defineModule({
  name: 'account',
  register(app) {
    profileRoutes(app);
    companySetupRoutes(app);
    registerRoutes(app);
    inviteCodeRoutes(app);
    companyInfoRoutes(app);
  },
});
