import type { FilePreviewData, SheetPreview } from '@suwork/domain/contracts';
import { docShareRoutes, fileRoutes } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';
import { http } from '../../api/http.ts';
import type { FileSource } from '../../components/files/file-links.ts';

export type { SheetPreview };
/** What Upload/preview (or share/preview) answers, by kind. */
export type PreviewData = FilePreviewData;
export type PreviewKind = keyof PreviewData;

/** A document's content as the server renders it (through the share link when opened from one). */
export async function fetchPreview<K extends PreviewKind>(
  kind: K,
  { fileId, token, key }: FileSource,
  signal: AbortSignal,
): Promise<PreviewData[K]> {
  const options = { signal, silent: true };
  // the id comes from the page's address as text; anything not a number is refused by the server as 文件不存在
  const id = Number(fileId);
  const res = token
    ? await call(docShareRoutes.preview, { id, kind, token }, options)
    : await call(fileRoutes.preview, { id, kind, key }, options);
  // the answer is the content of the kind asked for
  return res.data as PreviewData[K];
}

/** The file's bytes (for the PDF renderer). */
export async function fetchFileBytes({ fileId, token, key }: FileSource, signal: AbortSignal): Promise<ArrayBuffer> {
  const blob = await http.get(
    token ? docShareRoutes.file.path : fileRoutes.file.path,
    token ? { id: fileId, token } : { id: fileId, key },
    { signal, silent: true, responseType: 'blob' },
  );
  return blob.arrayBuffer();
}
