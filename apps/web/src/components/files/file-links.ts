import { FILE_TYPE, FILE_VIEW_TYPES, fileTypeOf, ROUTE_BY_NAME, type FileType } from '@suwork/domain';
import { docShareRoutes, fileRoutes } from '@suwork/domain/routes';
import { urlOf } from '../../api/call.ts';
import { buildUrl } from '../../api/http.ts';

/** What the preview page needs of a file (spec §3 File: file_id or id, ext, file_type, name; `url` as the API gave it). */
export type ViewableFile = {
  file_id?: number;
  id?: number;
  ext: string;
  file_type: number;
  name?: string;
  url?: string;
};

/** How the preview page reads a file: a share link's `token`, or the file's read `key` from its address. */
export type FileSource = { fileId: string | number; token?: string; key?: string };

/**
 * The file itself: shown inline when the browser can (`download` forces an attachment). Opened from a share link
 * (`token`), `fileId` is the shared item and the bytes come through the link.
 */
export const fileReadUrl = ({ fileId, token, key }: FileSource, download = false) => {
  // an id read from the page's address: anything but a number is refused by the server as a missing file
  const id = Number(fileId);
  const attachment = download ? '1' : undefined;
  return token
    ? urlOf(docShareRoutes.file, { token, id, download: attachment })
    : urlOf(fileRoutes.file, { id, key, download: attachment });
};

/** The read key in a file address the API gave out (`/api/Upload/file?id=&key=`). */
const keyOf = (url: string | undefined) =>
  url ? (new URL(url, 'http://local').searchParams.get('key') ?? undefined) : undefined;

/** The preview page (projectFileView) of a file. */
export function fileViewUrl(file: ViewableFile): string {
  const path = ROUTE_BY_NAME.get('projectFileView')?.path ?? '/projectFileView';
  return buildUrl(path, {
    fileId: file.file_id ?? file.id,
    ext: file.ext.replace(/^\./, '').toLowerCase(),
    type: file.file_type,
    name: file.name,
    key: keyOf(file.url),
  });
}

/**
 * Where an attached file opens: the preview page for what it shows in the browser (video, audio, Word, ppt, text,
 * Excel, PDF; it offers 下载 too), the file itself otherwise.
 */
export function attachmentHref(file: { id: number; name: string; ext?: string; url: string }): string {
  const ext = file.ext || file.name.split('.').pop() || '';
  const type = fileTypeOf(ext);
  if (type !== FILE_TYPE.word && !FILE_VIEW_TYPES.includes(type)) return file.url;
  return fileViewUrl({ id: file.id, ext, file_type: type, name: file.name, url: file.url });
}

/**
 * Opens video, audio, ppt, txt, excel and PDF files (types 4, 9, 10, 11, 12) in the preview page in a new
 * tab and returns true; other files return false so the caller previews the image or downloads the file.
 */
export function openFileView(
  file: ViewableFile,
  open: (url: string) => void = (url) => void window.open(url, '_blank', 'noopener'),
): boolean {
  if (!FILE_VIEW_TYPES.includes(file.file_type as FileType)) return false;
  open(fileViewUrl(file));
  return true;
}
