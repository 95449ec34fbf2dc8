import { BACKUP_TARGET_LABELS, BACKUP_TRIGGER } from '@suwork/domain';
import { backupRoutes as routes } from '@suwork/domain/routes';
import { auditQuietly } from '../../core/audit.ts';
import { ok } from '../../core/envelope.ts';
import { contentDisposition } from '../../core/files/file-names.ts';
import {
  BACKUP_JOB,
  backupFile,
  backupList,
  readBackupSettings,
  runScheduledBackup,
  saveBackupSettings,
  startBackup,
} from '../../core/ops/backup/backup-runs.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';

/**
 * 数据备份: the backups the server took, 立即备份 (system_backup_run), the daily schedule (system_backup_settings)
 * and the archive's download (system_backup_download); starting one, changing the schedule and each download are
 * written to the audit log.
 */
export function backupRoutes(app: App) {
  const db = app.database.db;

  serve(app, routes.getList, async (req) => {
    const { rows, total } = await backupList(app, req.query.page, req.query.limit);
    return ok(rows, total);
  });

  serve(app, routes.run, async (req) => {
    const user = currentUser(req);
    const { id } = await startBackup(app, BACKUP_TRIGGER.manual, user);
    await auditQuietly(req, { action: 'backup', result: 'success', target: `backup:${id}`, detail: '立即备份' });
    return ok({ id });
  });

  const bucket = Boolean(app.config.s3);
  serve(app, routes.getSettings, async () => ok({ ...(await readBackupSettings(db)), bucket }));

  serve(app, routes.saveSettings, async (req) => {
    const saved = await saveBackupSettings(app, req.body);
    const where = BACKUP_TARGET_LABELS[saved.target];
    const what = saved.enabled
      ? `每天 ${saved.time} 定时备份，保留 ${saved.keep} 份，保存到${where}`
      : `关闭定时备份（保存到${where}）`;
    await auditQuietly(req, { action: 'backup', result: 'success', target: 'backup:settings', detail: what });
    return ok({ ...saved, bucket });
  });

  serve(app, routes.download, { config: { cookieToken: true } }, async (req, reply) => {
    const { name, size, open } = await backupFile(app, req.query.id);
    await auditQuietly(req, {
      action: 'backup',
      result: 'success',
      target: `backup:${req.query.id}`,
      detail: `下载 ${name}`,
    });
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', contentDisposition(name, false))
      .header('cache-control', 'private, no-store')
      .header('content-length', String(size))
      .send(open());
  });

  // the daily backup: checked every five minutes, so a server down at the set time still takes it once it is back
  app.jobs.register({
    name: BACKUP_JOB,
    label: '定时备份',
    pattern: '*/5 * * * *',
    run: async () => void (await runScheduledBackup(app)),
  });
}
