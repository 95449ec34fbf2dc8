import { ERR } from '@suwork/domain';
import { z } from 'zod';
import { fail } from '../../core/envelope.ts';
import { sendStoredFile } from '../../core/files/send-file.ts';
import type { App } from '../../core/types.ts';

const tokenQuery = z.strictObject({ token: z.string().max(200).optional() });

/** GET /api/Common/download?token=: the token is the credential, so no sign-in is needed (links open in a new tab). */
export function downloadRoutes(app: App) {
  app.get('/api/Common/download', { config: { auth: 'public' }, schema: { querystring: tokenQuery } }, async (req, reply) => {
    const target = await app.downloads.resolve(req.query.token);
    if (!target) throw fail(ERR.notFound, '下载链接无效或已过期，请重新导出');
    return sendStoredFile(reply, app.storage, { key: target.storageKey, name: target.fileName, allowInline: false });
  });
}
