import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { files } from '../src/db/schema.ts';
import { appForFile } from './harness.ts';
import { getRaw, postMultipart } from './upload-helpers.ts';

const { t, admin } = await appForFile();

async function uploaded(filename: string, content: Buffer | string): Promise<number> {
  const res = await postMultipart(t, '/api/Upload/doUpload', admin, [
    { name: 'file', file: Buffer.from(content), filename },
  ]);
  const body = res.json<{ id: number }>();
  if (body.code !== 0) throw new Error(body.msg);
  return body.data.id;
}

const preview = <T>(id: number, kind: string, token: string | null = admin) =>
  t.call<T>('GET', `/api/Upload/preview?id=${id}&kind=${kind}`, { token: token ?? undefined });
const ranged = (id: number, range: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Upload/file?id=${id}`,
    headers: { authorization: `Bearer ${admin}`, range },
  });

describe('document preview', () => {
  it('shows a Word document as HTML', async () => {
    const id = await uploaded('报价说明.docx', fs.readFileSync(path.join(import.meta.dirname, 'fixtures/quote.docx')));
    const res = await preview<{ html: string }>(id, 'docx');
    expect(res.body.code).toBe(0);
    expect(res.body.data.html).toContain('<strong>季度报价说明</strong>');
    expect(res.body.data.html).toContain('<p>报价有效期为三十天。</p>');
    expect(res.body.data.html).not.toMatch(/<script/i);
  });

  it('shows every sheet of a workbook as text cells, capped at 1000 rows and 50 columns', async () => {
    const wb = new ExcelJS.Workbook();
    const a = wb.addWorksheet('报价');
    a.addRow(['产品', '数量', '单价']);
    a.addRow(['服务器', 2, 12000.5]);
    a.getCell('D2').value = { formula: 'B2*C2', result: 24001 };
    a.addRow(['交付', new Date(Date.UTC(2026, 2, 15)), new Date(Date.UTC(2026, 2, 15, 9, 30))]);
    const big = wb.addWorksheet('明细');
    for (let r = 1; r <= 1005; r++) big.addRow(Array.from({ length: 60 }, (_, c) => `${r}-${c + 1}`));
    const id = await uploaded('报价.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));

    const res = await preview<{ sheets: { name: string; rows: string[][]; truncated: boolean }[] }>(id, 'xlsx');
    expect(res.body.code).toBe(0);
    const [first, second] = res.body.data.sheets;
    expect(first).toEqual({
      name: '报价',
      rows: [
        ['产品', '数量', '单价', ''],
        ['服务器', '2', '12000.5', '24001'],
        ['交付', '2026-03-15', '2026-03-15 09:30:00', ''],
      ],
      truncated: false,
    });
    expect(second.name).toBe('明细');
    expect(second.truncated).toBe(true);
    expect(second.rows).toHaveLength(1000);
    expect(second.rows[0]).toHaveLength(50);
    expect(second.rows[999][49]).toBe('1000-50');
  });

  it('shows a text file in UTF-8 or GBK', async () => {
    const utf8 = await uploaded('说明.txt', '第一行\n第二行');
    expect((await preview<{ text: string; truncated: boolean }>(utf8, 'txt')).body.data).toEqual({
      text: '第一行\n第二行',
      truncated: false,
    });
    const gbk = await uploaded('旧.txt', Buffer.from('c4e3bac3', 'hex')); // 你好 in GBK
    expect((await preview<{ text: string }>(gbk, 'txt')).body.data.text).toBe('你好');
  });

  it('refuses a file that is not what the kind says, an unreadable one, a too large one, and a signed-out reader', async () => {
    const txt = await uploaded('a.txt', 'abc');
    expect((await preview(txt, 'docx')).body).toMatchObject({
      code: 400,
      msg: '该文件不是 docx 文件，无法按 docx 预览',
    });
    const broken = await uploaded('坏.xlsx', 'not a zip');
    expect((await preview(broken, 'xlsx')).body).toMatchObject({ code: 400, msg: '文件内容无法解析，请下载后查看' });

    const stored = await t.app.storage.put(Buffer.alloc(20 * 1024 * 1024 + 1, 32));
    const [row] = await t.database.db
      .insert(files)
      .values({
        name: '大.txt',
        ext: 'txt',
        size: stored.size,
        mime: 'text/plain',
        storage_key: stored.key,
        hash: stored.sha256,
        user_id: 1,
      })
      .returning({ id: files.id });
    const tooLarge = await preview(row.id, 'txt');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.msg).toBe('文件超过 20MB，无法在线预览，请下载后查看');

    expect((await preview(txt, 'txt', null)).body.code).toBe(403);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: `/api/Upload/preview?id=${txt}&kind=txt`,
      headers: { cookie: `suwork_token=${admin}` },
    });
    expect(byCookie.json()).toMatchObject({ code: 0, data: { text: 'abc' } });
  });
});

describe('file reads for the preview page', () => {
  it('serves PDF, video and audio inline with their types, and as attachments when asked to download', async () => {
    for (const [name, type] of [
      ['合同.pdf', 'application/pdf'],
      ['演示.mp4', 'video/mp4'],
      ['录音.mp3', 'audio/mpeg'],
      ['片段.webm', 'video/webm'],
    ]) {
      const id = await uploaded(name, 'media bytes');
      const res = await getRaw(t, `/api/Upload/file?id=${id}`, admin);
      expect(res.headers['content-type'], name).toBe(type);
      expect(String(res.headers['content-disposition']), name).toMatch(/^inline;/);
      expect(res.headers['accept-ranges']).toBe('bytes');
      const download = await getRaw(t, `/api/Upload/file?id=${id}&download=1`, admin);
      expect(String(download.headers['content-disposition']), name).toMatch(/^attachment;/);
    }
  });

  it('answers byte ranges so a player can seek', async () => {
    const id = await uploaded('片段.mp4', '0123456789');
    const part = await ranged(id, 'bytes=2-5');
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers['content-range']).toBe('bytes 2-5/10');
    expect(part.headers['content-length']).toBe('4');

    const open = await ranged(id, 'bytes=7-');
    expect(open.statusCode).toBe(206);
    expect(open.body).toBe('789');
    const suffix = await ranged(id, 'bytes=-3');
    expect(suffix.body).toBe('789');
    expect(suffix.headers['content-range']).toBe('bytes 7-9/10');
    const pastEnd = await ranged(id, 'bytes=4-100');
    expect(pastEnd.headers['content-range']).toBe('bytes 4-9/10');

    const beyond = await ranged(id, 'bytes=10-');
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */10');

    const several = await ranged(id, 'bytes=0-1,4-5');
    expect(several.statusCode).toBe(200);
    expect(several.body).toBe('0123456789');
  });

  it('still sends SVG and HTML as attachments, even for a range', async () => {
    const id = await uploaded('图标.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await ranged(id, 'bytes=0-10');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(String(res.headers['content-security-policy'])).toContain('sandbox');
  });
});
