import { ERR, KNOW_MSG } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knowArticles } from '../src/db/knowledge-tables.ts';
import { appForFile, SALES } from './harness.ts';
import { memberWithNodes } from './org-fixtures.ts';
import { postMultipart } from './upload-helpers.ts';

const { t, admin } = await appForFile();
const sales = await t.login(SALES);

type Category = { id: number; name: string; parent_id: number; article_count: number; children: Category[] };
type Article = {
  id: number;
  title: string;
  summary: string;
  category_id: number;
  category_name: string;
  view_count: number;
  is_top: boolean;
  create_user_name: string;
  days_left?: number;
};
const post = <T = unknown>(url: string, body: Record<string, unknown>, token = sales) =>
  t.call<T>('POST', url, { token, body });
const get = <T = unknown>(url: string, query: Record<string, string | number> = {}, token = sales) =>
  t.call<T>('GET', url, { token, query });
const category = async (name: string, parent_id = 0) => {
  const res = await post<{ id: number }>('/api/KnowledgeCategory/add', { name, parent_id });
  expect(res.body.msg).toBe('操作成功');
  return res.body.data.id;
};
const article = async (title: string, category_id: number, extra: Record<string, unknown> = {}, token = sales) => {
  const res = await post<{ id: number }>(
    '/api/Knowledge/add',
    { title, category_id, content: `<p>${title}正文</p>`, ...extra },
    token,
  );
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.id;
};
const titles = async (query: Record<string, string | number> = {}) =>
  (await get<Article[]>('/api/Knowledge/list', { limit: 100, ...query })).body.data.map((a) => a.title);

describe('知识分类', () => {
  it('builds a tree; sibling names are unique; a category never moves below itself', async () => {
    const product = await category('产品手册');
    const after = await category('售后', product);
    const faq = await category('常见问题', after);
    expect((await post('/api/KnowledgeCategory/add', { name: '售后', parent_id: product })).body.msg).toBe(
      KNOW_MSG.categoryExists('售后'),
    );
    expect((await post('/api/KnowledgeCategory/add', { name: ' ', parent_id: 0 })).body.msg).toBe(
      KNOW_MSG.categoryNameRequired,
    );
    expect((await post('/api/KnowledgeCategory/add', { name: '长'.repeat(51), parent_id: 0 })).body.msg).toBe(
      KNOW_MSG.categoryNameTooLong,
    );
    expect((await post('/api/KnowledgeCategory/rename', { id: after, name: '售后服务' })).body.code).toBe(0);
    expect((await post('/api/KnowledgeCategory/move', { id: product, parent_id: faq })).body.msg).toBe(
      KNOW_MSG.categoryIntoItself,
    );
    const tree = (await get<Category[]>('/api/KnowledgeCategory/tree')).body.data;
    const root = tree.find((c) => c.id === product)!;
    expect(root.children.map((c) => c.name)).toEqual(['售后服务']);
    expect(root.children[0].children.map((c) => c.id)).toEqual([faq]);
    expect((await post('/api/KnowledgeCategory/move', { id: faq, parent_id: 0 })).body.code).toBe(0);
    expect((await get<Category[]>('/api/KnowledgeCategory/tree')).body.data.map((c) => c.id)).toContain(faq);
  });

  it('refuses to delete a category with sub-categories or articles (also in the 回收站); deletes an empty one', async () => {
    const parent = await category('制度');
    const child = await category('考勤', parent);
    expect((await post('/api/KnowledgeCategory/del', { id: parent })).body.msg).toBe(KNOW_MSG.categoryHasChildren);
    const id = await article('打卡规则', child);
    expect((await post('/api/KnowledgeCategory/del', { id: child })).body.msg).toBe(KNOW_MSG.categoryHasArticles);
    await post('/api/Knowledge/del', { ids: [id] });
    expect((await post('/api/KnowledgeCategory/del', { id: child })).body.msg).toBe(KNOW_MSG.categoryHasArticles);
    await post('/api/Knowledge/destroy', { ids: [id] });
    expect((await post('/api/KnowledgeCategory/del', { id: child })).body.code).toBe(0);
    expect((await post('/api/KnowledgeCategory/del', { id: parent })).body.code).toBe(0);
  });
});

describe('知识文章', () => {
  it('validates with Chinese messages and sanitises the content', async () => {
    const c = await category('校验');
    const bad = (body: Record<string, unknown>) =>
      post('/api/Knowledge/add', { title: '标题', category_id: c, content: '<p>x</p>', ...body }).then(
        (r) => r.body.msg,
      );
    expect(await bad({ title: '' })).toBe(KNOW_MSG.titleRequired);
    expect(await bad({ title: '题'.repeat(101) })).toBe(KNOW_MSG.titleTooLong);
    expect(await bad({ category_id: 0 })).toBe(KNOW_MSG.categoryRequired);
    expect(await bad({ category_id: 999_999 })).toBe(KNOW_MSG.categoryRequired);
    expect(await bad({ summary: '摘'.repeat(301) })).toBe(KNOW_MSG.summaryTooLong);
    expect(await bad({ content: '<p> </p>' })).toBe(KNOW_MSG.contentRequired);
    const id = await article('脚本', c, { content: '<p>正文<script>alert(1)</script></p>' });
    const info = await get<{ content: string }>('/api/Knowledge/info', { id });
    expect(info.body.data.content).not.toContain('script');
    expect(info.body.data.content).toContain('正文');
  });

  it('adds, updates with attachments (only own uploads), counts views (not openings to edit) and lists 置顶 first', async () => {
    const c = await category('销售技巧');
    const upload = async (token: string) =>
      (
        await postMultipart(t, '/api/Upload/doUpload', token, [
          { name: 'file', file: Buffer.from('x'), filename: '话术.txt' },
        ])
      ).json<{ id: number }>().data.id;
    const mine = await upload(sales);
    const theirs = await upload(admin);
    expect(
      (
        await post('/api/Knowledge/add', {
          title: '别人的附件',
          category_id: c,
          content: '<p>x</p>',
          attachments: [theirs],
        })
      ).body.msg,
    ).toBe('附件包含无效的文件');
    const first = await article('电话开场白', c, { summary: '三句话', attachments: [mine] });
    const second = await article('异议处理', c);
    expect(
      (
        await post('/api/Knowledge/update', {
          id: second,
          title: '异议处理（置顶）',
          category_id: c,
          content: '<p>新</p>',
          is_top: true,
          attachments: [],
        })
      ).body.code,
    ).toBe(0);
    expect(await titles({ category_id: c })).toEqual(['异议处理（置顶）', '电话开场白']);
    await get('/api/Knowledge/info', { id: first });
    await get('/api/Knowledge/info', { id: first, for_edit: 1 });
    const info = await get<Article & { attachments_files: { id: number; name: string }[] }>('/api/Knowledge/info', {
      id: first,
    });
    expect(info.body.data).toMatchObject({
      title: '电话开场白',
      summary: '三句话',
      view_count: 2,
      create_user_name: '王强',
      category_name: '销售技巧',
    });
    expect(info.body.data.attachments_files.map((f) => f.id)).toEqual([mine]);
    expect((await get('/api/Knowledge/info', { id: 999_999 })).body).toMatchObject({
      code: ERR.notFound.code,
      msg: KNOW_MSG.articleNotFound,
    });
  });

  it('searches title and summary, filters by a category with its sub-categories, and pages', async () => {
    const top = await category('客户服务');
    const sub = await category('投诉', top);
    const other = await category('财务');
    await article('退款流程', sub, { summary: '客户投诉后的退款' });
    await article('服务标准', top);
    await article('报销流程', other, { summary: '发票要求' });
    expect(await titles({ category_id: top })).toEqual(['服务标准', '退款流程']);
    expect(await titles({ category_id: sub })).toEqual(['退款流程']);
    expect(await titles({ keyword: '流程' })).toEqual(expect.arrayContaining(['退款流程', '报销流程']));
    expect(await titles({ keyword: '发票' })).toEqual(['报销流程']);
    const page = await get<Article[]>('/api/Knowledge/list', { category_id: top, page: 2, limit: 1 });
    expect([page.body.count, page.body.data.map((a) => a.title)]).toEqual([2, ['退款流程']]);
    expect((await get<Article[]>('/api/Knowledge/list', { category_id: top })).body.data[0].category_name).toBe(
      '客户服务',
    );
  });
});

describe('知识库回收站', () => {
  it('delete → restore → delete for good', async () => {
    const c = await category('回收测试');
    const id = await article('旧制度', c);
    expect((await post('/api/Knowledge/del', { ids: [id] })).body.code).toBe(0);
    expect(await titles({ category_id: c })).toEqual([]);
    expect((await get('/api/Knowledge/info', { id })).body.msg).toBe(KNOW_MSG.articleNotFound);
    const bin = await get<Article[]>('/api/Knowledge/recycleList');
    expect(bin.body.data.find((a) => a.id === id)?.days_left).toBe(30);
    expect((await post('/api/Knowledge/restore', { ids: [id] })).body.code).toBe(0);
    expect(await titles({ category_id: c })).toEqual(['旧制度']);
    expect((await post('/api/Knowledge/destroy', { ids: [id] })).body.msg).toBe(KNOW_MSG.notInTrash);
    await post('/api/Knowledge/del', { ids: [id] });
    expect((await post('/api/Knowledge/destroy', { ids: [id] })).body.code).toBe(0);
    expect((await get<Article[]>('/api/Knowledge/recycleList')).body.data.map((a) => a.id)).not.toContain(id);
  });

  it('empties itself of articles deleted more than 30 days ago', async () => {
    const c = await category('清理测试');
    const old = await article('去年的', c);
    const recent = await article('昨天的', c);
    await post('/api/Knowledge/del', { ids: [old, recent] });
    await t.database.db
      .update(knowArticles)
      .set({ deleted_time: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(knowArticles.id, old));
    await t.app.jobs.runNow('know-trash-purge');
    const ids = (await get<Article[]>('/api/Knowledge/recycleList', { limit: 100 })).body.data.map((a) => a.id);
    expect(ids).toContain(recent);
    expect(ids).not.toContain(old);
  });
});

describe('the configured clock', () => {
  const DAY = 86_400_000;

  it('the nightly purge takes articles deleted more than 30 days ago and keeps those deleted lately', async () => {
    const c = await category('时钟测试');
    const old = await article('上个月删的', c);
    const recent = await article('前几天删的', c);
    await post('/api/Knowledge/del', { ids: [old] });
    try {
      // sessions expire while the clock is moved: signed-in calls sign in afresh
      t.clock.advance(20 * DAY);
      await post('/api/Knowledge/del', { ids: [recent] }, await t.login(SALES));
      t.clock.advance(11 * DAY);
      await t.app.jobs.runNow('know-trash-purge');
      const bin = (await get<Article[]>('/api/Knowledge/recycleList', { limit: 100 }, await t.login(SALES))).body.data;
      expect(bin.find((a) => a.id === recent)?.days_left).toBe(19);
      expect(bin.map((a) => a.id)).not.toContain(old);
      expect(await t.database.db.select().from(knowArticles).where(eq(knowArticles.id, old))).toEqual([]);
    } finally {
      t.clock.advance(-31 * DAY);
    }
  });
});

describe('permissions', () => {
  it('a member without the knowledge nodes reads nothing and changes nothing', async () => {
    const c = await category('权限测试');
    const id = await article('内部资料', c);
    const outsider = await memberWithNodes(t, ['cloudDocument_mySpace']);
    const reader = await memberWithNodes(t, [
      'cloudDocument_knowledge',
      '!cloudDocument_knowledge_add',
      '!cloudDocument_knowledge_edit',
      '!cloudDocument_knowledge_del',
    ]);
    expect((await get('/api/Knowledge/list', {}, outsider.token)).body.code).toBe(ERR.noPermission.code);
    expect((await get('/api/KnowledgeCategory/tree', {}, outsider.token)).body.code).toBe(ERR.noPermission.code);
    expect((await get('/api/Knowledge/recycleList', {}, outsider.token)).body.code).toBe(ERR.noPermission.code);
    expect((await get('/api/Knowledge/info', { id }, reader.token)).body.code).toBe(0);
    for (const [url, body] of [
      ['/api/Knowledge/add', { title: 'x', category_id: c, content: '<p>x</p>' }],
      ['/api/Knowledge/update', { id, title: 'x', category_id: c, content: '<p>x</p>' }],
      ['/api/Knowledge/del', { ids: [id] }],
      ['/api/KnowledgeCategory/add', { name: '新分类' }],
      ['/api/KnowledgeCategory/del', { id: c }],
    ] as const) {
      expect((await post(url, body, reader.token)).body.code, url).toBe(ERR.noPermission.code);
    }
  });
});
