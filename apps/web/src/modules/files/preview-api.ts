import type { FilePreviewData, SheetPreview } from '@suwork/domain/contracts';
import { http } from '../../api/http.ts';
import type { FileSource } from '../../components/files/file-links.ts';

export type { SheetPreview };
/** What Upload/preview (or share/preview) answers, by kind. */
export type PreviewData = FilePreviewData;
export type PreviewKind = keyof PreviewData;

/** A document's content as the server renders it (through the share link when opened from one). */
export async function fetchPreview<K extends PreviewKind>(kind: K, { fileId, token, key }: FileSource, signal: AbortSignal): Promise<PreviewData[K]> {
  const res = await http.get<PreviewData[K]>(token ? '/api/share/preview' : '/api/Upload/preview', token ? { id: fileId, kind, token } : { id: fileId, kind, key }, { signal, silent: true });
  return res.data;
}

/** The file's bytes (for the PDF renderer). */
export async function fetchFileBytes({ fileId, token, key }: FileSource, signal: AbortSignal): Promise<ArrayBuffer> {
  const blob = await http.get(token ? '/api/share/file' : '/api/Upload/file', token ? { id: fileId, token } : { id: fileId, key }, { signal, silent: true, responseType: 'blob' });
  return blob.arrayBuffer();
}
