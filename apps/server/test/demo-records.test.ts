import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedModuleDemos } from '../src/core/module.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';

type Row = Record<string, unknown>;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  // what `npm start` does on an empty database: every module's demo data, in their order
  await seedModuleDemos(t.app);
});
afterAll(async () => t.close());

describe('demo records of a new installation', () => {
  it('gives each salesperson their own customers with contacts and follow-ups, and fills the public pool', async () => {
    const sales = await t.login(SALES);
    const mine = await t.call<Row[]>('GET', '/api/Customer/getList', { token: sales, query: { limit: 50 } });
    expect(mine.body.data.map((r) => r.enterprise_name)).toEqual(['深圳市华锐智能科技有限公司', '杭州云杉信息技术有限公司', '上海恒通物流股份有限公司']);
    expect(mine.body.data[0].tags_names).toBe('高意向、老客户');
    const pool = await t.call<Row[]>('GET', '/api/PublicCustomer/getList', { token: sales, query: { limit: 50 } });
    expect(pool.body.count).toBe(3);
    const tianjin = pool.body.data.find((r) => r.enterprise_name === '天津渤海化工有限公司')!;
    const pooled = await t.call<Row>('GET', '/api/PublicCustomer/info', { token: sales, query: { id: tianjin.id as number } });
    expect(pooled.body.data.pool_reason).toBe('多次联系未果');

    const id = mine.body.data[0].id as number;
    const feed = await t.call<Record<string, { content: string }[]>>('GET', '/api/CommonFollow/getList', { token: sales, query: { entity: 'customer', real_id: id, page: 1, limit: 5 } });
    expect(feed.body.code).toBe(0);
    expect(feed.body.count).toBeGreaterThan(0);
    const contacts = await t.call<Row[]>('GET', '/api/Contacts/getList', { token: sales, query: { enterprise_id: id } });
    expect(contacts.body.data.map((r) => r.contact_name)).toEqual(['陈晓东']);
  });

  it('shows the whole company to the administrator: customers, contacts and clues', async () => {
    const admin = await t.login(ADMIN);
    const count = async (controller: string) => (await t.call<Row[]>('GET', `/api/${controller}/getList`, { token: admin })).body.count;
    expect(await count('Customer')).toBe(12);
    expect(await count('Contacts')).toBe(15);
    expect(await count('Clue')).toBe(8);
  });

  it('puts OA applications in the approval centre: waiting, approved and rejected', async () => {
    const liu = await t.login({ username: '刘洋', password: '123456' });
    const pending = await t.call<Row[]>('GET', '/api/flow/examineList', { token: liu, query: { tab: 1, page: 1, limit: 10 } });
    expect(pending.body.data.map((r) => r.title)).toEqual(['王强提交的请假审批']);
    const sales = await t.login(SALES);
    const mine = await t.call<Row[]>('GET', '/api/flow/examineList', { token: sales, query: { tab: 3, page: 1, limit: 10 } });
    expect(mine.body.data.map((r) => [r.flow_name, r.status_name])).toEqual([
      ['用车', '已拒绝'],
      ['请假', '审批中'],
    ]);
    const admin = await t.login(ADMIN);
    const goOut = await t.call<Row[]>('GET', '/api/GoOut/getList', { token: admin });
    expect(goOut.body.data.map((r) => [r.place, r.status])).toEqual([['武汉长江能源科技有限公司', 2]]);
  });

  it('gives the projects their teams: a member finds the projects they work on in 项目空间, and only those', async () => {
    const spaces = async (who: typeof SALES) =>
      (await t.call<{ project_name: string; customer: string }[]>('GET', '/api/ProjectDocument/projectList', { token: await t.login(who) })).body.data.map((p) => p.project_name);
    // newest first
    expect(await spaces(SALES)).toEqual(['精工机械设备巡检平台', '恒通物流仓储系统升级', '华锐智能CRM实施项目']);
    expect(await spaces({ username: '陈静', password: SALES.password })).toEqual(['精工机械设备巡检平台', '恒通物流仓储系统升级']);
    const admin = await t.login(ADMIN);
    const list = await t.call<Row[]>('GET', '/api/Project/getList', { token: admin, query: { status: 2 } });
    expect(list.body.data.map((r) => [r.project_name, r.enterprise_id_name ?? r.enterprise_id])).toEqual([['精工机械设备巡检平台', expect.anything()]]);
  });

  it("fills 王强's workbench with today's items: his open tasks, today's meeting and the report he sent", async () => {
    const sales = await t.login(SALES);
    const todo = await t.call<{ title: string; items: { title: string }[] }[]>('GET', '/api/Home/todoList', { token: sales });
    const section = (title: string) =>
      todo.body.data
        .find((s) => s.title === title)
        ?.items.map((i) => i.title)
        .join('|') ?? '';
    expect(section('我的任务')).toMatch(/整理恒通物流仓储系统需求清单/);
    expect(section('今日日程')).toMatch(/华锐智能项目周会/);
    const liu = await t.login({ username: '刘洋', password: SALES.password });
    const unread = await t.call<{ title: string; items: { title: string }[] }[]>('GET', '/api/Home/todoList', { token: liu });
    expect(unread.body.data.find((s) => s.title === '待阅报告')?.items.length).toBe(1);
  });
});
