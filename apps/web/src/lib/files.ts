/** Image types the preview opens (spec §9). */
export const PREVIEW_IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp'] as const;

/** The lower-cased extension of a file name or URL ('' when none); query and fragment are ignored. */
export function fileExtension(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0];
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** True for png, jpg, jpeg, bmp, gif and webp files. */
export const isPreviewableImage = (nameOrUrl: string): boolean =>
  (PREVIEW_IMAGE_TYPES as readonly string[]).includes(fileExtension(nameOrUrl));

/** Largest file the editor and the uploader accept (spec §9: 20971520 bytes). */
export const UPLOAD_MAX_BYTES = 20_971_520;

/** System files an upload skips: macOS resource forks (._name) and .DS_Store. */
export const isSkippedUpload = (name: string): boolean => name.startsWith('._') || name === '.DS_Store';
