import { PREVIEW_IMAGE_TYPES } from '../../lib/files.ts';

export type ViewerKind = 'image' | 'pdf' | 'video' | 'audio' | 'txt' | 'docx' | 'xlsx' | 'none';

const VIDEO = ['mp4', 'm4v', 'webm', 'ogv', 'mov'];
const AUDIO = ['mp3', 'm4a', 'aac', 'wav', 'ogg', 'oga', 'flac'];
const TEXT = ['txt', 'log', 'md', 'csv', 'json'];

/** How the preview page shows a file of this extension. */
export function viewerKindOf(ext: string): ViewerKind {
  if ((PREVIEW_IMAGE_TYPES as readonly string[]).includes(ext)) return 'image';
  if (ext === 'pdf' || ext === 'docx' || ext === 'xlsx') return ext;
  if (VIDEO.includes(ext)) return 'video';
  if (AUDIO.includes(ext)) return 'audio';
  if (TEXT.includes(ext)) return 'txt';
  return 'none';
}
