import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../src/core/files/s3-storage.ts';
import { uploads } from '../src/modules/files/files.tables.ts';
import { CLEANUP_JOB } from '../src/modules/files/upload-sessions.ts';
import { ADMIN, SALES, createTestApp, type TestContext } from './harness.ts';
import { multipartLedger } from './s3-multipart-ledger.ts';
import { startS3Peer } from './s3-peer.ts';
import { getRaw, postMultipart } from './upload-helpers.ts';

const s3 = await startS3Peer();
const MIB = 1024 * 1024;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function app(maxUploadBytes?: number): Promise<{ t: TestContext; token: string }> {
  const t = await createTestApp({ s3, ...(maxUploadBytes ? { maxUploadBytes } : {}) });
  afterAll(() => t.close());
  return { t, token: await t.login(ADMIN) };
}
const { t, token } = await app();
const small = await app(6 * MIB);
// what s3rver cannot do (ListParts, AbortMultipartUpload, ListMultipartUploads) is answered from a ledger
const ledger = multipartLedger(2, () => t.clock.now());
for (const a of [t, small.t]) ledger.attach((a.app.storage as S3Storage).client);

type Sign = {
  Authorization: string;
  Date: string;
  'content-type': string;
  url: string;
  headers: Record<string, string>;
};
type Start = { upload_id: string; object_name: string };
type Saved = { id: number; name: string; url: string; attachment_id: number; title: string };

async function init({ t, token }: { t: TestContext; token: string }): Promise<Start> {
  const s = (await t.call<Sign>('GET', '/api/oss/getPutSign', { token, query: { method: 'INIT' } })).body.data;
  return (
    await t.app.inject({
      method: 'POST',
      url: s.url,
      headers: { ...s.headers, 'content-type': s.headers['Content-Type'] },
    })
  ).json().data;
}

/** A part sent the way the browser sends it: straight to the presigned URL, the eTag from the ETag header. */
async function putDirect(
  { t, token }: { t: TestContext; token: string },
  up: Start,
  partNumber: number,
  bytes: Buffer,
) {
  const s = (
    await t.call<Sign>('GET', '/api/oss/getPutSign', {
      token,
      query: { method: 'PUT', object: up.object_name, part_number: partNumber, size: bytes.length },
    })
  ).body.data;
  expect(s.url.startsWith(`${s3.endpoint}/${s3.bucket}/${up.object_name}?`)).toBe(true);
  expect(s.headers).toEqual({});
  const res = await fetch(s.url, { method: 'PUT', headers: s.headers, body: new Uint8Array(bytes) });
  expect(res.status).toBe(200);
  ledger.presigned(s.url, res.headers.get('etag')!, bytes.length);
  return { partNumber, eTag: res.headers.get('etag')! };
}

const complete = (
  { t, token }: { t: TestContext; token: string },
  up: Start,
  parts: { partNumber: number; eTag: string }[],
  hash?: string,
) =>
  t.call<Saved>('POST', '/api/oss/completeMultipartUpload', {
    token,
    body: { upload_id: up.upload_id, origin_name: '合同.zip', object_name: up.object_name, body_arr: parts, hash },
  });

describe('uploads with the S3 driver (against s3rver)', () => {
  it('the server uses S3Storage when S3 settings are given', () => {
    expect(t.app.storage).toBeInstanceOf(S3Storage);
  });

  it('sends parts straight to the object store through presigned URLs, then completes and serves the file', async () => {
    const big = randomBytes(5 * MIB + 4321);
    const up = await init({ t, token });
    expect(up.upload_id).toMatch(/^[0-9a-f]{32}$/);
    const parts = [
      await putDirect({ t, token }, up, 1, big.subarray(0, 5 * MIB)),
      await putDirect({ t, token }, up, 2, big.subarray(5 * MIB)),
    ];
    const res = await complete({ t, token }, up, parts, sha(big));
    expect(res.body.code).toBe(0);
    const file = await getRaw(t, `/api/Upload/file?id=${res.body.data.id}&download=1`, token);
    expect(file.status).toBe(200);
    expect(file.body.equals(big)).toBe(true);
    const ranged = await t.app.inject({
      method: 'GET',
      url: `/api/Upload/file?id=${res.body.data.id}`,
      headers: { authorization: `Bearer ${token}`, range: 'bytes=5242878-5242881' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(big.subarray(5 * MIB - 2, 5 * MIB + 2))).toBe(true);
    // the same bytes again complete at once
    const known = await t.call<{ exists: boolean }>('POST', '/api/Oss/hash', {
      token,
      body: { hash: sha(big), fileName: '副本.zip' },
    });
    expect(known.body.data.exists).toBe(true);
  });

  it('a presigned URL needs the part number and size, and only the owner of the upload gets one', async () => {
    const up = await init({ t, token });
    const bare = await t.call('GET', '/api/oss/getPutSign', {
      token,
      query: { method: 'PUT', object: up.object_name },
    });
    expect(bare.body.msg).toBe('请提供分片序号（part_number）和分片大小（size）');
    const tooBig = await t.call('GET', '/api/oss/getPutSign', {
      token,
      query: { method: 'PUT', object: up.object_name, part_number: 1, size: 10_485_761 },
    });
    expect(tooBig.body.msg).toBe('分片大小不能超过 10485760 字节');
    const stranger = await t.call('GET', '/api/oss/getPutSign', {
      token: await t.login(SALES),
      query: { method: 'PUT', object: up.object_name, part_number: 1, size: 10 },
    });
    expect(stranger.body.msg).toBe('上传任务不存在或已过期，请重新上传');
  });

  it('a wrong hash is refused and the assembled object removed', async () => {
    const bytes = randomBytes(1000);
    const up = await init({ t, token });
    const res = await complete({ t, token }, up, [await putDirect({ t, token }, up, 1, bytes)], 'f'.repeat(64));
    expect(res.body.msg).toBe('文件校验失败（哈希不一致），请重新上传');
    expect(await t.app.storage.size(up.object_name)).toBeNull();
  });

  it('parts sent past the server still meet the file size limit: checked on the assembled object', async () => {
    const up = await init(small);
    const parts = [
      await putDirect(small, up, 1, randomBytes(5 * MIB)),
      await putDirect(small, up, 2, randomBytes(2 * MIB)),
    ];
    const res = await complete(small, up, parts);
    expect(res.body.msg).toBe('文件大小超过上限，单个文件最大 6MB');
    expect(await small.t.app.storage.size(up.object_name)).toBeNull();
  });

  it('single-request uploads (doUpload) are stored in the bucket', async () => {
    const bytes = randomBytes(70_000);
    const res = await postMultipart(t, '/api/Upload/doUpload', token, [
      { name: 'file', file: bytes, filename: '报告.pdf', type: 'application/pdf' },
    ]);
    const saved = res.json<Saved>();
    expect(saved.code).toBe(0);
    expect((await getRaw(t, `/api/Upload/file?id=${saved.data.id}&download=1`, token)).body.equals(bytes)).toBe(true);
  });
});

describe('resume, slices and clean-up with the S3 driver', () => {
  it('resumes: oss/listParts answers the parts already in the store, and the client sends only the rest', async () => {
    const big = randomBytes(5 * MIB + 999);
    const up = await init({ t, token });
    const first = await putDirect({ t, token }, up, 1, big.subarray(0, 5 * MIB));
    const listed = await t.call<{ parts: { partNumber: number; eTag: string; size: number }[] }>(
      'GET',
      '/api/oss/listParts',
      { token, query: { upload_id: up.upload_id } },
    );
    expect(listed.body.data.parts).toEqual([{ partNumber: 1, eTag: first.eTag, size: 5 * MIB }]);
    const second = await putDirect({ t, token }, up, 2, big.subarray(5 * MIB));
    const res = await complete({ t, token }, up, [first, second], sha(big));
    expect(res.body.code, res.body.msg).toBe(0);
    expect((await getRaw(t, `/api/Upload/file?id=${res.body.data.id}&download=1`, token)).body.equals(big)).toBe(true);
  });

  it('slice upload keeps 1 MiB chunks in the bucket and joins them at the last', async () => {
    const content = randomBytes(MIB * 2 + 77);
    const chunks = [content.subarray(0, MIB), content.subarray(MIB, 2 * MIB), content.subarray(2 * MIB)];
    const send = (i: number, tmp: string) =>
      postMultipart(t, '/api/upload/sliceUploadAndSave', token, [
        { name: 'resource_chunk', file: chunks[i], filename: 'blob' },
        ...Object.entries({
          resource_type: 'file',
          chunk_total: '3',
          chunk_index: String(i),
          resource_temp_path: tmp,
          resource_name: '录像.mp4',
        }).map(([name, value]) => ({ name, value })),
      ]);
    const tmp = (await send(0, '')).json<{ resource_temp_path: string }>().data.resource_temp_path;
    expect((await send(1, tmp)).json().code).toBe(0);
    const last = (await send(2, tmp)).json<Saved>();
    expect(last.code, last.msg).toBe(0);
    expect((await getRaw(t, last.data.url, token)).body.equals(content)).toBe(true);
  });

  it('the clean-up job aborts uploads abandoned for 24 hours, and stray ones without a record', async () => {
    const up = await init({ t, token });
    await putDirect({ t, token }, up, 1, randomBytes(100));
    const stray = await t.app.storage.createMultipart!();
    const storage = t.app.storage as S3Storage;
    const unfinished = async () => (await storage.listMultipartUploads()).map((u) => u.uploadId);
    await t.app.jobs.runNow(CLEANUP_JOB);
    expect(await unfinished()).toEqual(expect.arrayContaining([up.upload_id, stray.uploadId]));
    t.clock.advance(25 * 3600_000);
    await t.app.jobs.runNow(CLEANUP_JOB);
    const left = await unfinished();
    expect(left).not.toContain(up.upload_id);
    expect(left).not.toContain(stray.uploadId);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.upload_id, up.upload_id))).toEqual([]);
  });
});
