import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { checkRouteAuth, registerAuth } from './core/auth.ts';
import { registerAllEntities } from './core/engine/entity-routes.ts';
import { registerErrorHandling } from './core/errors.ts';
import { registerIdempotency } from './core/idempotency.ts';
import { registerFiles } from './core/files/files-plugin.ts';
import { registerRealtime } from './core/realtime/realtime.plugin.ts';
import { JobService } from './core/jobs.ts';
import { redactedRequest } from './core/log-redaction.ts';
import { registerSecurityHeaders } from './core/security-headers.ts';
import { SessionService } from './core/sessions.ts';
import { registerSpa } from './core/spa.ts';
import type { App } from './core/types.ts';
import { registerTextRule, zodValidatorCompiler } from './core/validation.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { downloadRoutes } from './modules/files/download.routes.ts';
import { previewRoutes } from './modules/files/preview.routes.ts';
import { uploadRoutes } from './modules/files/upload.routes.ts';
import { ossRoutes } from './modules/files/oss.routes.ts';
import { sliceUploadRoutes } from './modules/files/slice-upload.routes.ts';
import { nodeRoutes } from './modules/auth/node.routes.ts';
import { registerFlowMessageLink } from './modules/flow/flow-message-link.ts';
import { flowListRoutes } from './modules/flow/flow-lists.routes.ts';
import { flowTemplateRoutes } from './modules/flow/flow-templates.routes.ts';
import { flowRoutes } from './modules/flow/flow.routes.ts';
import { clueTransferRoutes } from './modules/crm/clue-transfer.routes.ts';
import { crmDashboardRoutes } from './modules/crm/dashboard.routes.ts';
import { registerCrmWorkbench } from './modules/crm/crm-workbench.ts';
import { registerCrmReminderJobs } from './modules/crm/reminder-jobs.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { registerApprovalTodo } from './modules/flow/flow-todo.ts';
import { registerNoticeTodo } from './modules/system/notice-todo.ts';
import { registerClueHooks } from './modules/crm/clue.hooks.ts';
import { departmentRoutes } from './modules/org/departments.routes.ts';
import { handOverRoutes } from './modules/org/hand-over.routes.ts';
import { memberRoutes } from './modules/org/members.routes.ts';
import { orgReadRoutes } from './modules/org/org-read.routes.ts';
import { roleRoutes } from './modules/org/roles.routes.ts';
import { seatRoutes } from './modules/org/seats.routes.ts';
import { userGroupRoutes } from './modules/org/user-groups.routes.ts';
import { propertyHandoverRoutes } from './modules/personnel/property-handover.routes.ts';
import { registerWorkerHooks } from './modules/personnel/worker.hooks.ts';
import { registerProjectHooks } from './modules/project/project.hooks.ts';
import { registerApplicationHooks } from './modules/oa/application-rules.ts';
import { oaRoutes } from './modules/oa/application.routes.ts';
import { docShareRoutes } from './modules/documents/doc-share.routes.ts';
import { documentRoutes } from './modules/documents/documents.routes.ts';
import { docSpaceRoutes } from './modules/documents/doc-spaces.routes.ts';
import { knowledgeCategoryRoutes } from './modules/knowledge/know-categories.routes.ts';
import { knowledgeRoutes } from './modules/knowledge/knowledge.routes.ts';
import { messageRoutes } from './modules/messages/messages.routes.ts';
import { officeRoutes } from './modules/office/office.routes.ts';
import { reportHooks } from './modules/report/report-hooks.ts';
import { reportRuleRoutes } from './modules/report/report-rules.routes.ts';
import { reportRoutes } from './modules/report/reports.routes.ts';
import { healthRoutes } from './modules/system/health.routes.ts';
import { registerNoticeHooks } from './modules/system/notice.hooks.ts';
import { noticeRoutes } from './modules/system/notice.routes.ts';
import { remarkTemplateRoutes } from './modules/system/remark-template.routes.ts';
import { optionRoutes } from './modules/system/options.routes.ts';
import { tagRoutes } from './modules/system/tags.routes.ts';
import { auditLogRoutes } from './modules/system/audit-log.routes.ts';

export type BuildOptions = {
  config: AppConfig;
  database: Database;
  /** where log lines go (tests capture them); stdout by default */
  logStream?: { write: (line: string) => void };
};

/** The whole server without listening: used by main.ts and by tests through app.inject. */
export async function buildApp({ config, database, logStream }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'], serializers: { req: redactedRequest }, stream: logStream },
    routerOptions: { caseSensitive: false },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('sessions', new SessionService(database.db, config));
  app.decorate('jobs', new JobService(database, app.log));

  checkRouteAuth(app);
  await registerFiles(app);
  await registerRealtime(app);

  registerErrorHandling(app);
  registerTextRule(app);
  registerSecurityHeaders(app);
  registerAuth(app);
  registerIdempotency(app);

  healthRoutes(app);
  authRoutes(app);
  accountRoutes(app);
  nodeRoutes(app);
  orgReadRoutes(app);
  departmentRoutes(app);
  memberRoutes(app);
  seatRoutes(app);
  roleRoutes(app);
  userGroupRoutes(app);
  handOverRoutes(app);
  propertyHandoverRoutes(app);
  uploadRoutes(app);
  previewRoutes(app);
  ossRoutes(app);
  sliceUploadRoutes(app);
  downloadRoutes(app);
  optionRoutes(app);
  tagRoutes(app);
  auditLogRoutes(app);
  registerClueHooks();
  registerNoticeHooks();
  registerWorkerHooks();
  registerProjectHooks();
  registerApplicationHooks();
  const entities = registerAllEntities(app);
  clueTransferRoutes(app, entities);
  crmDashboardRoutes(app, entities);
  registerCrmWorkbench();
  registerCrmReminderJobs(app, app.jobs);
  noticeRoutes(app);
  remarkTemplateRoutes(app);
  flowRoutes(app);
  flowListRoutes(app);
  flowTemplateRoutes(app);
  registerApprovalTodo();
  registerNoticeTodo();
  homeRoutes(app);
  registerFlowMessageLink();
  messageRoutes(app);
  oaRoutes(app, entities);
  documentRoutes(app);
  docShareRoutes(app);
  docSpaceRoutes(app);
  knowledgeCategoryRoutes(app);
  knowledgeRoutes(app);
  officeRoutes(app);
  reportRoutes(app);
  reportRuleRoutes(app);
  reportHooks(app);

  await registerSpa(app, config.webDist);
  return app;
}
