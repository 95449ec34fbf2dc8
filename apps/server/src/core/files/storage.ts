import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_PART_NUMBER, STORAGE_KEY_RE, UPLOAD_ID_RE } from '@suwork/domain/routes';
import { MANIFEST, objectBytes, objectSize, PartsHasher, type Manifest } from './local-objects.ts';

// defined with the upload routes' request schemas (domain routes/files.ts), which check the same keys, ids and parts
export { MAX_PART_NUMBER, STORAGE_KEY_RE, UPLOAD_ID_RE };

export type ByteRange = { start: number; end: number };

export type StoredObject = { key: string; size: number; sha256: string };

export type StoredPart = { partNumber: number; eTag: string; size: number };
export type MultipartStart = { uploadId: string; key: string };

/** A part's bytes went past the allowed size; nothing of it is kept. */
export class PartTooLargeError extends Error {}
/** The parts named at completion are missing, out of order or carry another eTag. */
export class PartMismatchError extends Error {}

/** Where file bytes live: the local driver below, or the S3-compatible one (`s3-storage.ts`). */
export type FileStorage = {
  put: (input: Readable | Buffer) => Promise<StoredObject>;
  /** the whole object, or the bytes start..end (both inclusive) */
  createReadStream: (key: string, range?: ByteRange) => Readable;
  /** bytes of a stored object, or null when there is none */
  size: (key: string) => Promise<number | null>;
  remove: (key: string) => Promise<void>;
  /** S3-style multipart upload: init, parts (streamed), complete or abort. */
  createMultipart: () => Promise<MultipartStart>;
  putPart: (uploadId: string, partNumber: number, input: Readable, maxBytes: number) => Promise<StoredPart>;
  listParts: (uploadId: string) => Promise<StoredPart[]>;
  completeMultipart: (
    uploadId: string,
    parts: readonly { partNumber: number; eTag: string }[],
  ) => Promise<StoredObject>;
  abortMultipart: (uploadId: string) => Promise<void>;
  /** every multipart upload the store holds, with when it started */
  listMultipartUploads: () => Promise<{ uploadId: string; startedAt: Date }[]>;
  /** a URL the browser sends one part of exactly `size` bytes to, when the store takes parts directly */
  partUploadUrl?: (uploadId: string, partNumber: number, size: number) => Promise<string>;
};

/** What the local driver keeps of a stored part: `slot` is the part size it was allowed, `file` holds its bytes. */
type PartFile = StoredPart & { slot: number; file: string };

/** The size and SHA-256 of bytes read once (an assembled object read back). */
export async function digestOf(chunks: AsyncIterable<Buffer>): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of chunks) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A pass-through that counts the bytes and hashes them (SHA-256) on their way to storage. */
export function measuring(): { measure: Transform; result: () => { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { measure, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** A new key `YYYY/MM/<24 hex>` (UTC month of `at`). */
export const newStorageKey = (at: Date) =>
  `${at.getUTCFullYear()}/${pad(at.getUTCMonth() + 1)}/${randomBytes(12).toString('hex')}`;

/** Objects as files under one folder (`<dataDir>/files`); written to a temporary file first, then moved in place. */
export class LocalStorage implements FileStorage {
  readonly root: string;

  constructor(
    root: string,
    private now: () => Date = () => new Date(),
  ) {
    this.root = path.resolve(root);
  }

  newKey(): string {
    return newStorageKey(this.now());
  }

  /** The file of a key; anything that is not a well-formed key, or that would leave the root, is refused. */
  pathOf(key: string): string {
    if (!STORAGE_KEY_RE.test(key)) throw new Error('invalid storage key');
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error('invalid storage key');
    return full;
  }

  async put(input: Readable | Buffer): Promise<StoredObject> {
    const key = this.newKey();
    const target = this.pathOf(key);
    const tmpDir = path.join(this.root, '.tmp');
    await fsp.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomBytes(12).toString('hex'));
    const { measure, result } = measuring();
    try {
      const source = Buffer.isBuffer(input) ? Readable.from([input]) : input;
      await pipeline(source, measure, fs.createWriteStream(tmp, { flags: 'wx' }));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(tmp, target);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
    return { key, ...result() };
  }

  createReadStream(key: string, range?: ByteRange): Readable {
    return Readable.from(objectBytes(this.pathOf(key), range), { objectMode: false });
  }

  async size(key: string): Promise<number | null> {
    return STORAGE_KEY_RE.test(key) ? objectSize(this.pathOf(key)) : null;
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { recursive: true, force: true });
  }

  /**
   * `<root>/.multipart/<uploadId>/`: `upload.json` (the key), and per stored part its bytes in a file of their own
   * (`<n>.<nonce>.part`, a new name for each version, so a part being read is never rewritten under the reader)
   * and `<n>.json` (eTag, size, file). Completing moves the folder in place as the object (`local-objects.ts`).
   */
  private uploadDir(uploadId: string): string {
    if (!UPLOAD_ID_RE.test(uploadId)) throw new Error('invalid upload id');
    return path.join(this.root, '.multipart', uploadId);
  }

  private async uploadMeta(uploadId: string): Promise<{ key: string; startedAt: Date }> {
    const meta = JSON.parse(await fsp.readFile(path.join(this.uploadDir(uploadId), 'upload.json'), 'utf8')) as {
      key: string;
      started_at?: string;
    };
    return { key: meta.key, startedAt: new Date(meta.started_at ?? 0) };
  }

  private async uploadKey(uploadId: string): Promise<string> {
    const { key } = await this.uploadMeta(uploadId);
    this.pathOf(key);
    return key;
  }

  /** The whole-file SHA-256 of each upload in progress on this instance, extended as its parts come in. */
  private hashers = new Map<string, PartsHasher>();

  private hasherOf(uploadId: string): PartsHasher {
    let h = this.hashers.get(uploadId);
    if (!h) {
      const dir = this.uploadDir(uploadId);
      h = new PartsHasher(async (n) => {
        const record = await this.partRecord(dir, n);
        return record && { partNumber: n, eTag: record.eTag, file: path.join(dir, record.file) };
      });
      this.hashers.set(uploadId, h);
    }
    return h;
  }

  /** A stored part's record; none when missing, or written by an older layout without a file of its own (sent again). */
  private async partRecord(dir: string, partNumber: number): Promise<PartFile | null> {
    try {
      const record = JSON.parse(await fsp.readFile(path.join(dir, `${partNumber}.json`), 'utf8')) as Partial<PartFile>;
      return typeof record.file === 'string' ? (record as PartFile) : null;
    } catch {
      return null;
    }
  }

  async createMultipart(): Promise<MultipartStart> {
    const uploadId = randomBytes(16).toString('hex');
    const key = this.newKey();
    const dir = this.uploadDir(uploadId);
    await fsp.mkdir(dir, { recursive: true });
    await fsp.writeFile(path.join(dir, 'upload.json'), JSON.stringify({ key, started_at: this.now().toISOString() }));
    return { uploadId, key };
  }

  /** A part is at most `maxBytes`; every part but the last must be exactly that for the upload to complete. */
  async putPart(uploadId: string, partNumber: number, input: Readable, maxBytes: number): Promise<StoredPart> {
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER)
      throw new Error('invalid part number');
    const dir = this.uploadDir(uploadId);
    await this.uploadKey(uploadId);
    let size = 0;
    // past the limit the rest is read and dropped rather than failing the stream: failing would tear down the
    // request, and the client would get a reset connection instead of the refusal
    const measure = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(null, size > maxBytes ? undefined : chunk);
      },
    });
    const file = `${partNumber}.${randomBytes(6).toString('hex')}.part`;
    try {
      // a large write buffer keeps the socket flowing while the disk catches up
      await pipeline(
        input,
        measure,
        fs.createWriteStream(path.join(dir, file), { flags: 'wx', highWaterMark: 4 << 20 }),
      );
      if (size > maxBytes) throw new PartTooLargeError('part too large');
    } catch (err) {
      await fsp.rm(path.join(dir, file), { force: true });
      throw err;
    }
    const previous = await this.partRecord(dir, partNumber);
    // the eTag names this version of the part (S3 treats eTags as opaque): hashing each part as it streams in
    // would hold up the socket, and the content is checked once, by the whole file's SHA-256
    const part: PartFile = { partNumber, eTag: `"${randomBytes(16).toString('hex')}"`, size, slot: maxBytes, file };
    // written aside and renamed: a reader sees the old record or the new one, never half of one
    const tmp = path.join(dir, `${partNumber}.json.${randomBytes(4).toString('hex')}`);
    await fsp.writeFile(tmp, JSON.stringify(part));
    await fsp.rename(tmp, path.join(dir, `${partNumber}.json`));
    if (previous && previous.file !== file) await fsp.rm(path.join(dir, previous.file), { force: true });
    this.hasherOf(uploadId).stored(partNumber);
    return { partNumber, eTag: part.eTag, size };
  }

  async listParts(uploadId: string): Promise<StoredPart[]> {
    return (await this.partRecords(uploadId)).map(({ partNumber, eTag, size }) => ({ partNumber, eTag, size }));
  }

  private async partRecords(uploadId: string): Promise<PartFile[]> {
    const dir = this.uploadDir(uploadId);
    await this.uploadKey(uploadId);
    const numbers = (await fsp.readdir(dir)).flatMap((n) => /^(\d+)\.json$/.exec(n)?.[1] ?? []).map(Number);
    const parts = await Promise.all(numbers.map((n) => this.partRecord(dir, n)));
    return parts.filter((p) => p !== null).sort((a, b) => a.partNumber - b.partNumber);
  }

  /**
   * Completes the upload with parts 1..n as listed (eTags as stored, every part but the last full): the folder of
   * parts becomes the object (a single part is moved as a plain file), with the SHA-256 hashed as the parts came in.
   */
  async completeMultipart(
    uploadId: string,
    parts: readonly { partNumber: number; eTag: string }[],
  ): Promise<StoredObject> {
    const dir = this.uploadDir(uploadId);
    const key = await this.uploadKey(uploadId);
    const stored = new Map((await this.partRecords(uploadId)).map((p) => [p.partNumber, p]));
    const bare = (e: string) => e.replace(/"/g, '').toLowerCase();
    if (parts.length === 0) throw new PartMismatchError('no parts');
    const used = parts.map((p, i) => {
      const have = stored.get(p.partNumber);
      if (p.partNumber !== i + 1) throw new PartMismatchError('parts must be 1..n in order');
      if (!have || bare(have.eTag) !== bare(p.eTag)) throw new PartMismatchError(`part ${p.partNumber} differs`);
      if (i < parts.length - 1 && have.size !== have.slot) throw new PartMismatchError(`part ${p.partNumber} is short`);
      return have;
    });
    const manifest: Manifest = {
      size: used.reduce((sum, p) => sum + p.size, 0),
      parts: used.map((p) => ({ file: p.file, size: p.size })),
    };
    await fsp.writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest));
    // hashed as the parts came in; read again only when this instance did not see them all
    const sha256 =
      (await this.hasherOf(uploadId).digestFor(used.map((p) => p.eTag))) ?? (await digestOf(objectBytes(dir))).sha256;
    this.hashers.delete(uploadId);
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    if (used.length === 1) {
      await fsp.rename(path.join(dir, used[0].file), target);
      await fsp.rm(dir, { recursive: true, force: true });
    } else {
      // records and parts not named (a part uploaded but left out) are dropped before the folder moves
      const keep = new Set([MANIFEST, ...manifest.parts.map((p) => p.file)]);
      for (const name of await fsp.readdir(dir))
        if (!keep.has(name)) await fsp.rm(path.join(dir, name), { force: true });
      await fsp.rename(dir, target);
    }
    return { key, size: manifest.size, sha256 };
  }

  async listMultipartUploads(): Promise<{ uploadId: string; startedAt: Date }[]> {
    const ids = await fsp.readdir(path.join(this.root, '.multipart')).catch(() => [] as string[]);
    const out: { uploadId: string; startedAt: Date }[] = [];
    for (const uploadId of ids.filter((id) => UPLOAD_ID_RE.test(id))) {
      // an upload whose record cannot be read counts as started long ago
      out.push({ uploadId, startedAt: (await this.uploadMeta(uploadId).catch(() => null))?.startedAt ?? new Date(0) });
    }
    return out;
  }

  async abortMultipart(uploadId: string): Promise<void> {
    this.hashers.get(uploadId)?.drop();
    this.hashers.delete(uploadId);
    await fsp.rm(this.uploadDir(uploadId), { recursive: true, force: true });
  }
}
