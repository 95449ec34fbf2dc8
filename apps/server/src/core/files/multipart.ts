import { ERR } from '@suwork/domain';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ApiError, fail, invalid } from '../envelope.ts';

export type FilePart = { filename: string; mimetype: string; stream: Readable };

export type MultipartOptions<T> = {
  /** bytes allowed for the file */
  maxBytes: number;
  /** message when the file is larger */
  tooLarge: string;
  /** the field that carries the file (default `file`) */
  fileField?: string;
  /** consumes the stream of the file part (stores it, buffers it...) */
  onFile: (part: FilePart) => Promise<T>;
  /** undoes onFile when the request turns out to be refused */
  discard?: (value: T) => Promise<void>;
};

export type MultipartResult<T> = { file: T | undefined; fields: Record<string, string> };

/** The multipart field that carries the file. */
export const FILE_FIELD = 'file';

const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: '一次只能上传一个文件',
  FST_PARTS_LIMIT: '上传表单的字段过多',
  FST_FIELDS_LIMIT: '上传表单的字段过多',
};

function translate(err: unknown, tooLarge: string): ApiError {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fail(ERR.tooLarge, tooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return fail(ERR.unsupportedType, '请以 multipart/form-data 方式上传文件');
  return invalid(LIMIT_MESSAGES[code] ?? '上传数据格式错误，请重新上传');
}

/**
 * Reads a multipart request: the `file` part goes to onFile, other fields are collected as text.
 * A file above maxBytes is refused with `tooLarge` and whatever onFile produced is discarded.
 */
export async function readMultipart<T>(req: FastifyRequest, opts: MultipartOptions<T>): Promise<MultipartResult<T>> {
  if (!req.isMultipart()) throw fail(ERR.unsupportedType, '请以 multipart/form-data 方式上传文件（字段 file）');
  const fields: Record<string, string> = {};
  let file: T | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: opts.maxBytes } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== (opts.fileField ?? FILE_FIELD) || file !== undefined) {
        part.file.resume();
        continue;
      }
      const value = await opts.onFile({ filename: part.filename, mimetype: part.mimetype, stream: part.file });
      if (part.file.truncated) {
        await opts.discard?.(value);
        throw fail(ERR.tooLarge, opts.tooLarge);
      }
      file = value;
    }
  } catch (err) {
    if (file !== undefined) await opts.discard?.(file);
    throw translate(err, opts.tooLarge);
  }
  return { file, fields };
}

/** Collects a part into memory (used for imports, whose size is already bounded). */
export async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
