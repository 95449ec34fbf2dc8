import { z } from 'zod';
import { idParam } from '../../core/kit/index.ts';

/** A read key as fileUrl writes it; anything else simply does not match. */
export const readKeySchema = z.string().max(64).optional();

export const fileIdSchema = idParam('文件不存在或已被删除');

/** What the preview page asks a document to be shown as. */
export const previewKind = z.enum(['docx', 'xlsx', 'txt'], { error: '预览类型应为 docx、xlsx 或 txt' });
export type PreviewKind = z.infer<typeof previewKind>;
