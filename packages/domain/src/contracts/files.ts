import { z } from 'zod';
import { emptyBody, okBody } from './envelope.ts';

/** A stored upload as every upload route answers it; `url` reads it (with its read key). */
export const uploadedFileView = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  attachment_id: z.number(),
  title: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileView>;

const sheetPreview = z.object({ name: z.string(), rows: z.array(z.array(z.string())), truncated: z.boolean() });
/** What the preview page shows of a document, by kind: Word as sanitised HTML, Excel as sheets, text as text. */
export const filePreviewViews = {
  docx: z.object({ html: z.string() }),
  xlsx: z.object({ sheets: z.array(sheetPreview) }),
  txt: z.object({ text: z.string(), truncated: z.boolean() }),
};
export const filePreviewView = z.union([filePreviewViews.docx, filePreviewViews.xlsx, filePreviewViews.txt]);
export type SheetPreview = z.infer<typeof sheetPreview>;
export type FilePreviewData = { [K in keyof typeof filePreviewViews]: z.infer<(typeof filePreviewViews)[K]> };

const part = z.object({ partNumber: z.number(), eTag: z.string(), size: z.number() });

/** Upload/doUpload, Upload/preview, upload/sliceUploadAndSave (Upload/file answers the bytes). */
export const uploadAnswers = {
  doUpload: okBody(uploadedFileView),
  preview: okBody(filePreviewView),
  /** before the last chunk the upload's id; the last chunk the file */
  sliceUploadAndSave: okBody(
    z.union([
      uploadedFileView.extend({ resource_temp_path: z.string() }),
      z.object({ resource_temp_path: z.string(), chunk_index: z.number(), url: z.string() }),
    ]),
  ),
};

/** The object-store flow: Oss/hash, oss/getPutSign, oss/object (init, part), listParts, completeMultipartUpload, abortMultipartUpload. */
export const ossAnswers = {
  /** a file the caller already uploaded with that hash, recorded again; otherwise `exists: false` */
  hash: okBody(z.union([uploadedFileView.extend({ exists: z.literal(true) }), z.object({ exists: z.literal(false) })])),
  getPutSign: okBody(
    z.object({
      Authorization: z.string(),
      Date: z.string(),
      'content-type': z.string(),
      url: z.string(),
      headers: z.record(z.string(), z.string()),
    }),
  ),
  init: okBody(z.object({ upload_id: z.string(), object_name: z.string() })),
  part: okBody(part),
  listParts: okBody(z.object({ upload_id: z.string(), object_name: z.string(), parts: z.array(part) })),
  completeMultipartUpload: okBody(uploadedFileView),
  abortMultipartUpload: emptyBody,
};
