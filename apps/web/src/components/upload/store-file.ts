import { UPLOAD_MAX_BYTES } from '../../lib/files.ts';
import { uploadLargeFile } from './multipart-upload.ts';
import { uploadFile, type UploadedFile } from './upload-api.ts';

/** Stores a picked file: up to 20 MiB in one request, bigger ones through the hash check and multipart parts. */
export function storeFile(file: File, onProgress: (percent: number) => void = () => undefined): Promise<UploadedFile> {
  return file.size > UPLOAD_MAX_BYTES ? uploadLargeFile(file, onProgress) : uploadFile(file, file.name);
}
