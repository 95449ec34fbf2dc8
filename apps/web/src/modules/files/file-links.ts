import { FILE_VIEW_TYPES, ROUTE_BY_NAME, type FileType } from '@suwork/domain';
import { buildUrl } from '../../api/http.ts';

/** What the preview page needs of a file (spec §3 File: file_id or id, ext, file_type, name). */
export type ViewableFile = { file_id?: number; id?: number; ext: string; file_type: number; name?: string };

/**
 * The file itself: shown inline when the browser can (`download` forces an attachment). Opened from a share link
 * (`token`), `fileId` is the shared item and the bytes come through the link.
 */
export const fileReadUrl = (fileId: string | number, { token, download }: { token?: string; download?: boolean } = {}) =>
  token ? buildUrl('/api/share/file', { token, id: fileId, download: download ? 1 : undefined }) : buildUrl('/api/Upload/file', { id: fileId, download: download ? 1 : undefined });

/** The preview page (projectFileView) of a file. */
export function fileViewUrl(file: ViewableFile): string {
  const path = ROUTE_BY_NAME.get('projectFileView')?.path ?? '/projectFileView';
  return buildUrl(path, { fileId: file.file_id ?? file.id, ext: file.ext.replace(/^\./, '').toLowerCase(), type: file.file_type, name: file.name });
}

/**
 * Opens video, audio, ppt, txt, excel and PDF files (types 4, 9, 10, 11, 12) in the preview page in a new
 * tab and returns true; other files return false so the caller previews the image or downloads the file.
 */
export function openFileView(file: ViewableFile, open: (url: string) => void = (url) => void window.open(url, '_blank', 'noopener')): boolean {
  if (!FILE_VIEW_TYPES.includes(file.file_type as FileType)) return false;
  open(fileViewUrl(file));
  return true;
}
