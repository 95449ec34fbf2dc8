import { defineModule } from '../../core/module.ts';
import { accessTokenKind } from './access-tokens.ts';
import { accessTokenRoutes } from './access-tokens.routes.ts';
import { companySetupRoutes } from './company-setup.routes.ts';
import { companyInfoRoutes } from './company-info.routes.ts';
import { inviteCodeRoutes } from './invite-code.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { registerRoutes } from './register.routes.ts';

/** 个人资料 (with its 访问令牌), registration, invite codes and company set-up. */
export default defineModule({
  name: 'account',
  register(app) {
    // `Authorization: Bearer suw_pat_…` resolves through the session service like a sign-in
    app.sessions.registerBearerKind(accessTokenKind(app.database.db));
    profileRoutes(app);
    accessTokenRoutes(app);
    companySetupRoutes(app);
    registerRoutes(app);
    inviteCodeRoutes(app);
    companyInfoRoutes(app);
  },
});
