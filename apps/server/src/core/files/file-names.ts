// A file's name is metadata only: cleaned for display and for Content-Disposition, never used as a path.

/** Image types a browser may show inline (spec §9 preview types). SVG is not one of them: it can carry script. */
const INLINE_IMAGES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** PDF, video and audio a browser plays or shows itself; none of them can run script in the page. */
const INLINE_MEDIA: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  flac: 'audio/flac',
};

/** Types sent with their own Content-Type, always as attachments. Anything else (HTML, SVG, XML, scripts...) is octet-stream. */
const DOWNLOAD_TYPES: Readonly<Record<string, string>> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
};

const OCTET = 'application/octet-stream';
const MAX_NAME = 255;

/** The last path segment, without control characters (CR/LF included), double quotes or bidirectional overrides, at most 255 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f"\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const name = clean === '' || clean === '.' || clean === '..' ? '未命名文件' : clean;
  if (name.length <= MAX_NAME) return name;
  const ext = extOf(name);
  return ext ? `${name.slice(0, MAX_NAME - ext.length - 1)}.${ext}` : name.slice(0, MAX_NAME);
}

/** Lower-case extension without the dot ('' when there is none or it is not plain letters and digits). */
export function extOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,20})$/.exec(name);
  return m ? m[1].toLowerCase() : '';
}

export const isInlineImage = (ext: string) => ext in INLINE_IMAGES;

/** Raster images, PDF, video and audio: the types that may be shown inline. */
export const isInlineType = (ext: string) => ext in INLINE_IMAGES || ext in INLINE_MEDIA;

export const mimeOf = (ext: string) => INLINE_IMAGES[ext] ?? INLINE_MEDIA[ext] ?? DOWNLOAD_TYPES[ext] ?? OCTET;

/** RFC 5987 value: UTF-8 percent-encoding, including the characters encodeURIComponent leaves alone but the grammar does not allow. */
const encodeRfc5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` (or `inline`) with an ASCII fallback name and the exact name as filename*. */
export function contentDisposition(name: string, inline: boolean): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
