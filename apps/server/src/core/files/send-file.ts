import { ERR } from '@suwork/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../envelope.ts';
import { contentDisposition, extOf, isInlineType, mimeOf } from './file-names.ts';
import { parseRange } from './range.ts';
import type { FileStorage } from './storage.ts';

/** Nothing in a served file may run: no scripts, plugins or frames, even if a browser were to render it. */
const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
// A sandboxed document cannot host the browser's PDF viewer, so an inline PDF keeps every other restriction.
const PDF_CSP = "default-src 'none'; object-src 'self'; img-src 'self'; style-src 'unsafe-inline'";

export type StoredFile = { key: string; name: string; allowInline: boolean };

/**
 * Streams a stored object. Only raster images, PDF, video and audio may be shown inline; everything else
 * (HTML and SVG included) is an attachment, and the declared type is never sniffed. A single `Range` is
 * answered with 206 so players can seek.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
  req?: FastifyRequest,
) {
  const size = await storage.size(file.key);
  if (size === null) throw fail(ERR.notFound, '文件不存在或已被删除');
  const ext = extOf(file.name);
  const inline = file.allowInline && isInlineType(ext);
  reply
    .header('content-type', mimeOf(ext))
    .header('content-disposition', contentDisposition(file.name, inline))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', inline && ext === 'pdf' ? PDF_CSP : FILE_CSP)
    .header('cache-control', 'private, no-cache')
    .header('accept-ranges', 'bytes');
  const range = req && !req.headers['if-range'] ? parseRange(req.headers.range, size) : undefined;
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).header('content-length', '0').send('');
  }
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(storage.createReadStream(file.key, range));
  }
  reply.header('content-length', String(size));
  return reply.send(storage.createReadStream(file.key));
}
