import type { UploadedFile } from './upload-api.ts';

/** A file of an `attachments` field as a record's info carries it. */
export type AttachedFile = UploadedFile & { size?: number; ext?: string };

/**
 * Where info puts the files of an attachment field (next to the ids it keeps under the key itself):
 * attachments → attachments_files, images → images_files.
 */
export const filesKeyOf = (key: string) => `${key}_files`;

const isFile = (v: unknown): v is AttachedFile =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as AttachedFile).id === 'number' &&
  typeof (v as AttachedFile).name === 'string' &&
  typeof (v as AttachedFile).url === 'string';

/** The files of attachment field `key` in a record (none when the record has none or is not loaded). */
export function attachedFiles(row: object | undefined, key: string): AttachedFile[] {
  const v: unknown = row ? (row as Record<string, unknown>)[filesKeyOf(key)] : undefined;
  return Array.isArray(v) ? v.filter(isFile) : [];
}
