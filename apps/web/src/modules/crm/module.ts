import { defineWebModule } from '../../app/web-module.ts';
import { CRM_EXTENSIONS } from './crm-extensions.ts';

export default defineWebModule({
  pages: {
    dashboard: () => import('./dashboard/DashboardPage.tsx').then((m) => m.DashboardPage),
    opportunities: () => import('./pipeline/OpportunitiesPage.tsx').then((m) => m.OpportunitiesPage),
    transferCustomer: () => import('./TransferCustomerPage.tsx').then((m) => m.TransferCustomerPage),
  },
  entityExtensions: CRM_EXTENSIONS,
});
