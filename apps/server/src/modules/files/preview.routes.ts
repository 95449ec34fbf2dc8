import { ERR } from '@suwork/domain';
import { z } from 'zod';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { extOf } from '../../core/files/file-names.ts';
import { toBuffer } from '../../core/files/multipart.ts';
import { auditDownload } from '../../core/files/download-audit.ts';
import { readableFile } from '../../core/files/file-access.ts';
import { currentUser, type App } from '../../core/types.ts';
import { docxToHtml, PREVIEW_MAX_BYTES, textOf, xlsxToSheets } from './file-preview.ts';
import { fileIdSchema, readKeySchema } from './upload.routes.ts';

const previewQuery = z.strictObject({
  id: fileIdSchema,
  kind: z.enum(['docx', 'xlsx', 'txt'], { error: '预览类型应为 docx、xlsx 或 txt' }),
  // the preview page sends the share token it was opened with; files of a share link are read through share/preview
  token: z.string().max(200).optional(),
  key: readKeySchema,
});

const KIND_EXTS: Record<'docx' | 'xlsx', readonly string[]> = { docx: ['docx'], xlsx: ['xlsx'] };
export const previewKind = previewQuery.shape.kind;
export type PreviewKind = 'docx' | 'xlsx' | 'txt';

/** A stored file's content for the preview page: Word as sanitised HTML, Excel as sheets, text as text. */
export async function previewOf(app: App, file: { name: string; storage_key: string }, kind: PreviewKind) {
  if (kind !== 'txt' && !KIND_EXTS[kind].includes(extOf(file.name))) throw invalid(`该文件不是 ${kind} 文件，无法按 ${kind} 预览`);
  const size = await app.storage.size(file.storage_key);
  if (size === null) throw fail(ERR.notFound, '文件不存在或已被删除');
  if (size > PREVIEW_MAX_BYTES) throw fail(ERR.tooLarge, '文件超过 20MB，无法在线预览，请下载后查看');
  const buffer = await toBuffer(app.storage.createReadStream(file.storage_key));
  if (kind === 'txt') return textOf(buffer);
  try {
    return kind === 'docx' ? await docxToHtml(buffer) : await xlsxToSheets(buffer);
  } catch {
    throw invalid('文件内容无法解析，请下载后查看');
  }
}

/** GET /api/Upload/preview?id=&kind=docx|xlsx|txt: a document's content for the file preview page. */
export function previewRoutes(app: App) {
  app.get('/api/Upload/preview', { config: { auth: 'signedIn', cookieToken: true }, schema: { querystring: previewQuery } }, async (req) => {
    const { id, kind, key } = req.query;
    const file = await readableFile(app.database.db, currentUser(req), id, key);
    const content = await previewOf(app, file, kind);
    await auditDownload(req, { target: `file:${file.id}`, name: file.name, how: '在线预览' });
    return ok(content);
  });
}
