import { defineWebModule } from '../../app/web-module.ts';
import { APPLICATION_PAGES } from './applications/application-pages.ts';
import { OFFICE_PAGES } from './office-pages.ts';
import { REPORT_PAGES } from './reports/report-pages.ts';

export default defineWebModule({
  pages: {
    home: () => import('./home/HomePage.tsx').then((m) => m.HomePage),
    examine: () => import('./ExaminePage.tsx').then((m) => m.ExaminePage),
    ...APPLICATION_PAGES,
    ...REPORT_PAGES,
    ...OFFICE_PAGES,
  },
});
