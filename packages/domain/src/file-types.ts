// File types of the file module (spec §3 file_type): how a file is shown and which icon it gets.

export const FILE_TYPE = {
  folder: 1,
  image: 2,
  /** other files a browser opens itself */
  openable: 3,
  video: 4,
  word: 5,
  zip: 6,
  other: 7,
  archive: 8,
  audio: 9,
  ppt: 10,
  txt: 11,
  /** spreadsheets and PDF */
  sheetOrPdf: 12,
} as const;

export type FileType = (typeof FILE_TYPE)[keyof typeof FILE_TYPE];

const BY_EXT: Readonly<Record<string, FileType>> = {
  ...Object.fromEntries(['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp'].map((e) => [e, FILE_TYPE.image])),
  ...Object.fromEntries(['mp4', 'm4v', 'webm', 'ogv', 'mov'].map((e) => [e, FILE_TYPE.video])),
  ...Object.fromEntries(['doc', 'docx'].map((e) => [e, FILE_TYPE.word])),
  zip: FILE_TYPE.zip,
  ...Object.fromEntries(['rar', '7z', 'tar', 'gz'].map((e) => [e, FILE_TYPE.archive])),
  ...Object.fromEntries(['mp3', 'm4a', 'aac', 'wav', 'ogg', 'oga', 'flac'].map((e) => [e, FILE_TYPE.audio])),
  ...Object.fromEntries(['ppt', 'pptx'].map((e) => [e, FILE_TYPE.ppt])),
  txt: FILE_TYPE.txt,
  ...Object.fromEntries(['xls', 'xlsx', 'csv', 'pdf'].map((e) => [e, FILE_TYPE.sheetOrPdf])),
};

/** The file type of an extension (with or without the dot, any case); unknown extensions are 其他 (7). */
export const fileTypeOf = (ext: string): FileType => BY_EXT[ext.replace(/^\./, '').toLowerCase()] ?? FILE_TYPE.other;

/** File types opened in the preview page (projectFileView, spec §2): video, audio, ppt, txt, excel and PDF. */
export const FILE_VIEW_TYPES: readonly FileType[] = [
  FILE_TYPE.video,
  FILE_TYPE.audio,
  FILE_TYPE.ppt,
  FILE_TYPE.txt,
  FILE_TYPE.sheetOrPdf,
];
