import { JOB_MSG } from '@suwork/domain';
import { jobRoutes as routes } from '@suwork/domain/routes';
import { auditQuietly } from '../../core/audit.ts';
import { ok } from '../../core/envelope.ts';
import { jobList, retryJob } from '../../core/ops/job-runs.ts';
import { serve } from '../../core/serve.ts';
import type { App } from '../../core/types.ts';

/** 后台任务: the recent and failed background jobs with their errors, and 重试 (system_jobs_retry, audited). */
export function jobRoutes(app: App) {
  serve(app, routes.getList, async (req) => {
    const { page, limit, failed } = req.query;
    const { rows, total } = await jobList(app, page, limit, failed === 2);
    return ok(rows, total);
  });

  serve(app, routes.retry, async (req) => {
    const name = await retryJob(app, req.body.id);
    await auditQuietly(req, {
      action: 'job',
      result: 'success',
      target: `job:${req.body.id}`,
      detail: `重试 ${app.jobs.label(name)}`,
    });
    return { ...ok(null), msg: JOB_MSG.retried };
  });
}
