import { http } from '../../api/http.ts';

/** A file stored by POST /api/Upload/doUpload; `url` loads it (the session cookie is enough for GET). */
export type UploadedFile = { id: number; name: string; url: string };
type UploadReply = { id: number; name: string; url: string; attachment_id: number; title: string };

/**
 * Uploads one file (multipart field `file`). Success is code 0 or -200 (the client's success codes); other
 * codes reject without a toast, so the uploader can show the message as a warning.
 */
export async function uploadFile(file: Blob, name: string): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, name);
  const res = await http.post<UploadReply>('/api/Upload/doUpload', body, { silent: true });
  const d = res.data;
  return { id: d.attachment_id ?? d.id, name: d.title || d.name || name, url: d.url };
}
