import { MSG } from '@suwork/domain';
import { uploadAnswers } from '@suwork/domain/contracts';
import { z } from 'zod';
import { invalid, ok } from '../../core/envelope.ts';
import { cleanFileName } from '../../core/files/file-names.ts';
import { UPLOAD_MAX_BYTES } from '../../core/files/files-plugin.ts';
import { readMultipart } from '../../core/files/multipart.ts';
import { fileAnswer } from '../../core/openapi.ts';
import { readableFile } from '../../core/files/file-access.ts';
import { auditDownload } from '../../core/files/download-audit.ts';
import { sendStoredFile } from '../../core/files/send-file.ts';
import type { StoredObject } from '../../core/files/storage.ts';
import { currentUser, type App } from '../../core/types.ts';
import { auditUpload, insertFileRecord } from './file-records.ts';
import { fileIdSchema, readKeySchema } from './files.input.ts';

const fileQuery = z.strictObject({
  id: fileIdSchema,
  /** 1: always as an attachment (the 下载 button of the preview page) */
  download: z.enum(['0', '1']).optional(),
  // share links will carry their token here; a signed-in session is what grants access today
  token: z.string().max(200).optional(),
  /** the file's read key, part of the address a record gives out (core/files/file-access.ts) */
  key: readKeySchema,
});

/** doUpload's form, as the API document describes it. */
const uploadForm = z.object({ file: z.file().describe(`要上传的文件（不超过 ${UPLOAD_MAX_BYTES / 1024 / 1024}M）`) });

/** POST /api/Upload/doUpload (multipart field `file`, at most 20 MiB) and GET /api/Upload/file?id=[&download=1]. */
export function uploadRoutes(app: App) {
  app.post('/api/Upload/doUpload', { config: { auth: 'signedIn', multipart: uploadForm }, schema: { summary: '上传文件', response: { 200: uploadAnswers.doUpload } } }, async (req) => {
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

  app.get(
    '/api/Upload/file',
    {
      config: { auth: 'signedIn', cookieToken: true },
      schema: { summary: '读取文件', querystring: fileQuery, response: { 200: fileAnswer('文件内容：Content-Type 为文件自身的类型；支持单个 Range（206）') } },
    },
    async (req, reply) => {
      const row = await readableFile(app, currentUser(req), req.query.id, req.query.key);
      const inline = req.query.download !== '1';
      await auditDownload(req, { target: `file:${row.id}`, name: row.name, how: inline ? '打开' : '下载', inline });
      return sendStoredFile(reply, app.storage, { key: row.storage_key, name: row.name, allowInline: req.query.download !== '1' }, req);
    },
  );
}
