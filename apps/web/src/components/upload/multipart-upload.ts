import { MSG } from '@suwork/domain';
import { fileRoutes, OSS_PART_SIZE, type AnswerData } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';
import { http } from '../../api/http.ts';
import { hashFile } from './file-hash.ts';
import { toUploaded, type UploadedFile } from './upload-api.ts';

/** Bytes of each part (the last may be smaller). */
export const PART_SIZE = OSS_PART_SIZE;
/** A 10 MiB part may take this long on a slow line. */
const PART_TIMEOUT_MS = 10 * 60_000;
/** Parts in flight at once. */
const PARALLEL = 3;
const CONTENT_TYPE = 'application/octet-stream';
const RESUME_PREFIX = 'suwork.upload.';

type Listed = AnswerData<typeof fileRoutes.listParts>;
/** An upload in progress: what the object endpoint's init answers. */
type Started = Pick<Listed, 'upload_id' | 'object_name'>;
type Part = Listed['parts'][number];

/** A part failed: the others were cancelled. */
export class PartUploadError extends Error {
  constructor() {
    super(MSG.chunkUploadFailed);
  }
}

/** Uploads in progress, by file hash, so a reload or reconnect resumes instead of starting over. */
const resumeStore = {
  get: (hash: string): Started | null => {
    try {
      return JSON.parse(localStorage.getItem(RESUME_PREFIX + hash) ?? 'null') as Started | null;
    } catch {
      return null;
    }
  },
  set: (hash: string, s: Started) => localStorage.setItem(RESUME_PREFIX + hash, JSON.stringify(s)),
  drop: (hash: string) => localStorage.removeItem(RESUME_PREFIX + hash),
};

async function signed(method: 'INIT' | 'PUT', object = '', part?: { part_number: number; size: number }) {
  const s = (
    await call(fileRoutes.getPutSign, { method, object, content_type: CONTENT_TYPE, ...part }, { silent: true })
  ).data;
  // the headers to send; built from the signature's fields when an answer leaves them out
  const headers: Record<string, string> | undefined = s.headers;
  return {
    url: s.url,
    headers: headers ?? { Authorization: s.Authorization, 'x-oss-date': s.Date, 'Content-Type': s['content-type'] },
  };
}

/**
 * One part to the URL getPutSign gave: the server's own object endpoint (an envelope answer), or, when the URL
 * is absolute, the object store itself (a presigned URL; the session token is not sent there, the eTag comes
 * back in the ETag header, which the bucket's CORS rules must expose).
 */
async function sendPart(
  put: { url: string; headers: Record<string, string> },
  body: Blob,
  signal: AbortSignal,
): Promise<string> {
  if (!/^https?:\/\//i.test(put.url))
    return (
      await http.put<Part>(put.url, body, { headers: put.headers, silent: true, signal, timeoutMs: PART_TIMEOUT_MS })
    ).data.eTag;
  const res = await fetch(put.url, {
    method: 'PUT',
    headers: put.headers,
    body,
    signal: AbortSignal.any([signal, AbortSignal.timeout(PART_TIMEOUT_MS)]),
  });
  const eTag = res.headers.get('etag');
  if (!res.ok || !eTag) throw new PartUploadError();
  return eTag;
}

async function startOrResume(hash: string): Promise<{ started: Started; stored: Part[] }> {
  const earlier = resumeStore.get(hash);
  if (earlier) {
    try {
      const listed = await call(fileRoutes.listParts, { upload_id: earlier.upload_id }, { silent: true });
      return { started: earlier, stored: listed.data.parts };
    } catch {
      resumeStore.drop(hash);
    }
  }
  const init = await signed('INIT');
  const started = (await http.post<Started>(init.url, undefined, { headers: init.headers, silent: true })).data;
  resumeStore.set(hash, started);
  return { started, stored: [] };
}

/**
 * Hash check (a file already uploaded completes at once at 100), then init, parts of 10485760 bytes
 * (those the server already holds are skipped), then completion. The first failed part cancels the rest.
 */
export async function uploadLargeFile(file: File, onProgress: (percent: number) => void): Promise<UploadedFile> {
  const hash = await hashFile(file);
  const known = (await call(fileRoutes.ossHash, { hash, fileName: file.name }, { silent: true })).data;
  if (known.exists) {
    onProgress(100);
    return toUploaded(known, file.name);
  }
  const { started, stored } = await startOrResume(hash);
  const count = Math.max(1, Math.ceil(file.size / PART_SIZE));
  const sizeOf = (n: number) => Math.min(PART_SIZE, file.size - (n - 1) * PART_SIZE);
  const eTags = new Map<number, string>();
  for (const p of stored) if (p.partNumber <= count && p.size === sizeOf(p.partNumber)) eTags.set(p.partNumber, p.eTag);
  let sent = [...eTags.keys()].reduce((sum, n) => sum + sizeOf(n), 0);
  const report = () => onProgress(Math.min(99, Math.floor((sent / Math.max(file.size, 1)) * 100)));
  report();

  const todo = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !eTags.has(n));
  const cancel = new AbortController();
  // each part's signature is asked for once; the part next in line is signed while the current ones are on their way
  const signatures = new Map<number, ReturnType<typeof signed>>();
  const signPart = (n: number) => {
    let put = signatures.get(n);
    if (!put) {
      put = signed('PUT', started.object_name, { part_number: n, size: sizeOf(n) });
      put.catch(() => undefined); // a refusal surfaces where the signature is awaited
      signatures.set(n, put);
    }
    return put;
  };
  const worker = async () => {
    for (let n = todo.shift(); n !== undefined && !cancel.signal.aborted; n = todo.shift()) {
      const put = signPart(n);
      if (todo[0] !== undefined) void signPart(todo[0]);
      const body = file.slice((n - 1) * PART_SIZE, (n - 1) * PART_SIZE + sizeOf(n));
      eTags.set(n, await sendPart(await put, body, cancel.signal));
      signatures.delete(n);
      sent += sizeOf(n);
      report();
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL, todo.length) }, () =>
        worker().catch((e: unknown) => {
          cancel.abort();
          throw e;
        }),
      ),
    );
  } catch {
    throw new PartUploadError();
  }

  const body_arr = [...eTags.entries()].sort((a, b) => a[0] - b[0]).map(([partNumber, eTag]) => ({ partNumber, eTag }));
  // refused or not, the upload is over: the next attempt starts afresh
  const done = await call(
    fileRoutes.completeMultipartUpload,
    { upload_id: started.upload_id, origin_name: file.name, object_name: started.object_name, body_arr, hash },
    { silent: true },
  ).finally(() => resumeStore.drop(hash));
  onProgress(100);
  return toUploaded(done.data, file.name);
}
