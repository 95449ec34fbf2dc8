import { ERR } from '@suwork/domain';
import { fileRoutes as routes } from '@suwork/domain/routes';
import { auditQuietly } from '../../core/audit.ts';
import { fail } from '../../core/envelope.ts';
import { sendStoredFile } from '../../core/files/send-file.ts';
import { serve } from '../../core/serve.ts';
import type { App } from '../../core/types.ts';
import { memberName } from '../../core/kit/index.ts';

/** GET /api/Common/download?token=: the token is the credential, so no sign-in is needed (links open in a new tab). */
export function downloadRoutes(app: App) {
  serve(app, routes.download, async (req, reply) => {
    const target = await app.downloads.resolve(req.query.token);
    if (!target) throw fail(ERR.notFound, '下载链接无效或已过期，请重新导出');
    // whoever holds the link downloads without signing in: recorded as anonymous, naming whom the link was made for
    const owner = (await memberName(app.database.db, target.userId).catch(() => '')) || `成员 #${target.userId}`;
    await auditQuietly(req, {
      action: 'download',
      result: 'success',
      target: target.fileName,
      detail: `凭下载链接（${owner}生成）下载「${target.fileName}」`,
    });
    return sendStoredFile(reply, app.storage, { key: target.storageKey, name: target.fileName, allowInline: false });
  });
}
