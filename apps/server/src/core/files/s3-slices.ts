import type { Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { StoredPart } from './storage.ts';

/**
 * Parts below S3's 5 MiB minimum (1 MiB slices) kept as objects `<prefix><n>` until completion joins them.
 * `prefix` is the upload's folder, `.multipart/<id>/`.
 */
export async function listSlices(client: S3Client, bucket: string, prefix: string): Promise<StoredPart[]> {
  const parts: StoredPart[] = [];
  let token: string | undefined;
  do {
    const res = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const o of res.Contents ?? []) {
      const n = Number(o.Key!.slice(prefix.length));
      if (Number.isInteger(n) && n >= 1) parts.push({ partNumber: n, eTag: o.ETag ?? '', size: o.Size ?? 0 });
    }
    token = res.IsTruncated ? res.NextContinuationToken : undefined;
  } while (token);
  return parts.sort((a, b) => a.partNumber - b.partNumber);
}

export async function dropSlices(
  client: S3Client,
  bucket: string,
  prefix: string,
  parts: readonly StoredPart[],
): Promise<void> {
  for (let i = 0; i < parts.length; i += 1000) {
    const Objects = parts.slice(i, i + 1000).map((p) => ({ Key: `${prefix}${p.partNumber}` }));
    await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }));
  }
}

/** The slices' bytes in the order given, fed to `hash` on the way. */
export function readSlices(
  client: S3Client,
  bucket: string,
  prefix: string,
  parts: readonly { partNumber: number }[],
  hash: Hash,
): Readable {
  return Readable.from(
    (async function* () {
      for (const p of parts) {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${p.partNumber}` }));
        for await (const chunk of res.Body as AsyncIterable<Buffer>) {
          hash.update(chunk);
          yield chunk;
        }
      }
    })(),
  );
}
