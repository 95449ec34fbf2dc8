import { defineWebModule } from '../../app/web-module.ts';

export default defineWebModule({
  pages: {
    dept: () => import('./DeptPage.tsx').then((m) => m.DeptPage),
    buy: () => import('./BuySeatsPage.tsx').then((m) => m.BuySeatsPage),
    roleManagement: () => import('./RoleManagementPage.tsx').then((m) => m.RoleManagementPage),
    userGroup: () => import('./UserGroupPage.tsx').then((m) => m.UserGroupPage),
  },
});
