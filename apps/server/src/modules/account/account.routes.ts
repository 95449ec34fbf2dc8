import type { App } from '../../core/types.ts';
import { companySetupRoutes } from './company-setup.routes.ts';
import { inviteCodeRoutes } from './invite-code.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { registerRoutes } from './register.routes.ts';

/** 个人资料 and 注册: profile, company set-up, staff registration and the invitation code. */
export function accountRoutes(app: App) {
  profileRoutes(app);
  companySetupRoutes(app);
  registerRoutes(app);
  inviteCodeRoutes(app);
}
