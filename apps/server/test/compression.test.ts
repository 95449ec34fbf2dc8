import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { REALTIME_PATH } from '@suwork/domain';
import { customerEntity } from '@suwork/domain/entities';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { tableOf } from '../src/db/entity-tables.ts';
import { ADMIN, createTestApp } from './harness.ts';
import { socketReader } from './realtime-socket.ts';
import { postMultipart } from './upload-helpers.ts';

/** A built web app as `vite build && node scripts/precompress.mjs` leaves it: big text files with .br/.gz siblings. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-web-'));
const indexHtml = `<!doctype html><html><head><title>suwork</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const appJs = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const tinyCss = 'body { margin: 0 }\n';
const write = (file: string, content: string, siblings: boolean) => {
  fs.mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
  fs.writeFileSync(path.join(webDist, file), content);
  if (!siblings) return;
  fs.writeFileSync(path.join(webDist, `${file}.br`), zlib.brotliCompressSync(content));
  fs.writeFileSync(path.join(webDist, `${file}.gz`), zlib.gzipSync(content, { level: 9 }));
};
write('index.html', indexHtml, true);
write('assets/app-Bx1.js', appJs, true);
write('assets/tiny-Cq2.css', tinyCss, false);

const t = await createTestApp({ webDist });
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});
const admin = await t.login(ADMIN);
// a list page worth of customers (the seeded company has none)
await t.database.db.execute(sql`
  insert into ${tableOf(customerEntity)} (enterprise_name, in_pool, pool_exempt, deal_status, owner_user_id, dept_id, create_user_id)
  select '压缩测试客户' || g, 1, 1, 1, 1, 1, 1 from generate_series(1, 60) g`);

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}`, ...headers } });

/** The body as the client sees it after undoing the answer's Content-Encoding. */
function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.body;
}

describe('API answers', () => {
  const LIST = '/api/Customer/getList?limit=100';

  it('compresses a large list with brotli or gzip, as Accept-Encoding asks, to the same JSON', async () => {
    const plain = await get(LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const json = plain.json();
    expect(json.code).toBe(0);

    // what a browser sends: brotli is preferred when it is offered
    const br = await get(LIST, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // a page (here some 20 KB) is compressed in one piece and sent with its length, not streamed in chunks
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(JSON.parse(decoded(br))).toEqual(json);

    const gzip = await get(LIST, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(json);
  });

  it('sends an answer under 1 KB as it is', async () => {
    const res = await get('/api/user/getUserInfo', { 'accept-encoding': 'br, gzip' });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().code).toBe(0);
  });

  it('sends plain JSON to a client that takes no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(LIST, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.rawPayload.length).toBeGreaterThan(1024);
      expect(res.json().code).toBe(0);
    }
  });
});

describe('files, uploads and the realtime socket', () => {
  const uploadAndFetch = async (filename: string, content: Buffer) => {
    const up = await postMultipart(t, '/api/Upload/doUpload', admin, [{ name: 'file', file: content, filename }]);
    const data = up.json<{ url: string }>();
    expect(data.code).toBe(0);
    return get(`${data.data.url}&download=1`, { 'accept-encoding': 'br, gzip' });
  };

  it('takes a multipart upload and sends already compressed or opaque files back byte for byte, not re-encoded', async () => {
    const zip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(8000, 'a')]);
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(8000, 'b')]);
    const html = Buffer.from(`<html>${'<p>text</p>'.repeat(800)}</html>`);
    for (const [name, content, type] of [
      ['归档.zip', zip, 'application/zip'],
      ['截图.png', png, 'image/png'],
      ['page.html', html, 'application/octet-stream'],
    ] as const) {
      const res = await uploadAndFetch(name, content);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(content.length));
      expect(res.rawPayload.equals(content)).toBe(true);
    }
  });

  it('opens the realtime socket for a client that takes compressed answers', async () => {
    let reader: ReturnType<typeof socketReader> | undefined;
    const ws = await t.app.injectWS(
      REALTIME_PATH,
      { headers: { 'accept-encoding': 'gzip, deflate, br' } },
      { onInit: (w) => void (reader = socketReader(w)) },
    );
    ws.send(JSON.stringify({ token: admin }));
    expect(await reader!.next()).toEqual({ type: 'ready' });
    ws.terminate();
  });
});

describe('the web app', () => {
  it('serves a script from its .br or .gz sibling, with the script’s type and caching', async () => {
    const br = await get('/assets/app-Bx1.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(decoded(br)).toBe(appJs);

    const gzip = await get('/assets/app-Bx1.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(appJs);
  });

  it('serves the plain file to a client that takes no encoding', async () => {
    const res = await get('/assets/app-Bx1.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.body).toBe(appJs);
  });

  it('serves a small file without siblings as it is', async () => {
    const res = await get('/assets/tiny-Cq2.css', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.body).toBe(tinyCss);
  });

  it('answers a page address (history routing) with index.html, compressed and not cached', async () => {
    const res = await get('/crm/customers', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toBe(indexHtml);

    const plain = await get('/crm/customers');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
  });
});
