import { fileRoutes, type AnswerData } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

/** A file stored by POST /api/Upload/doUpload; `url` loads it (the session cookie is enough for GET). */
export type UploadedFile = { id: number; name: string; url: string };

/** What every upload route answers for a stored file (doUpload, the object-store completion, 秒传). */
export const toUploaded = (d: AnswerData<typeof fileRoutes.doUpload>, name: string): UploadedFile => ({
  id: d.attachment_id ?? d.id,
  name: d.title || d.name || name,
  url: d.url,
});

/**
 * Uploads one file (multipart field `file`). Success is code 0 or -200 (the client's success codes); other
 * codes reject without a toast, so the uploader can show the message as a warning.
 */
export async function uploadFile(file: Blob, name: string): Promise<UploadedFile> {
  // the form sends a File under its own name: a plain Blob (an edited image) is named here
  const named = file instanceof File && file.name === name ? file : new File([file], name, { type: file.type });
  const res = await call(fileRoutes.doUpload, { file: named }, { silent: true });
  return toUploaded(res.data, name);
}
