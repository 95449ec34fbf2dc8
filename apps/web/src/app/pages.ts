import { ROUTES, type AppRoute } from '@suwork/domain';
import { ENTITIES } from '@suwork/domain/entities';
import { entityPageLoaders, type PageLoader } from '../engine/register.ts';
import { CRM_EXTENSIONS } from '../modules/crm/crm-extensions.ts';
import { APPLICATION_PAGES } from '../modules/office/applications/application-pages.ts';
import { REPORT_PAGES } from '../modules/office/reports/report-pages.ts';
import { DOCUMENT_PAGES } from '../modules/documents/document-pages.ts';
import { KNOWLEDGE_PAGES } from '../modules/knowledge/knowledge-pages.ts';
import { OFFICE_PAGES } from '../modules/office/office-pages.ts';
import { SYSTEM_EXTENSIONS } from '../modules/system/system-extensions.ts';
import { PERSONNEL_EXTENSIONS } from '../modules/personnel/personnel-extensions.ts';

// Loaded lazily (through page-for.ts), so the entity declarations never reach the sign-in page.

/**
 * Real pages by route name (the `name` of a ROUTES entry). A route missing here shows the
 * under-construction page; modules plug their pages in by adding entries.
 */
export const PAGE_LOADERS: Readonly<Record<string, PageLoader>> = {
  // list, add, edit and info pages of every declared entity (客户, 联系人, 线索 …) and of their public pools
  // (公海客户, 公海线索), 公告, the templates and 花名册; entries below may replace them
  ...entityPageLoaders(ENTITIES, { ...CRM_EXTENSIONS, ...SYSTEM_EXTENSIONS, ...PERSONNEL_EXTENSIONS }),
  dashboard: () => import('../modules/crm/dashboard/DashboardPage.tsx').then((m) => m.DashboardPage),
  transferCustomer: () => import('../modules/crm/TransferCustomerPage.tsx').then((m) => m.TransferCustomerPage),
  home: () => import('../modules/office/home/HomePage.tsx').then((m) => m.HomePage),
  examine: () => import('../modules/office/ExaminePage.tsx').then((m) => m.ExaminePage),
  ...APPLICATION_PAGES,
  ...REPORT_PAGES,
  ...DOCUMENT_PAGES,
  ...KNOWLEDGE_PAGES,
  ...OFFICE_PAGES,
  dept: () => import('../modules/org/DeptPage.tsx').then((m) => m.DeptPage),
  buy: () => import('../modules/org/BuySeatsPage.tsx').then((m) => m.BuySeatsPage),
  roleManagement: () => import('../modules/org/RoleManagementPage.tsx').then((m) => m.RoleManagementPage),
  userGroup: () => import('../modules/org/UserGroupPage.tsx').then((m) => m.UserGroupPage),
  organisation: () => import('../modules/personnel/OrgChartPage.tsx').then((m) => m.OrgChartPage),
  handover: () => import('../modules/personnel/HandoverPage.tsx').then((m) => m.HandoverPage),
  optionConfig: () => import('../modules/system/OptionConfigPage.tsx').then((m) => m.OptionConfigPage),
  tagList: () => import('../modules/system/TagListPage.tsx').then((m) => m.TagListPage),
  auditLog: () => import('../modules/system/AuditLogPage.tsx').then((m) => m.AuditLogPage),
  flow: () => import('../modules/system/flow/FlowListPage.tsx').then((m) => m.FlowListPage),
  flowSetting: () => import('../modules/system/flow/FlowSettingPage.tsx').then((m) => m.FlowSettingPage),
  flowAdd: () => import('../modules/system/flow/FlowAddPage.tsx').then((m) => m.FlowAddPage),
  login: () => import('../pages/Login.tsx').then((m) => m.Login),
  registered: () => import('../pages/Registered.tsx').then((m) => m.Registered),
  user: () => import('../pages/Profile.tsx').then((m) => m.Profile),
  fileView: () => import('../modules/files/FileViewPage.tsx').then((m) => m.FileViewPage),
  projectFileView: () => import('../modules/files/FileViewPage.tsx').then((m) => m.FileViewPage),
  downloadDevice: () => import('../pages/DownloadDevice.tsx').then((m) => m.DownloadDevice),
};

const underConstruction: PageLoader = () => import('../pages/UnderConstruction.tsx').then((m) => m.UnderConstruction);

/** The loader of a route's page, or of the under-construction page. */
export const loaderFor = (name: string): PageLoader => PAGE_LOADERS[name] ?? underConstruction;

/** Routes of the catalogue that still show the under-construction page. */
export const underConstructionRoutes = (): AppRoute[] => ROUTES.filter((r) => !(r.name in PAGE_LOADERS));
