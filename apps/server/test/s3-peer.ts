import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import type { S3Settings } from '../src/core/files/s3-storage.ts';

type Peer = { run: () => Promise<AddressInfo>; close: () => Promise<void> };

/** A fake S3 server (s3rver) on a free port with a temporary folder and one bucket; closed after the file's tests. */
export async function startS3Peer(bucket = 'suwork-test'): Promise<S3Settings> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-s3-'));
  const peer = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  }) as Peer;
  const { port } = await peer.run();
  afterAll(async () => {
    await peer.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
}
