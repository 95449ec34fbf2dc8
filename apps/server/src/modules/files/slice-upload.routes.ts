import { ERR } from '@suwork/domain';
import { fileRoutes as routes, SLICE_SIZE, sliceFields } from '@suwork/domain/routes';
import { Readable } from 'node:stream';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { readMultipart, toBuffer } from '../../core/files/multipart.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { auditUpload } from './file-records.ts';
import { uploadSessions } from './upload-sessions.ts';

/**
 * POST /api/upload/sliceUploadAndSave: the first chunk starts an upload and answers its server-made
 * resource_temp_path; the last chunk assembles the file and answers it like doUpload.
 */
export function sliceUploadRoutes(app: App) {
  const sessions = uploadSessions(app);

  serve(app, routes.sliceUploadAndSave, async (req) => {
    const user = currentUser(req);
    const { file: chunk, fields } = await readMultipart<Buffer>(req, {
      fileField: 'resource_chunk',
      maxBytes: SLICE_SIZE,
      tooLarge: `分片大小不能超过 ${SLICE_SIZE} 字节`,
      onFile: (part) => toBuffer(part.stream),
    });
    const parsed = sliceFields.safeParse(fields);
    if (!parsed.success) throw invalid(parsed.error.issues[0].message);
    const f = parsed.data;
    if (!chunk) throw invalid('请选择要上传的分片（字段 resource_chunk）');

    const row = f.resource_temp_path
      ? await sessions.own(user.user_id, f.resource_temp_path)
      : await sessions.own(user.user_id, (await sessions.start(user.user_id)).upload_id);
    await sessions.putPart(row, f.chunk_index + 1, Readable.from([chunk]), SLICE_SIZE);
    if (f.chunk_index < f.chunk_total - 1)
      return ok({ resource_temp_path: row.upload_id, chunk_index: f.chunk_index, url: '' });

    const parts = await sessions.listParts(row);
    if (parts.length !== f.chunk_total || parts.some((p, i) => p.partNumber !== i + 1)) {
      throw fail(ERR.validation, `分片不完整：已收到 ${parts.length} / ${f.chunk_total} 个，请重新上传缺失的分片`);
    }
    const saved = await sessions.complete(row, parts, f.resource_name);
    await auditUpload(req, saved);
    return ok({ ...saved, resource_temp_path: row.upload_id });
  });
}
