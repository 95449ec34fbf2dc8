import { defineWebModule } from '../../app/web-module.ts';
import { PERSONNEL_EXTENSIONS } from './personnel-extensions.ts';

export default defineWebModule({
  pages: {
    organisation: () => import('./OrgChartPage.tsx').then((m) => m.OrgChartPage),
    handover: () => import('./HandoverPage.tsx').then((m) => m.HandoverPage),
  },
  entityExtensions: PERSONNEL_EXTENSIONS,
});
