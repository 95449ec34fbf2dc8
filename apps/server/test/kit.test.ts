import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idList, pageQuery, paged } from '../src/core/kit/index.ts';
import { users } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './harness.ts';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? '' : r.error!.issues[0].message;

describe('the kit: page and limit', () => {
  const q = pageQuery();
  it('default to page 1 of 10, or the size a list chooses', () => {
    expect(q.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageQuery(20).parse({ page: '3' })).toEqual({ page: 3, limit: 20 });
  });
  it('refuse a page below 1, a size above 100 and text, each with its own message', () => {
    expect(message(q.safeParse({ page: 0 }))).toBe('页码应为正整数');
    expect(message(q.safeParse({ page: 'x' }))).toBe('页码应为正整数');
    expect(message(q.safeParse({ limit: 101 }))).toBe('每页条数不能超过100');
    expect(message(q.safeParse({ limit: 0 }))).toBe('每页条数应为 1 到 100 的整数');
    expect(message(q.safeParse({ limit: 1.5 }))).toBe('每页条数应为 1 到 100 的整数');
    expect(message(q.safeParse({ limit: 10, extra: 1 }))).not.toBe('');
  });
  it('read ids comma-joined, as numbers or as a list, each once', () => {
    const ids = idList('请选择成员', 3);
    expect(ids.parse('3,5,3')).toEqual([3, 5]);
    expect(ids.parse([7])).toEqual([7]);
    expect(ids.parse('')).toEqual([]);
    expect(message(ids.safeParse('3,x'))).toBe('请选择成员');
    expect(message(ids.safeParse('1,2,3,4'))).toBe('最多选择3项');
  });
});

describe('the kit: paged', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('gives the rows of the page asked for and the exact total of a small list', async () => {
    const db = t.database.db;
    const where = eq(users.status, 1);
    const all = await db.select({ id: users.user_id }).from(users).where(where).orderBy(asc(users.user_id));
    const page = await paged(db, { page: 2, limit: 5 }, { from: users, where }, ({ limit, offset }) =>
      db.select({ id: users.user_id }).from(users).where(where).orderBy(asc(users.user_id)).limit(limit).offset(offset),
    );
    expect(page.rows).toEqual(all.slice(5, 10));
    expect(page).toMatchObject({ count: all.length, estimated: false });
  });
});
