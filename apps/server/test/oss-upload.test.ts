import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../src/db/schema.ts';
import { uploads } from '../src/modules/files/files.tables.ts';
import { CLEANUP_JOB } from '../src/modules/files/upload-sessions.ts';
import { PART_SIZE } from '../src/modules/files/oss.routes.ts';
import { removeFileRecords } from '../src/modules/files/file-records.ts';
import { appForFile, SALES } from './harness.ts';
import { fileAddressOf, getRaw, postMultipart } from './upload-helpers.ts';

const { t, admin } = await appForFile();
const sales = await t.login(SALES);

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
type Sign = { Authorization: string; Date: string; 'content-type': string; url: string };
type Start = { upload_id: string; object_name: string };
type Part = { partNumber: number; eTag: string; size: number };
type Saved = { id: number; name: string; url: string; attachment_id: number; title: string };

async function sign(token: string, method: 'INIT' | 'PUT', object = '') {
  const res = await t.call<Sign>('GET', '/api/oss/getPutSign', {
    token,
    query: { method, object, content_type: 'application/octet-stream' },
  });
  return res.body;
}
const signedHeaders = (s: Sign) => ({
  authorization: s.Authorization,
  'x-oss-date': s.Date,
  'content-type': s['content-type'],
});

async function init(token: string): Promise<Start> {
  const s = (await sign(token, 'INIT')).data;
  const res = await t.app.inject({ method: 'POST', url: '/api/oss/object?uploads', headers: signedHeaders(s) });
  return res.json().data;
}

async function put(token: string, up: Start, partNumber: number, bytes: Buffer) {
  const s = (await sign(token, 'PUT', up.object_name)).data;
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/oss/object?partNumber=${partNumber}&uploadId=${up.upload_id}`,
    headers: signedHeaders(s),
    payload: bytes,
  });
  return {
    etag: res.headers.etag as string | undefined,
    body: res.json() as { code: number; msg: string; data: Part },
  };
}

const complete = (
  token: string,
  up: Start,
  name: string,
  parts: { partNumber: number; eTag: string }[],
  hash?: string,
) =>
  t.call<Saved>('POST', '/api/oss/completeMultipartUpload', {
    token,
    body: { upload_id: up.upload_id, origin_name: name, object_name: up.object_name, body_arr: parts, hash },
  });

const listParts = (token: string, up: Start) =>
  t.call<{ parts: Part[] }>('GET', '/api/oss/listParts', { token, query: { upload_id: up.upload_id } });

describe('object-store multipart upload', () => {
  const big = randomBytes(PART_SIZE + 12345);

  it('uploads in parts, resumes from the stored parts and assembles the file', async () => {
    const up = await init(admin);
    expect(up.upload_id).toMatch(/^[0-9a-f]{32}$/);
    const first = await put(admin, up, 1, big.subarray(0, PART_SIZE));
    expect(first.body.code).toBe(0);
    expect(first.etag).toMatch(/^"[0-9a-f]{32}"$/);

    // after a reconnect the client asks what is stored and sends only the rest
    const stored = (await listParts(admin, up)).body.data.parts;
    expect(stored).toEqual([{ partNumber: 1, eTag: first.etag, size: PART_SIZE }]);
    const second = await put(admin, up, 2, big.subarray(PART_SIZE));
    const res = await complete(
      admin,
      up,
      '季度\r\n"报表".zip',
      [
        { partNumber: 1, eTag: first.etag! },
        { partNumber: 2, eTag: second.etag! },
      ],
      sha(big),
    );
    expect(res.body.code).toBe(0);
    const saved = res.body.data;
    expect(saved.name).toBe('季度报表.zip');
    const file = await getRaw(t, saved.url, admin);
    expect(file.body.equals(big)).toBe(true);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="____.zip"; filename*=UTF-8''${encodeURIComponent('季度报表.zip')}`,
    );
    const [row] = await t.database.db.select().from(files).where(eq(files.id, saved.id));
    expect(row).toMatchObject({ size: big.length, hash: sha(big), ext: 'zip', user_id: 1 });
  });

  it('given the part number, getPutSign answers the complete part URL (the client sends to the URL as given)', async () => {
    const up = await init(admin);
    const s = await t.call<Sign & { headers: Record<string, string> }>('GET', '/api/oss/getPutSign', {
      token: admin,
      query: { method: 'PUT', object: up.object_name, part_number: 2, size: 3 },
    });
    expect(s.body.data.url).toBe(`/api/oss/object?partNumber=2&uploadId=${up.upload_id}`);
    expect(s.body.data.headers).toEqual({
      Authorization: s.body.data.Authorization,
      'x-oss-date': s.body.data.Date,
      'Content-Type': 'application/octet-stream',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: s.body.data.url,
      headers: s.body.data.headers,
      payload: Buffer.from('abc'),
    });
    expect(res.json().data).toMatchObject({ partNumber: 2, size: 3 });
  });

  it('refuses a wrong eTag, the eTag of a part since sent again, and a wrong hash', async () => {
    const up = await init(admin);
    const earlier = await put(admin, up, 1, Buffer.from('abx'));
    const part = await put(admin, up, 1, Buffer.from('abc'));
    expect(part.etag).not.toBe(earlier.etag);
    for (const eTag of ['"00000000000000000000000000000000"', earlier.etag!]) {
      const wrong = await complete(admin, up, 'a.txt', [{ partNumber: 1, eTag }]);
      expect(wrong.body.code).toBe(400);
      expect(wrong.body.msg).toContain('分片校验失败');
    }
    const badHash = await complete(admin, up, 'a.txt', [{ partNumber: 1, eTag: part.etag! }], sha(Buffer.from('abd')));
    expect(badHash.body.msg).toContain('文件校验失败');
  });

  it("refuses another member's upload at every step", async () => {
    const up = await init(admin);
    const part = await put(admin, up, 1, Buffer.from('secret'));
    expect((await sign(sales, 'PUT', up.object_name)).code).toBe(404);
    // a signature of one member does not open another member's upload
    const s = (await sign(sales, 'INIT')).data;
    const stolen = await t.app.inject({
      method: 'PUT',
      url: `/api/oss/object?partNumber=2&uploadId=${up.upload_id}`,
      headers: signedHeaders(s),
      payload: Buffer.from('x'),
    });
    expect(stolen.json().code).not.toBe(0);
    expect((await listParts(sales, up)).body.code).toBe(404);
    expect((await complete(sales, up, 'x.txt', [{ partNumber: 1, eTag: part.etag! }])).body.code).toBe(404);
    // a forged or missing signature
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/oss/object?uploads',
      headers: { ...signedHeaders(s), authorization: s.Authorization.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
    });
    expect(forged.json().code).toBe(4031);
    expect((await t.app.inject({ method: 'POST', url: '/api/oss/object?uploads' })).json().code).toBe(4031);
  });

  it('never lets the client choose a storage path', async () => {
    for (const object of ['../../etc/passwd', '2026/01/../../x', '/tmp/a']) {
      expect((await sign(admin, 'PUT', object)).code).toBe(400);
    }
    const bad = await t.call('POST', '/api/oss/completeMultipartUpload', {
      token: admin,
      body: { upload_id: '../x', origin_name: 'a', object_name: '../../a', body_arr: [{ partNumber: 1, eTag: 'x' }] },
    });
    expect(bad.body.code).toBe(400);
    const up = await init(admin);
    const s = (await sign(admin, 'PUT', up.object_name)).data;
    const zero = await t.app.inject({
      method: 'PUT',
      url: `/api/oss/object?partNumber=0&uploadId=${up.upload_id}`,
      headers: signedHeaders(s),
      payload: Buffer.from('x'),
    });
    expect(zero.json().code).toBe(400);
  });

  it('refuses a file above the configured size with a clear message', async () => {
    const saved = t.config.maxUploadBytes;
    t.config.maxUploadBytes = 10;
    try {
      const up = await init(admin);
      const res = await put(admin, up, 1, Buffer.alloc(11));
      expect(res.body.code).toBe(4131);
      expect(res.body.msg).toBe('文件大小超过上限，单个文件最大 10 字节');
      // a later part starts past the limit whatever came before it (every part but the last is full)
      const later = await put(admin, up, 2, Buffer.alloc(1));
      expect([later.body.code, later.body.msg]).toEqual([4131, '文件大小超过上限，单个文件最大 10 字节']);
    } finally {
      t.config.maxUploadBytes = saved;
    }
    const up = await init(admin);
    const over = await put(admin, up, 1, Buffer.alloc(PART_SIZE + 1));
    expect(over.body.msg).toBe(`分片大小不能超过 ${PART_SIZE} 字节`);
  });
});

describe('hash check', () => {
  it('completes a known file at once for its uploader, never for another member', async () => {
    const content = Buffer.from(`合同正文 ${randomBytes(8).toString('hex')}`);
    const first = await postMultipart(t, '/api/Upload/doUpload', admin, [
      { name: 'file', file: content, filename: '合同.pdf' },
    ]);
    const original = first.json<Saved>().data;

    const other = await t.call<{ exists: boolean }>('POST', '/api/Oss/hash', {
      token: sales,
      body: { hash: sha(content), fileName: '偷看.pdf' },
    });
    expect(other.body).toMatchObject({ code: 0, data: { exists: false } });

    const mine = await t.call<Saved & { exists: boolean }>('POST', '/api/Oss/hash', {
      token: admin,
      body: { hash: sha(content), fileName: '合同副本.pdf' },
    });
    expect(mine.body.code).toBe(0);
    expect(mine.body.data).toMatchObject({ exists: true, name: '合同副本.pdf', title: '合同副本.pdf' });
    expect(mine.body.data.id).not.toBe(original.id);
    expect((await getRaw(t, mine.body.data.url, admin)).body.equals(content)).toBe(true);

    // removing one record keeps the bytes the other still uses
    await removeFileRecords(t.database.db, t.app.storage, [original.id]);
    expect((await getRaw(t, mine.body.data.url, admin)).body.equals(content)).toBe(true);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, mine.body.data.id));
    await removeFileRecords(t.database.db, t.app.storage, [mine.body.data.id]);
    expect(await t.app.storage.size(row.storage_key)).toBeNull();
  });

  it('validates the hash and the name', async () => {
    const res = await t.call('POST', '/api/Oss/hash', { token: admin, body: { hash: 'ABC', fileName: '' } });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toMatch(/哈希|文件名/);
  });
});

describe('slice upload', () => {
  const slice = (token: string, fields: Record<string, string>, chunk: Buffer) =>
    postMultipart(t, '/api/upload/sliceUploadAndSave', token, [
      { name: 'resource_chunk', file: chunk, filename: 'blob' },
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ]);

  it('takes 1 MiB chunks under a server-made id and assembles the last', async () => {
    const content = randomBytes(1_048_576 * 2 + 100);
    const chunks = [
      content.subarray(0, 1_048_576),
      content.subarray(1_048_576, 2_097_152),
      content.subarray(2_097_152),
    ];
    const base = { resource_type: 'file', chunk_total: '3', resource_name: '../../视频.mp4' };
    const first = (await slice(admin, { ...base, chunk_index: '0', resource_temp_path: '' }, chunks[0])).json<{
      resource_temp_path: string;
    }>();
    expect(first.code).toBe(0);
    const tmp = first.data.resource_temp_path;
    expect(tmp).toMatch(/^[0-9a-f]{32}$/);
    expect((await slice(sales, { ...base, chunk_index: '1', resource_temp_path: tmp }, chunks[1])).json().code).toBe(
      404,
    );
    expect(
      (await slice(admin, { ...base, chunk_index: '1', resource_temp_path: '../../etc' }, chunks[1])).json().code,
    ).toBe(400);
    await slice(admin, { ...base, chunk_index: '1', resource_temp_path: tmp }, chunks[1]);
    const last = (await slice(admin, { ...base, chunk_index: '2', resource_temp_path: tmp }, chunks[2])).json<Saved>();
    expect(last.code).toBe(0);
    expect(last.data.name).toBe('视频.mp4');
    expect((await getRaw(t, last.data.url, admin)).body.equals(content)).toBe(true);
  });

  it('stores a small file in one chunk', async () => {
    const res = (
      await slice(
        admin,
        { resource_type: 'image', chunk_total: '1', chunk_index: '0', resource_name: 'a.png' },
        Buffer.from('89504e47', 'hex'),
      )
    ).json<Saved>();
    expect(res.code).toBe(0);
    expect(res.data.url).toEqual(fileAddressOf(res.data.id));
  });
});

describe('served files', () => {
  it('sends HTML and SVG as attachments, never inline', async () => {
    for (const name of ['x.svg', 'x.html']) {
      const up = await postMultipart(t, '/api/upload/sliceUploadAndSave', admin, [
        { name: 'resource_chunk', file: Buffer.from('<svg onload="alert(1)"/>'), filename: 'blob' },
        { name: 'chunk_total', value: '1' },
        { name: 'chunk_index', value: '0' },
        { name: 'resource_name', value: name },
      ]);
      const file = await getRaw(t, up.json<Saved>().data.url, admin);
      expect(String(file.headers['content-disposition'])).toMatch(/^attachment; /);
      expect(file.headers['content-type']).toBe('application/octet-stream');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('abandoned uploads', () => {
  it('are removed by the scheduled job after 24 hours', async () => {
    const up = await init(admin);
    await put(admin, up, 1, Buffer.from('half'));
    const dir = path.join(t.config.dataDir, 'files', '.multipart', up.upload_id);
    expect(fs.existsSync(dir)).toBe(true);
    // parts without a record, as a start that failed half-way leaves them
    const stray = await t.app.storage.createMultipart();
    const strayDir = path.join(t.config.dataDir, 'files', '.multipart', stray.uploadId);
    await t.app.jobs.runNow(CLEANUP_JOB);
    expect(fs.existsSync(dir)).toBe(true);
    expect(fs.existsSync(strayDir)).toBe(true);
    t.clock.advance(25 * 3600_000);
    await t.app.jobs.runNow(CLEANUP_JOB);
    expect(fs.existsSync(dir)).toBe(false);
    expect(fs.existsSync(strayDir)).toBe(false);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.upload_id, up.upload_id))).toEqual([]);
  });
});
