import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { dropSlices, listSlices, readSlices } from './s3-slices.ts';
import {
  type ByteRange,
  digestOf,
  type FileStorage,
  MAX_PART_NUMBER,
  measuring,
  type MultipartStart,
  newStorageKey,
  PartMismatchError,
  PartTooLargeError,
  STORAGE_KEY_RE,
  type StoredObject,
  type StoredPart,
  UPLOAD_ID_RE,
} from './storage.ts';

export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/** A presigned part URL works this long. */
export const PART_URL_TTL_SECONDS = 15 * 60;
const MARKERS = '.multipart/';
/** S3 refuses parts below 5 MiB (but the last) at completion. */
export const S3_MIN_PART = 5 * 1024 * 1024;

const notFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);
const noUpload = (err: unknown) => err instanceof S3ServiceException && err.name === 'NoSuchUpload';

/**
 * Objects in one S3-compatible bucket under the same server-made keys as the local driver.
 * Upload ids handed out are the driver's own 32 hex (derived from the key and the store's upload id), so the
 * routes treat both drivers alike; a marker object `.multipart/<id>` maps one back to the store's upload.
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly uploads = new Map<string, { key: string; s3Id: string }>();

  constructor(
    settings: S3Settings,
    private now: () => Date = () => new Date(),
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // no default CRC32 checksums: presigned part URLs must not ask the browser for them, and not every
      // S3-compatible store knows them
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private checkKey(key: string): string {
    if (!STORAGE_KEY_RE.test(key)) throw new Error('invalid storage key');
    return key;
  }

  async put(input: Readable | Buffer): Promise<StoredObject> {
    const key = newStorageKey(this.now());
    const { measure, result } = measuring();
    const source = Buffer.isBuffer(input) ? Readable.from([input]) : input;
    const body = source.pipe(measure);
    source.once('error', (err) => measure.destroy(err));
    // the length is unknown in advance: Upload sends one PutObject, or a multipart upload past 5 MiB
    await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: body } }).done();
    return { key, ...result() };
  }

  createReadStream(key: string, range?: ByteRange): Readable {
    const out = new PassThrough();
    this.client
      .send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.checkKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      .then((res) => pipeline(res.Body as Readable, out))
      .catch((err: unknown) => out.destroy(err as Error));
    return out;
  }

  async size(key: string): Promise<number | null> {
    if (!STORAGE_KEY_RE.test(key)) return null;
    try {
      return (await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))).ContentLength ?? null;
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checkKey(key) }));
  }

  private idOf(key: string, s3Id: string): string {
    return createHash('sha256').update(`${key}\n${s3Id}`).digest('hex').slice(0, 32);
  }

  private async upload(uploadId: string): Promise<{ key: string; s3Id: string }> {
    if (!UPLOAD_ID_RE.test(uploadId)) throw new Error('invalid upload id');
    const known = this.uploads.get(uploadId);
    if (known) return known;
    const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: MARKERS + uploadId }));
    const found = JSON.parse(await res.Body!.transformToString()) as { key: string; s3Id: string };
    this.checkKey(found.key);
    this.uploads.set(uploadId, found);
    return found;
  }

  async createMultipart(): Promise<MultipartStart> {
    const key = newStorageKey(this.now());
    const res = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key }));
    const s3Id = res.UploadId!;
    const uploadId = this.idOf(key, s3Id);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: MARKERS + uploadId,
        Body: JSON.stringify({ key, s3Id }),
        ContentType: 'application/json',
      }),
    );
    this.uploads.set(uploadId, { key, s3Id });
    return { uploadId, key };
  }

  /** Parts through the server are at most `maxBytes` (10 MiB): read into memory so the store gets their length. */
  async putPart(uploadId: string, partNumber: number, input: Readable, maxBytes: number): Promise<StoredPart> {
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER)
      throw new Error('invalid part number');
    const { key, s3Id } = await this.upload(uploadId);
    const chunks: Buffer[] = [];
    let size = 0;
    // past the limit the rest is read and dropped, so the client gets the refusal rather than a reset
    for await (const chunk of input as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    }
    if (size > maxBytes) throw new PartTooLargeError('part too large');
    const Body = Buffer.concat(chunks, size);
    if (maxBytes < S3_MIN_PART) {
      // slices (1 MiB) are below S3's minimum part size: kept as objects, joined into one part at completion
      const res = await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: `${this.slicePrefix(uploadId)}${partNumber}`,
          Body,
          ContentLength: size,
        }),
      );
      return { partNumber, eTag: res.ETag ?? '', size };
    }
    const res = await this.client.send(
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: s3Id,
        PartNumber: partNumber,
        Body,
        ContentLength: size,
      }),
    );
    return { partNumber, eTag: res.ETag ?? '', size };
  }

  private slices(uploadId: string): Promise<StoredPart[]> {
    return listSlices(this.client, this.bucket, this.slicePrefix(uploadId));
  }

  private slicePrefix(uploadId: string): string {
    if (!UPLOAD_ID_RE.test(uploadId)) throw new Error('invalid upload id');
    return `${MARKERS}${uploadId}/`;
  }

  /** The slices, in order, as the single part of the store's upload (one part has no minimum size). */
  private async joinSlices(
    uploadId: string,
    parts: readonly { partNumber: number; eTag: string }[],
    slices: StoredPart[],
  ): Promise<StoredObject> {
    const bare = (e: string) => e.replace(/"/g, '');
    const byNumber = new Map(slices.map((p) => [p.partNumber, p]));
    const size = parts.reduce((sum, p) => {
      const have = byNumber.get(p.partNumber);
      if (!have || bare(have.eTag) !== bare(p.eTag)) throw new PartMismatchError(`part ${p.partNumber} differs`);
      return sum + have.size;
    }, 0);
    const { key, s3Id } = await this.upload(uploadId);
    const hash = createHash('sha256');
    const body = readSlices(this.client, this.bucket, this.slicePrefix(uploadId), parts, hash);
    const joined = await this.client.send(
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: s3Id,
        PartNumber: 1,
        Body: body,
        ContentLength: size,
      }),
    );
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: s3Id,
        MultipartUpload: { Parts: [{ PartNumber: 1, ETag: joined.ETag }] },
      }),
    );
    await dropSlices(this.client, this.bucket, this.slicePrefix(uploadId), slices);
    await this.dropMarker(uploadId);
    return { key, size, sha256: hash.digest('hex') };
  }

  async listParts(uploadId: string): Promise<StoredPart[]> {
    const slices = await this.slices(uploadId);
    if (slices.length > 0) return slices;
    const { key, s3Id } = await this.upload(uploadId);
    const parts: StoredPart[] = [];
    let marker: string | undefined;
    do {
      const res = await this.client.send(
        new ListPartsCommand({ Bucket: this.bucket, Key: key, UploadId: s3Id, PartNumberMarker: marker }),
      );
      for (const p of res.Parts ?? []) parts.push({ partNumber: p.PartNumber!, eTag: p.ETag ?? '', size: p.Size ?? 0 });
      marker = res.IsTruncated ? res.NextPartNumberMarker : undefined;
    } while (marker);
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  /**
   * Parts 1..n in order; the store checks the eTags (and its minimum part size). The SHA-256 is computed by
   * reading the assembled object back once: the store keeps no whole-object SHA-256 of a multipart upload.
   */
  async completeMultipart(
    uploadId: string,
    parts: readonly { partNumber: number; eTag: string }[],
  ): Promise<StoredObject> {
    if (parts.length === 0) throw new PartMismatchError('no parts');
    parts.forEach((p, i) => {
      if (p.partNumber !== i + 1) throw new PartMismatchError('parts must be 1..n in order');
    });
    const slices = await this.slices(uploadId);
    if (slices.length > 0) return this.joinSlices(uploadId, parts, slices);
    const { key, s3Id } = await this.upload(uploadId);
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: s3Id,
          MultipartUpload: {
            Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: `"${p.eTag.replace(/"/g, '')}"` })),
          },
        }),
      );
    } catch (err) {
      if (err instanceof S3ServiceException && ['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall'].includes(err.name))
        throw new PartMismatchError(err.message);
      throw err;
    }
    await this.dropMarker(uploadId);
    return { key, ...(await digestOf(this.createReadStream(key) as AsyncIterable<Buffer>)) };
  }

  async abortMultipart(uploadId: string): Promise<void> {
    const found = await this.upload(uploadId).catch((err: unknown) => {
      if (notFound(err)) return null;
      throw err;
    });
    if (found) {
      try {
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: found.key, UploadId: found.s3Id }),
        );
      } catch (err) {
        if (!noUpload(err)) throw err;
      }
    }
    await dropSlices(this.client, this.bucket, this.slicePrefix(uploadId), await this.slices(uploadId));
    await this.dropMarker(uploadId);
  }

  private async dropMarker(uploadId: string) {
    this.uploads.delete(uploadId);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: MARKERS + uploadId }));
  }

  /** The store's unfinished uploads under server-made keys (so also those whose marker was never written). */
  async listMultipartUploads(): Promise<{ uploadId: string; startedAt: Date }[]> {
    const out: { uploadId: string; startedAt: Date }[] = [];
    let keyMarker: string | undefined;
    let idMarker: string | undefined;
    do {
      const res = await this.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.bucket, KeyMarker: keyMarker, UploadIdMarker: idMarker }),
      );
      for (const u of res.Uploads ?? []) {
        if (!u.Key || !u.UploadId || !STORAGE_KEY_RE.test(u.Key)) continue;
        const uploadId = this.idOf(u.Key, u.UploadId);
        this.uploads.set(uploadId, { key: u.Key, s3Id: u.UploadId });
        out.push({ uploadId, startedAt: u.Initiated ?? new Date(0) });
      }
      [keyMarker, idMarker] = res.IsTruncated ? [res.NextKeyMarker, res.NextUploadIdMarker] : [undefined, undefined];
    } while (keyMarker);
    return out;
  }

  /** A presigned UploadPart URL; `Content-Length` is signed, so the store refuses a part of any other size. */
  async partUploadUrl(uploadId: string, partNumber: number, size: number): Promise<string> {
    const { key, s3Id } = await this.upload(uploadId);
    return getSignedUrl(
      this.client,
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: s3Id,
        PartNumber: partNumber,
        ContentLength: size,
      }),
      {
        expiresIn: PART_URL_TTL_SECONDS,
        signableHeaders: new Set(['content-length']),
      },
    );
  }
}
