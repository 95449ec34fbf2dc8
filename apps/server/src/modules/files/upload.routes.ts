import { MSG } from '@suwork/domain';
import { fileRoutes as routes, UPLOAD_MAX_BYTES } from '@suwork/domain/routes';
import { invalid, ok } from '../../core/envelope.ts';
import { cleanFileName } from '../../core/files/file-names.ts';
import { readMultipart } from '../../core/files/multipart.ts';
import { readableFile } from '../../core/files/file-access.ts';
import { auditDownload } from '../../core/files/download-audit.ts';
import { sendStoredFile } from '../../core/files/send-file.ts';
import type { StoredObject } from '../../core/files/storage.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { auditUpload, insertFileRecord } from './file-records.ts';

/** POST /api/Upload/doUpload (multipart field `file`, at most 20 MiB) and GET /api/Upload/file?id=[&download=1]. */
export function uploadRoutes(app: App) {
  serve(app, routes.doUpload, async (req) => {
    const user = currentUser(req);
    const { file } = await readMultipart<StoredObject & { name: string }>(req, {
      maxBytes: UPLOAD_MAX_BYTES,
      tooLarge: MSG.editorFileTooLarge,
      onFile: async (part) => ({ name: cleanFileName(part.filename), ...(await app.storage.put(part.stream)) }),
      discard: (stored) => app.storage.remove(stored.key),
    });
    if (!file) throw invalid('请选择要上传的文件（字段 file）');
    if (file.size === 0) {
      await app.storage.remove(file.key);
      throw invalid(`上传的文件「${file.name}」是空文件`);
    }
    let saved;
    try {
      saved = await insertFileRecord(app.database.db, user.user_id, file.name, file);
    } catch (err) {
      await app.storage.remove(file.key);
      throw err;
    }
    await auditUpload(req, saved);
    return ok(saved);
  });

  serve(app, routes.file, { config: { cookieToken: true } }, async (req, reply) => {
    const row = await readableFile(app, currentUser(req), req.query.id, req.query.key);
    const inline = req.query.download !== '1';
    await auditDownload(req, { target: `file:${row.id}`, name: row.name, how: inline ? '打开' : '下载', inline });
    return sendStoredFile(reply, app.storage, { key: row.storage_key, name: row.name, allowInline: inline }, req);
  });
}
