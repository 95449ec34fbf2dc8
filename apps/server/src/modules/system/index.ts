import { defineModule } from '../../core/module.ts';
import { auditLogRoutes } from './audit-log.routes.ts';
import { backupRoutes } from './backup.routes.ts';
import { healthRoutes } from './health.routes.ts';
import { jobRoutes } from './jobs.routes.ts';
import { listColumnRoutes } from './list-columns.routes.ts';
import { registerNoticeHooks } from './notice.hooks.ts';
import { registerNoticeTodo } from './notice-todo.ts';
import { noticeRoutes } from './notice.routes.ts';
import { optionRoutes } from './options.routes.ts';
import { remarkTemplateRoutes } from './remark-template.routes.ts';
import { tagRoutes } from './tags.routes.ts';

/** Settings: options, tags, notices, remark templates, each member's list columns, the audit log, backups, background jobs and the health check. */
export default defineModule({
  name: 'system',
  register(app) {
    healthRoutes(app);
    optionRoutes(app);
    tagRoutes(app);
    auditLogRoutes(app);
    backupRoutes(app);
    jobRoutes(app);
    registerNoticeHooks(app);
    noticeRoutes(app);
    registerNoticeTodo(app);
    remarkTemplateRoutes(app);
    listColumnRoutes(app);
  },
});
