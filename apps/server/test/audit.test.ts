import { createHash } from 'node:crypto';
import { ERR, type AuditLogRow, type Envelope } from '@suwork/domain';
import { customerEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLogs } from '../src/db/security-tables.ts';
import { companyToday } from '../src/core/time-format.ts';
import { createRecord } from './entity-fixtures.ts';
import { demo } from './flow-fixtures.ts';
import { appForFile, SALES } from './harness.ts';
import { memberWithNodes, userId } from './org-fixtures.ts';
import { getRaw, postMultipart } from './upload-helpers.ts';

const { t, admin } = await appForFile();
const sales = await t.login(SALES);
const salesId = await userId(t, '王强');
const db = t.database.db;

type Page = Envelope<AuditLogRow[]> & { count: number };
const auditList = async (query: Record<string, string | number> = {}, token = admin) =>
  (await t.call<AuditLogRow[]>('GET', '/api/AuditLog/getList', { token, query })).body as Page;
/** Every stored row for a target (straight from the table: the API pages). */
const rowsFor = (target: string) =>
  db.select().from(auditLogs).where(eq(auditLogs.target, target)).orderBy(auditLogs.id);
const allRows = () => db.select().from(auditLogs);

const upload = async (name: string, text: string, token = sales) => {
  const res = (
    await postMultipart(t, '/api/Upload/doUpload', token, [{ name: 'file', file: Buffer.from(text), filename: name }])
  ).json<{ id: number; url: string }>();
  expect(res.code, res.msg).toBe(0);
  return res.data;
};

describe('sign-in and the append-only table', () => {
  it('keeps a failed and a successful sign-in, and they are still there after the next sign-in', async () => {
    const who = demo('李娜');
    const wrong = await t.call('POST', '/api/Login/login', { body: { ...who, password: 'wrong-password' } });
    expect(wrong.body.code).not.toBe(0);
    await t.login(who);
    const before = await rowsFor(`account:${who.username}`);
    expect(before.map((r) => [r.action, r.result])).toEqual([
      ['signIn', 'failure'],
      ['signIn', 'success'],
    ]);
    expect(before[0].user_id).toBeNull();
    expect(before[1].user_name).toBe('李娜');
    await t.login(who);
    const after = await rowsFor(`account:${who.username}`);
    expect(after.slice(0, 2)).toEqual(before);
    expect(after).toHaveLength(3);
  });

  it('refuses to change or delete a row through the application’s own connection', async () => {
    const [row] = await db.select().from(auditLogs).limit(1);
    await expect(db.update(auditLogs).set({ detail: '改写' }).where(eq(auditLogs.id, row.id))).rejects.toThrow();
    await expect(db.delete(auditLogs).where(eq(auditLogs.id, row.id))).rejects.toThrow();
    const [still] = await db.select().from(auditLogs).where(eq(auditLogs.id, row.id));
    expect(still).toEqual(row);
  });
});

describe('what is recorded', () => {
  it('an upload, and the hash fast path that completes a known file at once', async () => {
    const text = `审计上传 ${Date.now()}`;
    const file = await upload('报价单.txt', text);
    const [row] = await rowsFor(`file:${file.id}`);
    expect(row).toMatchObject({
      action: 'upload',
      result: 'success',
      user_id: salesId,
      user_name: '王强',
      detail: '上传「报价单.txt」',
    });
    expect(row.ip).not.toBe('');

    const hash = createHash('sha256').update(text).digest('hex');
    const again = await t.call<{ id: number; exists: boolean }>('POST', '/api/Oss/hash', {
      token: sales,
      body: { hash, fileName: '报价单-副本.txt' },
    });
    expect(again.body.data.exists).toBe(true);
    expect(await rowsFor(`file:${again.body.data.id}`)).toEqual([
      expect.objectContaining({ action: 'upload', user_id: salesId, detail: expect.stringContaining('秒传') }),
    ]);
  });

  it('a file download once, not again for a Range continuation of it', async () => {
    const file = await upload('合同.txt', '0123456789abcdef');
    const downloads = async () => (await rowsFor(`file:${file.id}`)).filter((r) => r.action === 'download');
    const whole = await getRaw(t, file.url, sales);
    expect(whole.status).toBe(200);
    expect(await downloads()).toEqual([
      expect.objectContaining({ user_id: salesId, result: 'success', detail: '打开「合同.txt」' }),
    ]);

    const rest = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { authorization: `Bearer ${sales}`, range: 'bytes=8-' },
    });
    expect([rest.statusCode, rest.body]).toEqual([206, '89abcdef']);
    expect(await downloads()).toHaveLength(1);

    // a new read from the first byte is a new download
    await t.app.inject({
      method: 'GET',
      url: `${file.url}&download=1`,
      headers: { authorization: `Bearer ${sales}`, range: 'bytes=0-3' },
    });
    expect((await downloads()).map((r) => r.detail)).toEqual(['打开「合同.txt」', '下载「合同.txt」']);
  });

  it('a download still succeeds when the audit write fails', async () => {
    const file = await upload('照常下载.txt', 'still works');
    const insert = db.insert.bind(db);
    const spy = vi.spyOn(db, 'insert').mockImplementation(((table: Parameters<typeof db.insert>[0]) => {
      if (table === auditLogs) throw new Error('audit table unavailable');
      return insert(table);
    }) as typeof db.insert);
    try {
      const res = await getRaw(t, file.url, sales);
      expect([res.status, res.body.toString()]).toEqual([200, 'still works']);
    } finally {
      spy.mockRestore();
    }
  });

  it('an export by its member, and the anonymous download of its link, without the link’s token', async () => {
    const res = await t.call<{ url: string }>('POST', '/api/Customer/export', {
      token: admin,
      body: { keyword: '审计导出' },
    });
    expect(res.body.code).toBe(0);
    const exported = (await rowsFor(customerEntity.key)).filter((r) => r.action === 'export');
    expect(exported.at(-1)).toMatchObject({
      user_name: 'admin',
      result: 'success',
      detail: expect.stringContaining('导出「客户」0 条'),
    });
    expect(exported.at(-1)!.detail).toContain('审计导出');

    const token = new URL(res.body.data.url, 'http://x').searchParams.get('token')!;
    expect((await getRaw(t, res.body.data.url)).status).toBe(200);
    const link = (await allRows()).filter((r) => r.action === 'download' && r.detail.startsWith('凭下载链接')).at(-1)!;
    expect(link).toMatchObject({ user_id: null, result: 'success', detail: expect.stringContaining('admin') });
    expect(link.target).toMatch(/^客户_.*\.xlsx$/);
    expect(JSON.stringify(await allRows())).not.toContain(token);
  });

  it('share links created and revoked, and an anonymous share-link download naming the link but never its token', async () => {
    const item = (
      await t.call<{ id: number; file_id: number }>('POST', '/api/Document/addFile', {
        token: sales,
        body: { file_id: (await upload('对外报价.txt', '公开')).id, parent_id: 0 },
      })
    ).body.data;
    const link = (
      await t.call<{ token: string; link_id: number }>('POST', '/api/Document/createLink', {
        token: sales,
        body: { id: item.id, expire_days: 0 },
      })
    ).body.data;
    const bytes = await getRaw(t, `/api/share/file?token=${link.token}&id=${item.id}&download=1`);
    expect(bytes.body.toString()).toBe('公开');
    expect(
      (await t.call('POST', '/api/Document/revokeLink', { token: sales, body: { link_id: link.link_id } })).body.code,
    ).toBe(0);

    const shared = await rowsFor(`doc:${item.id}`);
    expect(shared.map((r) => [r.action, r.user_id, r.detail])).toEqual([
      ['shareLink', salesId, `创建分享链接 #${link.link_id}「对外报价.txt」，永久有效`],
      ['shareLink', salesId, `撤销分享链接 #${link.link_id}「对外报价.txt」`],
    ]);
    const [download] = (await rowsFor(`file:${item.file_id}`)).filter((r) => r.action === 'download');
    expect(download).toMatchObject({
      user_id: null,
      user_name: '',
      result: 'success',
      detail: `通过分享链接 #${link.link_id} 下载「对外报价.txt」`,
    });
    expect(JSON.stringify(await allRows())).not.toContain(link.token);
  });

  it('a signed-in member refused a record: 王强 opening a customer he may not see', async () => {
    const id = await createRecord(t, admin, customerEntity, { enterprise_name: `审计越权客户${Date.now()}` });
    const res = await t.call('GET', '/api/Customer/info', { token: sales, query: { id } });
    expect(res.body.code).toBe(ERR.notFound.code);
    const denied = (await allRows()).filter((r) => r.action === 'denied' && r.user_id === salesId);
    expect(denied.at(-1)).toMatchObject({ result: 'denied', user_name: '王强', target: 'GET /api/Customer/info' });
  });
});

describe('AuditLog/getList', () => {
  it('answers rows newest first with names of action and result, in company time', async () => {
    const page = await auditList({ user_id: salesId, limit: 5 });
    expect(page.code).toBe(0);
    expect(page.data.length).toBeGreaterThan(0);
    for (const r of page.data) expect(r.user_id).toBe(salesId);
    const row = page.data[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        'action',
        'action_name',
        'create_time',
        'detail',
        'id',
        'ip',
        'result',
        'result_name',
        'target',
        'user_id',
        'user_name',
      ].sort(),
    );
    expect(row.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const times = page.data.map((r) => r.create_time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by member, action, result and keyword', async () => {
    const uploads = await auditList({ user_id: salesId, action: 'upload', limit: 100 });
    expect(uploads.data.length).toBeGreaterThanOrEqual(2);
    expect(
      uploads.data.every((r) => r.user_id === salesId && r.action === 'upload' && r.action_name === '上传文件'),
    ).toBe(true);
    const failures = await auditList({ action: 'signIn', result: 'failure' });
    expect(failures.data.length).toBeGreaterThan(0);
    expect(failures.data.every((r) => r.result === 'failure' && r.result_name === '失败')).toBe(true);
    const found = await auditList({ keyword: '对外报价' });
    expect(found.data.length).toBeGreaterThanOrEqual(3);
    expect(found.data.every((r) => `${r.target}${r.detail}`.includes('对外报价'))).toBe(true);
    // LIKE wildcards are plain text
    expect((await auditList({ keyword: '%' })).count).toBe(0);
  });

  it('filters by whole days of the company time zone', async () => {
    const at = (s: string) => new Date(s);
    await db.insert(auditLogs).values([
      {
        action: 'export',
        result: 'success',
        target: 'date-probe',
        detail: '1月1日晚',
        create_time: at('2020-01-01T23:30:00+08:00'),
      },
      {
        action: 'export',
        result: 'success',
        target: 'date-probe',
        detail: '1月2日凌晨',
        create_time: at('2020-01-02T00:10:00+08:00'),
      },
      {
        action: 'export',
        result: 'success',
        target: 'date-probe',
        detail: '12月31日',
        create_time: at('2019-12-31T23:59:59+08:00'),
      },
    ]);
    const day = await auditList({ start_date: '2020-01-01', end_date: '2020-01-01', keyword: 'date-probe' });
    expect(day.data.map((r) => [r.detail, r.create_time])).toEqual([['1月1日晚', '2020-01-01 23:30:00']]);
    const two = await auditList({ start_date: '2020-01-01', end_date: '2020-01-02', keyword: 'date-probe' });
    expect(two.data.map((r) => r.detail)).toEqual(['1月2日凌晨', '1月1日晚']);
    const today = companyToday(new Date(), t.config.tzOffsetMinutes);
    expect((await auditList({ start_date: today, end_date: today, user_id: salesId })).count).toBeGreaterThan(0);
    expect((await auditList({ end_date: '2019-12-31', keyword: 'date-probe' })).count).toBe(1);
  });

  it('pages with an honest count', async () => {
    const mark = `分页${Date.now()}`;
    await db.insert(auditLogs).values(
      Array.from({ length: 25 }, (_, i) => ({
        action: 'download',
        result: 'success',
        target: `file:${i + 1}`,
        detail: `${mark}-${i + 1}`,
        create_time: new Date(Date.UTC(2021, 0, 1, 0, i)),
      })),
    );
    const first = await auditList({ keyword: mark, limit: 10 });
    expect(first.count).toBe(25);
    expect(first.data.map((r) => r.detail)).toEqual(Array.from({ length: 10 }, (_, i) => `${mark}-${25 - i}`));
    const last = await auditList({ keyword: mark, limit: 10, page: 3 });
    expect([last.count, last.data.map((r) => r.detail)]).toEqual([
      25,
      [`${mark}-5`, `${mark}-4`, `${mark}-3`, `${mark}-2`, `${mark}-1`],
    ]);
    expect((await auditList({ keyword: mark })).data).toHaveLength(20);
  });

  it('refuses bad filters in Chinese', async () => {
    expect((await auditList({ user_id: 0 })).msg).toBe('成员有误');
    expect((await auditList({ user_id: 2_147_483_648 })).msg).toBe('成员有误');
    expect((await auditList({ action: 'hack' })).msg).toBe('操作类型有误');
    expect((await auditList({ result: 'ok' })).msg).toBe('结果有误');
    expect((await auditList({ start_date: '2024-02-30' })).msg).toBe('开始日期格式有误，应为 YYYY-MM-DD');
    expect((await auditList({ start_date: '2024-03-02', end_date: '2024-03-01' })).msg).toBe(
      '开始日期不能晚于结束日期',
    );
    expect((await auditList({ limit: 101 })).msg).toBe('每页条数不能超过100');
    expect((await auditList({ keyword: 'x'.repeat(101) })).msg).toBe('关键词不能超过100个字符');
    expect((await auditList({ keyword: 'a\u0000b' })).msg).toContain('不能包含控制字符');
  });

  it('is refused to a member without 审计日志, and open to one holding only it', async () => {
    const refused = await auditList({}, sales);
    expect(refused.code).toBe(ERR.noPermission.code);
    const holder = await memberWithNodes(t, ['system_auditLog']);
    const allowed = await auditList({}, holder.token);
    expect(allowed.code).toBe(0);
    expect(allowed.count).toBeGreaterThan(0);
  });
});
