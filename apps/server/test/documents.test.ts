import { DOC_LINK_FOREVER, DOC_MSG, DOC_SPACE, ERR, type Envelope } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { docItems, docLinks } from '../src/db/document-tables.ts';
import { demo } from './flow-fixtures.ts';
import { appForFile, SALES } from './harness.ts';
import { userId } from './org-fixtures.ts';
import { getRaw, postMultipart } from './upload-helpers.ts';

const { t, admin } = await appForFile();
const [sales, liu, chen] = await Promise.all([t.login(SALES), t.login(demo('刘洋')), t.login(demo('陈静'))]);

type Item = {
  id: number;
  name: string;
  kind: number;
  size: number;
  version: number;
  parent_id: number;
  collected: boolean;
  url: string;
  file_id: number;
};
const post = <T = unknown>(url: string, body: Record<string, unknown>, token = sales) =>
  t.call<T>('POST', url, { token, body });
const get = <T = unknown>(url: string, query: Record<string, string | number>, token = sales) =>
  t.call<T>('GET', url, { token, query });
const upload = async (name: string, text: string, token = sales) =>
  (
    await postMultipart(t, '/api/Upload/doUpload', token, [{ name: 'file', file: Buffer.from(text), filename: name }])
  ).json<{ id: number }>().data.id;
const folder = async (name: string, parent_id = 0, token = sales) =>
  (await post<Item>('/api/Document/createFolder', { name, parent_id }, token)).body.data;
const addFile = async (name: string, text: string, parent_id = 0, token = sales) =>
  (await post<Item>('/api/Document/addFile', { file_id: await upload(name, text, token), parent_id }, token)).body.data;
const list = async (parent_id = 0, token = sales) =>
  (await get<Item[]>('/api/Document/list', { parent_id }, token)).body as Envelope<Item[]> & {
    breadcrumb: { id: number; name: string }[];
  };
const names = async (parent_id = 0, token = sales) => (await list(parent_id, token)).data.map((i) => i.name);

describe('我的空间: folders and files', () => {
  it('makes folders and adds uploads; folders first, then by name; a second folder of the same name is refused', async () => {
    const docs = await folder('合同资料');
    await addFile('报价单.txt', '报价', docs.id);
    await addFile('a-需求.txt', '需求', docs.id);
    await folder('2026', docs.id);
    expect(await names(docs.id)).toEqual(['2026', 'a-需求.txt', '报价单.txt']);
    const dup = await post('/api/Document/createFolder', { name: '合同资料', parent_id: 0 });
    expect(dup.body.msg).toBe(DOC_MSG.folderExists('合同资料'));
    expect((await post('/api/Document/createFolder', { name: 'a/b', parent_id: 0 })).body.msg).toBe(DOC_MSG.badName);
    const page = await list(docs.id);
    expect(page.breadcrumb).toEqual([{ id: docs.id, name: '合同资料' }]);
  });

  it('uploading a file of the same name keeps the old one as a version', async () => {
    const first = await addFile('方案.txt', '第一版');
    const second = await addFile('方案.txt', '第二版，更长');
    expect([second.id, second.version, second.size]).toEqual([first.id, 2, Buffer.byteLength('第二版，更长')]);
    const versions = await get<{ version: number; size: number }[]>('/api/Document/versions', { id: first.id });
    expect(versions.body.data.map((v) => [v.version, v.size])).toEqual([[1, Buffer.byteLength('第一版')]]);
  });

  it("is private: another member neither lists nor opens it, and another's upload cannot be added", async () => {
    const mine = await folder('私人');
    expect((await get('/api/Document/info', { id: mine.id }, liu)).body).toMatchObject({
      code: ERR.notFound.code,
      msg: DOC_MSG.notFound,
    });
    expect(
      (await get('/api/Document/list', { space_type: DOC_SPACE.personal, space_id: await userId(t, '王强') }, liu)).body
        .msg,
    ).toBe(DOC_MSG.noAccess);
    const theirs = await upload('他的.txt', 'x', liu);
    expect((await post('/api/Document/addFile', { file_id: theirs, parent_id: 0 })).body.msg).toBe(DOC_MSG.fileInUse);
  });

  it('renames, moves (never into itself) and copies a folder with its contents', async () => {
    const a = await folder('甲');
    const b = await folder('乙');
    const inner = await folder('内层', a.id);
    await addFile('甲.txt', 'x', inner.id);
    expect((await post('/api/Document/rename', { id: a.id, name: '甲方' })).body.code).toBe(0);
    expect((await post('/api/Document/move', { ids: [a.id], parent_id: inner.id })).body.msg).toBe(DOC_MSG.intoItself);
    expect((await post('/api/Document/move', { ids: [a.id], parent_id: b.id })).body.code).toBe(0);
    expect(await names(b.id)).toEqual(['甲方']);
    expect((await post('/api/Document/copy', { ids: [a.id], parent_id: b.id })).body.code).toBe(0);
    expect(await names(b.id)).toEqual(['甲方', '甲方 - 副本']);
    const copy = (await list(b.id)).data[1];
    const copiedInner = (await list(copy.id)).data[0];
    expect(await names(copiedInner.id)).toEqual(['甲.txt']);
  });
});

describe('回收站', () => {
  it('deletes into the 回收站 with the contents, restores, and deletes for good', async () => {
    const f = await folder('待删除');
    const file = await addFile('里面.txt', 'x', f.id);
    expect((await post('/api/Document/del', { ids: [f.id] })).body.code).toBe(0);
    expect(await names()).not.toContain('待删除');
    expect((await get('/api/Document/info', { id: file.id })).body.msg).toBe(DOC_MSG.notFound);
    const bin = await get<{ id: number; days_left: number }[]>('/api/Document/recycleList', {});
    expect(bin.body.data.find((i) => i.id === f.id)?.days_left).toBe(30);
    expect((await post('/api/Document/restore', { ids: [f.id] })).body.code).toBe(0);
    expect(await names(f.id)).toEqual(['里面.txt']);
    await post('/api/Document/del', { ids: [f.id] });
    expect((await post('/api/Document/destroy', { ids: [f.id] })).body.code).toBe(0);
    const [gone] = await t.database.db.select().from(docItems).where(eq(docItems.id, file.id));
    expect(gone).toBeUndefined();
    expect((await post('/api/Document/restore', { ids: [f.id] })).body.msg).toBe(DOC_MSG.notInTrash);
  });

  it('empties itself after 30 days (the scheduled job)', async () => {
    const old = await folder('很久以前');
    const recent = await folder('昨天');
    await post('/api/Document/del', { ids: [old.id, recent.id] });
    await t.database.db
      .update(docItems)
      .set({ deleted_time: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(docItems.id, old.id));
    await t.app.jobs.runNow('doc-trash-purge');
    const ids = (await get<{ id: number }[]>('/api/Document/recycleList', {})).body.data.map((i) => i.id);
    expect(ids).toContain(recent.id);
    expect(ids).not.toContain(old.id);
  });
});

describe('回收站: restoring', () => {
  it('puts an item whose folder is still in the 回收站 back at the space root', async () => {
    const outer = await folder('外层');
    const inner = await addFile('内层文件.txt', 'x', outer.id);
    await post('/api/Document/del', { ids: [inner.id] });
    await post('/api/Document/del', { ids: [outer.id] });
    expect((await post('/api/Document/restore', { ids: [inner.id] })).body.code).toBe(0);
    expect(await names()).toContain('内层文件.txt');
    expect(await names()).not.toContain('外层');
  });
});

describe('sharing', () => {
  it('a member shared as viewer reads the folder but cannot change it; an editor can', async () => {
    const f = await folder('共享资料');
    const note = await addFile('说明.txt', '内容', f.id);
    // before the share the file is not found by its id either
    expect((await getRaw(t, `/api/Upload/file?id=${note.file_id}`, liu)).json().msg).toBe('文件不存在或已被删除');
    const [liuId, chenId] = await Promise.all([userId(t, '刘洋'), userId(t, '陈静')]);
    const shared = await post('/api/Document/share', {
      id: f.id,
      targets: [
        { target_type: 1, target_id: liuId, role: 1 },
        { target_type: 1, target_id: chenId, role: 2 },
      ],
    });
    expect(shared.body.code).toBe(0);
    const withLiu = await get<Item[]>('/api/Document/sharedList', {}, liu);
    expect(withLiu.body.data.map((i) => i.name)).toContain('共享资料');
    expect(await names(f.id, liu)).toEqual(['说明.txt']);
    const read = await getRaw(t, `/api/Upload/file?id=${note.file_id}`, liu);
    expect([read.status, read.body.toString()]).toEqual([200, '内容']);
    // inside it, the path starts at the folder shared, not at the owner's space
    const sub = await folder('子目录', f.id);
    expect((await list(sub.id, liu)).breadcrumb).toEqual([
      { id: f.id, name: '共享资料' },
      { id: sub.id, name: '子目录' },
    ]);
    expect((await post('/api/Document/createFolder', { name: '新建', parent_id: f.id }, liu)).body.msg).toBe(
      DOC_MSG.readOnly,
    );
    expect((await post('/api/Document/createFolder', { name: '新建', parent_id: f.id }, chen)).body.code).toBe(0);
    // only the owner shares further
    expect((await post('/api/Document/share', { id: f.id, targets: [] }, chen)).body.msg).toBe(DOC_MSG.notOwner);
  });

  it('a share link opens the item signed out, reaches only what was shared, and is refused once revoked or expired', async () => {
    const f = await folder('对外');
    const file = await addFile('公开.txt', '公开内容', f.id);
    const secret = await addFile('机密.txt', '机密');
    const link = await post<{ token: string; url: string; link_id: number }>('/api/Document/createLink', {
      id: f.id,
      expire_days: 7,
    });
    const { token, url, link_id } = link.body.data;
    expect(url).toBe(`/shareFile?token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const read = await t.call<{ name: string; children: { name: string }[] }>('GET', '/api/share/read', {
      query: { token },
    });
    expect([read.body.data.name, read.body.data.children.map((c) => c.name)]).toEqual(['对外', ['公开.txt']]);
    const bytes = await getRaw(t, `/api/share/file?token=${token}&id=${file.id}`);
    expect([bytes.status, bytes.body.toString()]).toEqual([200, '公开内容']);
    expect(
      String(
        (await getRaw(t, `/api/share/file?token=${token}&id=${file.id}&download=1`)).headers['content-disposition'],
      ),
    ).toMatch(/^attachment/);
    // the preview page reads a shared text file through the link too
    const text = await t.call<{ text: string }>('GET', '/api/share/preview', {
      query: { token, id: file.id, kind: 'txt' },
    });
    expect(text.body.data.text).toBe('公开内容');
    expect(
      (await t.call('GET', '/api/share/preview', { query: { token, id: secret.id, kind: 'txt' } })).body.code,
    ).toBe(ERR.notFound.code);
    const outside = (await getRaw(t, `/api/share/file?token=${token}&id=${secret.id}`)).json();
    expect(outside.code).toBe(ERR.notFound.code);
    expect((await post('/api/Document/revokeLink', { link_id })).body.code).toBe(0);
    expect((await t.call('GET', '/api/share/read', { query: { token } })).body.msg).toBe(DOC_MSG.linkInvalid);

    const doc = await post<Item>('/api/Document/addDoc', {
      name: '周报',
      content: '<h2>本周</h2><script>alert(1)</script>',
    });
    const docLink = (
      await post<{ token: string; url: string }>('/api/Document/createLink', { id: doc.body.data.id, expire_days: 1 })
    ).body.data;
    expect(docLink.url.startsWith('/shareDoc?token=')).toBe(true);
    const docRead = await t.call<{ content: string }>('GET', '/api/share/read', { query: { token: docLink.token } });
    expect(docRead.body.data.content).toBe('<h2>本周</h2>');
    await t.database.db.update(docLinks).set({ expire_time: new Date(Date.now() - 60_000) });
    expect((await t.call('GET', '/api/share/read', { query: { token: docLink.token } })).body.msg).toBe(
      DOC_MSG.linkInvalid,
    );
    expect((await t.call('GET', '/api/share/read', { query: { token: 'x'.repeat(43) } })).body.msg).toBe(
      DOC_MSG.linkInvalid,
    );
  });
});

describe('share link durations', () => {
  type Created = { link_id: number; token: string; expire_time: string | null };
  type Listed = { link_id: number; expire_time: string | null; expired: boolean };
  const storedEnd = async (id: number) =>
    (await t.database.db.select().from(docLinks).where(eq(docLinks.id, id)))[0].expire_time;

  it('takes 1, 7 or 30 days, or 永久有效 as its own choice; a 永久有效 link has no end and keeps opening', async () => {
    const f = await folder('有效期');
    for (const days of [1, 7, 30]) {
      const created = (await post<Created>('/api/Document/createLink', { id: f.id, expire_days: days })).body;
      expect(created.code, String(days)).toBe(0);
      expect(created.data.expire_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(
        Math.abs((await storedEnd(created.data.link_id))!.getTime() - (Date.now() + days * 86_400_000)),
      ).toBeLessThan(60_000);
    }
    // as digits too, as a form would send them
    expect(
      (await post<Created>('/api/Document/createLink', { id: f.id, expire_days: '30' })).body.data.expire_time,
    ).not.toBeNull();
    const byDefault = (await post<Created>('/api/Document/createLink', { id: f.id })).body.data;
    expect(Math.abs((await storedEnd(byDefault.link_id))!.getTime() - (Date.now() + 7 * 86_400_000))).toBeLessThan(
      60_000,
    );

    const forever = (await post<Created>('/api/Document/createLink', { id: f.id, expire_days: DOC_LINK_FOREVER })).body;
    expect([forever.code, forever.data.expire_time]).toEqual([0, null]);
    expect(await storedEnd(forever.data.link_id)).toBeNull();
    const listed = (await get<Listed[]>('/api/Document/links', { id: f.id })).body.data.find(
      (l) => l.link_id === forever.data.link_id,
    );
    expect(listed).toMatchObject({ expire_time: null, expired: false });
    expect(
      (await t.call<{ name: string }>('GET', '/api/share/read', { query: { token: forever.data.token } })).body.data
        .name,
    ).toBe('有效期');
  });

  it('refuses any other duration, and never reads an empty one as 永久有效', async () => {
    const f = await folder('有效期有误');
    for (const expire_days of [-1, 1.5, 3, 365, 0.5, '', ' ', '7天', null, true, false, [7]]) {
      const res = await post('/api/Document/createLink', { id: f.id, expire_days });
      expect(res.body, JSON.stringify(expire_days)).toMatchObject({ code: ERR.validation.code, msg: DOC_MSG.linkDays });
    }
    expect(DOC_MSG.linkDays).toBe('分享链接有效期只能选择1天、7天、30天或永久有效');
    expect((await get<Listed[]>('/api/Document/links', { id: f.id })).body.data).toEqual([]);
  });
});

describe('online documents, favourites, recent, settings and folder upload', () => {
  it('saves a document with its version; a stale version is refused', async () => {
    const doc = (await post<Item>('/api/Document/addDoc', { name: '会议纪要', content: '<p>初稿</p>' })).body.data;
    const saved = await post<{ version: number }>('/api/Document/saveDoc', {
      id: doc.id,
      content: '<p>第二稿</p><img src=x onerror=alert(1)>',
      version: 1,
    });
    expect(saved.body.data.version).toBe(2);
    const stale = await post('/api/Document/saveDoc', { id: doc.id, content: '<p>旧的</p>', version: 1 });
    expect(stale.body.code).toBe(ERR.conflict.code);
    const info = await get<{ content: string }>('/api/Document/info', { id: doc.id });
    // the image's address is neither a web address nor an upload: dropped with its handler
    expect(info.body.data.content).toBe('<p>第二稿</p>');
    expect((await get<Item[]>('/api/Document/recentList', {})).body.data[0].id).toBe(doc.id);
  });

  it('stores a formula without links that would run script, and keeps ordinary maths and web links', async () => {
    const formula = (latex: string) => `<span data-type="math" data-latex="${latex}">${latex}</span>`;
    const content = `<p>${formula('\\href {JaVaScript:alert(1)}{点我}')}${formula('\\frac{a}{b}')}${formula('\\href{https://example.com}{x}')}</p>`;
    const doc = (await post<Item>('/api/Document/addDoc', { name: '公式', content })).body.data;
    const stored = (await get<{ content: string }>('/api/Document/info', { id: doc.id })).body.data.content;
    expect(stored).toBe(
      `<p>${formula('{点我}')}${formula('\\frac{a}{b}')}${formula('\\href{https://example.com}{x}')}</p>`,
    );
    expect(stored).not.toMatch(/javascript/i);
  });

  it('collects and lists favourites', async () => {
    const f = await folder('常用');
    expect((await post('/api/Document/collect', { id: f.id, collect: 1 })).body.code).toBe(0);
    expect((await get<Item[]>('/api/Document/collectList', {})).body.data.map((i) => i.name)).toContain('常用');
    expect((await list()).data.find((i) => i.id === f.id)?.collected).toBe(true);
    await post('/api/Document/collect', { id: f.id, collect: 2 });
    expect((await get<Item[]>('/api/Document/collectList', {})).body.data.map((i) => i.name)).not.toContain('常用');
  });

  it('文档设置: allowed types, size limit and quota are enforced; saving needs its node', async () => {
    expect(
      (
        await post('/api/Document/saveSetting', {
          allowed_exts: 'pdf, .PNG',
          max_file_mb: 1,
          hide_download_user_id: 0,
          default_quota_gb: 10,
        })
      ).status,
    ).toBe(403);
    const saved = await post<{ allowed_exts: string }>(
      '/api/Document/saveSetting',
      { allowed_exts: 'pdf, .PNG,txt', max_file_mb: 1, hide_download_user_id: 0, default_quota_gb: 10 },
      admin,
    );
    expect(saved.body.data.allowed_exts).toBe('pdf,png,txt');
    const exe = await upload('tool.exe', 'MZ');
    expect((await post('/api/Document/addFile', { file_id: exe, parent_id: 0 })).body.msg).toBe(
      DOC_MSG.extNotAllowed('exe'),
    );
    const big = await upload('big.txt', 'x'.repeat(1024 * 1024 + 1));
    expect((await post('/api/Document/addFile', { file_id: big, parent_id: 0 })).body.msg).toBe(DOC_MSG.tooLarge(1));
    await post(
      '/api/Document/saveSetting',
      { allowed_exts: '', max_file_mb: 2048, hide_download_user_id: 0, default_quota_gb: 10 },
      admin,
    );
    const quota = await get<{ used: number; total: number }>('/api/Document/quota', {});
    expect(quota.body.data.total).toBe(10 * 1024 ** 3);
    expect(quota.body.data.used).toBeGreaterThan(0);
  });

  it('createBatchFolder makes the folders of a folder upload and maps each path to its id', async () => {
    const res = await post<Record<string, number>>('/api/ProjectDocument/createBatchFolder', {
      folders: ['照片/2026/一月', '照片', '照片/2025'],
      parentId: 0,
    });
    expect(Object.keys(res.body.data).sort()).toEqual(['照片', '照片/2025', '照片/2026', '照片/2026/一月']);
    expect(await names(res.body.data['照片'])).toEqual(['2025', '2026']);
    const again = await post<Record<string, number>>('/api/ProjectDocument/createBatchFolder', {
      folders: ['照片/2026'],
      parentId: 0,
    });
    expect(again.body.data['照片/2026']).toBe(res.body.data['照片/2026']);
    expect(
      (await post('/api/ProjectDocument/createBatchFolder', { folders: ['a/../b'], parentId: 0 })).body.code,
    ).not.toBe(0);
  });
});

describe('the configured clock', () => {
  const DAY = 86_400_000;
  // a member's session would expire while the clock is moved: signed-in calls then sign in afresh

  it('a share link valid 1 day opens until its end and is refused after it', async () => {
    const f = await folder('限时分享');
    const link = (
      await post<{ token: string; link_id: number }>('/api/Document/createLink', { id: f.id, expire_days: 1 })
    ).body.data;
    const read = () => t.call<{ name: string }>('GET', '/api/share/read', { query: { token: link.token } });
    try {
      t.clock.advance(DAY - 60_000);
      expect((await read()).body.data.name).toBe('限时分享');
      t.clock.advance(2 * 60_000);
      expect((await read()).body.msg).toBe(DOC_MSG.linkInvalid);
      const listed = (
        await get<{ link_id: number; expired: boolean }[]>('/api/Document/links', { id: f.id }, await t.login(SALES))
      ).body.data;
      expect(listed.find((l) => l.link_id === link.link_id)?.expired).toBe(true);
    } finally {
      t.clock.advance(-(DAY + 60_000));
    }
  });

  it('the nightly purge takes what was deleted more than 30 days ago and keeps what was deleted lately', async () => {
    const old = await folder('上个月删的');
    const recent = await folder('前几天删的');
    await post('/api/Document/del', { ids: [old.id] });
    try {
      t.clock.advance(20 * DAY);
      await post('/api/Document/del', { ids: [recent.id] }, await t.login(SALES));
      t.clock.advance(11 * DAY);
      await t.app.jobs.runNow('doc-trash-purge');
      const bin = (
        await get<{ id: number; days_left: number }[]>(
          '/api/Document/recycleList',
          { limit: 100 },
          await t.login(SALES),
        )
      ).body.data;
      expect(bin.find((i) => i.id === recent.id)?.days_left).toBe(19);
      expect(bin.map((i) => i.id)).not.toContain(old.id);
      expect(await t.database.db.select().from(docItems).where(eq(docItems.id, old.id))).toEqual([]);
    } finally {
      t.clock.advance(-31 * DAY);
    }
  });
});
