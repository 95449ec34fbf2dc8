import { ERR } from '@suwork/domain';
import type { FilePreviewData } from '@suwork/domain/contracts';
import { fail, invalid } from '../../core/envelope.ts';
import { extOf } from '../../core/files/file-names.ts';
import { toBuffer } from '../../core/files/multipart.ts';
import type { App } from '../../core/types.ts';
import { docxToHtml, PREVIEW_MAX_BYTES, textOf, xlsxToSheets } from './file-preview.ts';
import type { PreviewKind } from '@suwork/domain/routes';

export { previewKind, type PreviewKind } from '@suwork/domain/routes';

const KIND_EXTS: Record<'docx' | 'xlsx', readonly string[]> = { docx: ['docx'], xlsx: ['xlsx'] };

/** A stored file's content for the preview page: Word as sanitised HTML, Excel as sheets, text as text. */
export async function previewOf(
  app: App,
  file: { name: string; storage_key: string },
  kind: PreviewKind,
): Promise<FilePreviewData[PreviewKind]> {
  if (kind !== 'txt' && !KIND_EXTS[kind].includes(extOf(file.name)))
    throw invalid(`该文件不是 ${kind} 文件，无法按 ${kind} 预览`);
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
