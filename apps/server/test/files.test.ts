import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../src/db/schema.ts';
import { LocalStorage, STORAGE_KEY_RE } from '../src/core/files/storage.ts';
import { appForFile, SALES } from './harness.ts';
import { fileAddressOf, getRaw, postMultipart } from './upload-helpers.ts';

const { t, admin } = await appForFile();
const dataDir = () => t.config.dataDir;

type Uploaded = { id: number; name: string; url: string; attachment_id: number; title: string };

const upload = (filename: string, content: Buffer | string, token: string | null = admin) =>
  postMultipart(t, '/api/Upload/doUpload', token ?? undefined, [
    { name: 'file', file: Buffer.from(content), filename },
  ]);

async function uploaded(filename: string, content: Buffer | string): Promise<Uploaded> {
  const res = await upload(filename, content);
  const body = res.json<Uploaded>();
  if (body.code !== 0) throw new Error(body.msg);
  return body.data;
}

describe('upload and file download', () => {
  it('stores a file and serves it back as an attachment with its Chinese name when downloaded', async () => {
    const content = Buffer.from('%PDF-1.4 季度报价 ✓');
    const res = await upload('2026年报价单（终版）.pdf', content);
    expect(res.status).toBe(200);
    const data = res.json<Uploaded>().data;
    expect(data).toEqual({
      id: data.id,
      name: '2026年报价单（终版）.pdf',
      url: fileAddressOf(data.id),
      attachment_id: data.id,
      title: '2026年报价单（终版）.pdf',
    });

    const file = await getRaw(t, `${data.url}&download=1`, admin);
    expect(file.status).toBe(200);
    expect(file.body.equals(content)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-length']).toBe(String(content.length));
    const disposition = String(file.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; /);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('2026年报价单（终版）.pdf')}`);
    expect(disposition).not.toMatch(/[^\x20-\x7e]/);

    const [row] = await t.database.db.select().from(files).where(eq(files.id, data.id));
    expect(row).toMatchObject({ name: '2026年报价单（终版）.pdf', ext: 'pdf', size: content.length, user_id: 1 });
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves an image to the browser by its session cookie (rich text), but takes the cookie nowhere else', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const img = await uploaded('截图.png', png);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: img.url,
      headers: { cookie: `other=1; suwork_token=${admin}` },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.rawPayload.equals(png)).toBe(true);
    const noCookie = await t.app.inject({ method: 'GET', url: img.url });
    expect(noCookie.json().code).toBe(403);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/user/getUserInfo',
      headers: { cookie: `suwork_token=${admin}` },
    });
    expect(elsewhere.json().code).toBe(403);
  });

  it('keeps names as metadata only: traversal-looking names cannot choose where bytes go', async () => {
    for (const name of ['../../../../etc/passwd', '..\\..\\windows\\evil.png', '/tmp/abs.txt', '..']) {
      const data = await uploaded(name, 'x');
      const [row] = await t.database.db.select().from(files).where(eq(files.id, data.id));
      expect(row.storage_key).toMatch(STORAGE_KEY_RE);
      const stored = path.join(dataDir(), 'files', row.storage_key);
      expect(fs.readFileSync(stored, 'utf8')).toBe('x');
      expect(data.name).not.toContain('/');
      expect(data.name).not.toContain('\\');
      expect(data.name).not.toBe('..');
    }
    expect(fs.existsSync(path.join(dataDir(), '..', 'etc', 'passwd'))).toBe(false);
    expect(fs.readdirSync(dataDir()).filter((f) => f !== 'probe')).toEqual(['files']);
  });

  it('never serves HTML or SVG inline; raster images may be', async () => {
    for (const name of ['page.html', 'icon.svg', 'page.HTM', 'noext']) {
      const data = await uploaded(name, '<html><script>alert(1)</script></html>');
      const res = await getRaw(t, data.url, admin);
      expect(String(res.headers['content-disposition']), name).toMatch(/^attachment;/);
      expect(res.headers['content-type'], name).toBe('application/octet-stream');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const png = await uploaded('截图.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const res = await getRaw(t, png.url, admin);
    expect(res.headers['content-type']).toBe('image/png');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline;/);
  });

  it('refuses an empty file, a missing field, a non-multipart body and an oversized file, in Chinese', async () => {
    const before = (await t.database.db.select().from(files)).length;
    const empty = await upload('空.txt', '');
    expect(empty.status).toBe(400);
    expect(empty.json().msg).toBe('上传的文件「空.txt」是空文件');

    const missing = await postMultipart(t, '/api/Upload/doUpload', admin, [{ name: 'other', value: '1' }]);
    expect(missing.json()).toMatchObject({ code: 400, msg: '请选择要上传的文件（字段 file）' });

    const json = await t.call('POST', '/api/Upload/doUpload', { token: admin, body: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.msg).toContain('multipart/form-data');

    const big = await upload('大文件.zip', Buffer.alloc(20 * 1024 * 1024 + 1, 1));
    expect(big.status).toBe(413);
    expect(big.json().msg).toBe('单个文件最大体积限制为20M！');

    expect((await t.database.db.select().from(files)).length).toBe(before);
    expect(fs.readdirSync(path.join(dataDir(), 'files', '.tmp'))).toEqual([]);
  });

  it('needs a signed-in member to upload or read, and answers 404 for an unknown file', async () => {
    const anon = await upload('a.txt', 'a', null);
    expect(anon.json()).toMatchObject({ code: 403 });
    const data = await uploaded('b.txt', 'b');
    expect((await getRaw(t, data.url)).json()).toMatchObject({ code: 403 });
    const unknown = await getRaw(t, '/api/Upload/file?id=999999', admin);
    expect(unknown.status).toBe(404);
    expect(unknown.json().msg).toBe('文件不存在或已被删除');
  });

  it("reads another member's file only through the address it was given, never by its id alone", async () => {
    const data = await uploaded('人事合同.pdf', '%PDF 保密');
    const other = await t.login(SALES);
    const byAddress = await getRaw(t, data.url, other);
    expect(byAddress.status).toBe(200);
    expect(byAddress.body.toString()).toBe('%PDF 保密');
    const id = data.id;
    for (const url of [
      `/api/Upload/file?id=${id}`,
      `/api/Upload/file?id=${id}&key=${'0'.repeat(32)}`,
      `/api/Upload/file?id=${id}&key=x`,
      `/api/Upload/file?id=${id}&key=${encodeURIComponent('键'.repeat(32))}`,
      `/api/Upload/preview?id=${id}&kind=txt`,
    ]) {
      const res = await getRaw(t, url, other);
      expect(res.json().msg, url).toBe('文件不存在或已被删除');
    }
    // the uploader reads their own file by its id
    expect((await getRaw(t, `/api/Upload/file?id=${id}`, admin)).status).toBe(200);
    // another file's key opens nothing but that file
    const second = await uploaded('工资表.txt', '保密');
    const key = new URL(data.url, 'http://x').searchParams.get('key');
    expect((await getRaw(t, `/api/Upload/file?id=${second.id}&key=${key}`, other)).json().msg).toBe(
      '文件不存在或已被删除',
    );
  });
});

describe('local storage', () => {
  it('accepts only server-made keys and never resolves a path outside its folder', async () => {
    const storage = new LocalStorage(path.join(dataDir(), 'probe'));
    const { key, size, sha256 } = await storage.put(Buffer.from('abc'));
    expect(key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{24}$/);
    expect(size).toBe(3);
    expect(sha256).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (const bad of [
      '../../etc/passwd',
      '2026/11/../../../x',
      '/etc/passwd',
      '2026/11/ABCDEF0123456789abcdef01',
      `${key}/..`,
      '',
    ]) {
      expect(() => storage.pathOf(bad), bad).toThrow();
      expect(await storage.size(bad)).toBeNull();
      expect(() => storage.createReadStream(bad)).toThrow();
    }
    await storage.remove(key);
    expect(await storage.size(key)).toBeNull();
  });
});

describe('short-lived download links', () => {
  it('serves a file by token without sign-in for ten minutes, then refuses', async () => {
    const stored = await t.app.storage.put(Buffer.from('导出内容'));
    const url = await t.app.downloads.create(1, stored.key, '客户_20261120.xlsx');
    expect(url).toMatch(/^\/api\/Common\/download\?token=[A-Za-z0-9_-]{43}$/);

    const res = await getRaw(t, url);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('导出内容');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-disposition'])).toBe(
      `attachment; filename="___20261120.xlsx"; filename*=UTF-8''${encodeURIComponent('客户_20261120.xlsx')}`,
    );

    t.clock.advance(9 * 60_000);
    expect((await getRaw(t, url)).status).toBe(200);
    t.clock.advance(60_000 + 1000);
    const expired = await getRaw(t, url);
    expect(expired.status).toBe(404);
    expect(expired.json()).toEqual({ code: 404, msg: '下载链接无效或已过期，请重新导出', data: null });
  });

  it('refuses unknown and malformed tokens the same way', async () => {
    for (const token of ['A'.repeat(43), 'short', '../../etc/passwd', '']) {
      const res = await getRaw(t, `/api/Common/download?token=${encodeURIComponent(token)}`);
      expect(res.status, token).toBe(404);
      expect(res.json().msg).toBe('下载链接无效或已过期，请重新导出');
    }
  });

  it('drops expired links and their generated files when new links are made', async () => {
    const stored = await t.app.storage.put(Buffer.from('old'));
    await t.app.downloads.create(1, stored.key, 'old.xlsx');
    t.clock.advance(11 * 60_000);
    const fresh = await t.app.storage.put(Buffer.from('new'));
    await t.app.downloads.create(1, fresh.key, 'new.xlsx');
    expect(await t.app.storage.size(stored.key)).toBeNull();
    expect(await t.app.storage.size(fresh.key)).toBe(3);
  });
});
