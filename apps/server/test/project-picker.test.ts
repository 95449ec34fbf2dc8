import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from './flow-fixtures.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';

// 关联项目 (spec §2/§4/§7): GET /api/project/index {page, limit, status, project_name, auth_module}, 10 a page,
// tabs 进行中 (1) and 已完成 (2), searched by name; the projects the member may see, and only for who may see projects.

type Row = Record<string, unknown>;
let t: TestContext;
let admin: string, manager: string, seller: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, seller] = await Promise.all([t.login(ADMIN), t.login(demo('吴刚')), t.login(SALES)]);
  for (let i = 1; i <= 12; i++)
    expect(
      (
        await t.call('POST', '/api/Project/add', {
          token: manager,
          body: { project_name: `产线改造${i}`, status: i <= 11 ? 1 : 2, start_date: '2026-11-01' },
        })
      ).body.msg,
    ).toBe('操作成功');
  expect(
    (
      await t.call('POST', '/api/Project/add', {
        token: admin,
        body: { project_name: '总部机房搬迁', status: 1, start_date: '2026-11-02' },
      })
    ).body.msg,
  ).toBe('操作成功');
});
afterAll(async () => t.close());

const pick = (token: string, query: Record<string, string | number>) =>
  t.call<Row[]>('GET', '/api/project/index', { token, query: query as Record<string, string> });

describe('关联项目 picker', () => {
  it('lists 进行中 and 已完成 apart, 10 a page, searched by name, whatever module asks', async () => {
    const running = await pick(manager, {
      page: 1,
      limit: 10,
      status: 1,
      project_name: '产线',
      auth_module: 'purchase',
    });
    expect(running.body).toMatchObject({ code: 0, count: 11 });
    expect(running.body.data).toHaveLength(10);
    expect(running.body.data.every((p) => p.status === 1 && String(p.project_name).startsWith('产线改造'))).toBe(true);
    expect((await pick(manager, { page: 2, limit: 10, status: 1, project_name: '产线' })).body.data).toHaveLength(1);
    const done = await pick(manager, { page: 1, limit: 10, status: 2 });
    expect(done.body.data.map((p) => p.project_name)).toEqual(['产线改造12']);
    // each row as spec §3's project row
    expect(done.body.data[0]).toMatchObject({
      name: '产线改造12',
      leader_name: '吴刚',
      start_time: '2026-11-01',
      end_time: null,
    });
  });

  it('lists only the projects the member may see, and answers no one without the project pages', async () => {
    const mine = await pick(manager, { page: 1, limit: 50, project_name: '机房' });
    expect(mine.body).toMatchObject({ code: 0, count: 0 });
    expect((await pick(admin, { page: 1, limit: 10, project_name: '机房' })).body.count).toBe(1);
    const refused = await pick(seller, { page: 1, limit: 10 });
    expect(refused.status).toBe(403);
  });

  it('refuses a parameter it does not know, changing nothing', async () => {
    const res = await pick(manager, { page: 1, limit: 10, budget: 1 });
    expect(res.status).toBe(400);
  });
});
