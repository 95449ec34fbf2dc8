import type { FastifyRequest } from 'fastify';
import { auditQuietly } from '../audit.ts';
import { extOf, isInlineImage } from './file-names.ts';

/**
 * A request that continues a download under way: one byte range that does not start at byte 0 (a player seeking,
 * a resumed download). Whoever reads a file from its start is recorded once; the ranges after it are not. With
 * `If-Range` the whole file is sent (send-file.ts), so it counts as a new read.
 */
export function continuesDownload(req: FastifyRequest): boolean {
  if (req.headers['if-range']) return false;
  const m = /^bytes=(\d+)-\d*$/.exec(req.headers.range?.trim() ?? '');
  return m !== null && Number(m[1]) > 0;
}

/**
 * An image the browser loads into a page (an avatar, a picture in rich text or a thumbnail), which it asks for
 * again on every view: recording each would bury the real downloads. Skipping relies on a header the client
 * sets, so it applies only to raster images shown inline — a member can hide nothing else this way, and an image
 * opened or saved on its own (`download=1`, a new tab) is still recorded.
 */
function pageImage(req: FastifyRequest, name: string, inline: boolean): boolean {
  return inline && req.headers['sec-fetch-dest'] === 'image' && isInlineImage(extOf(name));
}

export type DownloadRead = {
  /** 'file:12', 'doc:3' */
  target: string;
  name: string;
  /** how it was read, e.g. '下载', '预览', '通过分享链接 #4 下载' */
  how: string;
  /** the file may be shown in the browser (no `download=1`) */
  inline?: boolean;
};

/** Records a file read (action download) unless it continues one or is an image shown in a page; never fails the request. */
export async function auditDownload(req: FastifyRequest, read: DownloadRead): Promise<void> {
  if (continuesDownload(req) || pageImage(req, read.name, read.inline ?? false)) return;
  await auditQuietly(req, {
    action: 'download',
    result: 'success',
    target: read.target,
    detail: `${read.how}「${read.name}」`,
  });
}
