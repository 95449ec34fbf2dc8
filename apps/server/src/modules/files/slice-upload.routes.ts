import { ERR } from '@suwork/domain';
import { uploadAnswers } from '@suwork/domain/contracts';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { readMultipart, toBuffer } from '../../core/files/multipart.ts';
import { MAX_PART_NUMBER, UPLOAD_ID_RE } from '../../core/files/storage.ts';
import { currentUser, type App } from '../../core/types.ts';
import { auditUpload } from './file-records.ts';
import { uploadSessions } from './upload-sessions.ts';

/** Chunks of the slice upload (a file under 1 MiB goes in one). */
export const SLICE_SIZE = 1_048_576;

const count = (label: string, min: number) =>
  z.coerce
    .number({ error: `${label}应为整数` })
    .int(`${label}应为整数`)
    .min(min, `${label}不能小于 ${min}`)
    .max(MAX_PART_NUMBER, `${label}不能大于 ${MAX_PART_NUMBER}`);

const sliceFields = z
  .object({
    resource_type: z.string().max(50, '资源类型过长').default(''),
    resource_temp_path: z.union([z.literal(''), z.string().regex(UPLOAD_ID_RE, '临时上传编号有误，请重新上传')]).default(''),
    chunk_total: count('分片总数', 1),
    chunk_index: count('分片序号', 0),
    resource_name: z.string().min(1, '请填写文件名').max(255, '文件名不能超过 255 个字符'),
  })
  .refine((f) => f.chunk_index < f.chunk_total, { message: '分片序号超出分片总数', path: ['chunk_index'] })
  .refine((f) => f.chunk_index === 0 || f.resource_temp_path !== '', { message: '缺少临时上传编号（resource_temp_path）', path: ['resource_temp_path'] });

/** The slice upload's form, as the API document describes it: one chunk and the fields above. */
const sliceForm = sliceFields.safeExtend({ resource_chunk: z.file().describe(`本分片（不超过 ${SLICE_SIZE} 字节）`) });

/**
 * POST /api/upload/sliceUploadAndSave: the first chunk starts an upload and answers its server-made
 * resource_temp_path; the last chunk assembles the file and answers it like doUpload.
 */
export function sliceUploadRoutes(app: App) {
  const sessions = uploadSessions(app);

  app.post(
    '/api/upload/sliceUploadAndSave',
    { config: { auth: 'signedIn', multipart: sliceForm }, schema: { summary: '分片上传', response: { 200: uploadAnswers.sliceUploadAndSave } } },
    async (req) => {
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

      const row = f.resource_temp_path ? await sessions.own(user.user_id, f.resource_temp_path) : await sessions.own(user.user_id, (await sessions.start(user.user_id)).upload_id);
      await sessions.putPart(row, f.chunk_index + 1, Readable.from([chunk]), SLICE_SIZE);
      if (f.chunk_index < f.chunk_total - 1) return ok({ resource_temp_path: row.upload_id, chunk_index: f.chunk_index, url: '' });

      const parts = await sessions.listParts(row);
      if (parts.length !== f.chunk_total || parts.some((p, i) => p.partNumber !== i + 1)) {
        throw fail(ERR.validation, `分片不完整：已收到 ${parts.length} / ${f.chunk_total} 个，请重新上传缺失的分片`);
      }
      const saved = await sessions.complete(row, parts, f.resource_name);
      await auditUpload(req, saved);
      return ok({ ...saved, resource_temp_path: row.upload_id });
    },
  );
}
