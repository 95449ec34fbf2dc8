import { ERR } from '@suwork/domain';
import type { FastifyReply } from 'fastify';
import { fail } from '../envelope.ts';
import { contentDisposition, extOf, isInlineImage, mimeOf } from './file-names.ts';
import type { FileStorage } from './storage.ts';

/** Nothing in a served file may run: no scripts, plugins or frames, even if a browser were to render it. */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Streams a stored object. Only raster images may be shown inline; everything else (HTML and SVG included)
 * is an attachment, and the declared type is never sniffed.
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: { key: string; name: string; allowInline: boolean }) {
  const size = await storage.size(file.key);
  if (size === null) throw fail(ERR.notFound, '文件不存在或已被删除');
  const ext = extOf(file.name);
  const inline = file.allowInline && isInlineImage(ext);
  reply
    .header('content-type', mimeOf(ext))
    .header('content-length', String(size))
    .header('content-disposition', contentDisposition(file.name, inline))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('cache-control', 'private, no-cache');
  return reply.send(storage.createReadStream(file.key));
}
