import type { PageLoader } from '../../../engine/register.ts';

/** Pages of 工作汇报 by route name. */
export const REPORT_PAGES: Readonly<Record<string, PageLoader>> = {
  dayReport: () => import('./DayReportPage.tsx').then((m) => m.DayReportPage),
  reportList: () => import('./ReportListPage.tsx').then((m) => m.ReportListPage),
  reportInfo: () => import('./ReportInfoPage.tsx').then((m) => m.ReportInfoPage),
  reportRule: () => import('./ReportRulePage.tsx').then((m) => m.ReportRulePage),
};
