import { defineWebModule } from '../../app/web-module.ts';
import { SYSTEM_EXTENSIONS } from './system-extensions.ts';

export default defineWebModule({
  pages: {
    optionConfig: () => import('./OptionConfigPage.tsx').then((m) => m.OptionConfigPage),
    tagList: () => import('./TagListPage.tsx').then((m) => m.TagListPage),
    auditLog: () => import('./AuditLogPage.tsx').then((m) => m.AuditLogPage),
    backup: () => import('./BackupPage.tsx').then((m) => m.BackupPage),
    backgroundJobs: () => import('./JobsPage.tsx').then((m) => m.JobsPage),
    flow: () => import('./flow/FlowListPage.tsx').then((m) => m.FlowListPage),
    flowSetting: () => import('./flow/FlowSettingPage.tsx').then((m) => m.FlowSettingPage),
    flowAdd: () => import('./flow/FlowAddPage.tsx').then((m) => m.FlowAddPage),
  },
  entityExtensions: SYSTEM_EXTENSIONS,
});
