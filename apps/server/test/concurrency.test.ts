import { customerEntity } from '@suwork/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInput } from './entity-fixtures.ts';
import { ADMIN, createTestApp, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('concurrent writes', () => {
  it('stores every record when many are added at the same moment', async () => {
    const token = await t.login(ADMIN);
    const bodies = await Promise.all(Array.from({ length: 12 }, () => sampleInput(t, token, customerEntity)));
    const results = await Promise.all(
      bodies.map((body) => t.call<{ id: number }>('POST', '/api/Customer/add', { token, body })),
    );
    expect(results.map((r) => r.body.msg)).toEqual(results.map(() => '操作成功'));
    const list = await t.call('GET', '/api/Customer/getList', { token, query: { limit: 100 } });
    expect(list.body.count).toBe(12);
    const logs = await Promise.all(
      results.map((r) => t.call('GET', '/api/Customer/getLog', { token, query: { id: r.body.data.id } })),
    );
    expect(logs.every((l) => l.body.count === 1)).toBe(true);
  });
});
