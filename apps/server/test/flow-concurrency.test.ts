import { ERR } from '@suwork/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../src/db/schema.ts';
import { demo, engineOnlyRecords, ids, saveTemplate } from './flow-fixtures.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  engineOnlyRecords(t.app, 5);
});
afterAll(async () => t.close());

/** approve and reject log rows of an expense claim */
const decisions = async (detailId: number) =>
  (
    await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.entity, 'flow.expense'), eq(operationLogs.record_id, detailId)))
  ).filter((l) => l.action !== 'flow_start');

describe('concurrent approval decisions', () => {
  it('50 parallel approvals of one step: one succeeds, the rest are conflicts, one log row', async () => {
    const [sales, leader] = await Promise.all([t.login(SALES), t.login(demo('刘洋'))]);
    expect(
      (
        await t.call('POST', '/api/flow/startflow', {
          token: sales,
          body: { flow_type: 5, detail_id: 9001, to_user: '{}' },
        })
      ).body.code,
    ).toBe(0);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('POST', '/api/flow/examine', {
          token: leader,
          body: { flow_type: 5, detail_id: 9001, pass_type: 2, reason: '同意' },
        }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === ERR.conflict.code)).toHaveLength(49);
    expect(await decisions(9001)).toHaveLength(1);
  });

  it('或签 approvers deciding at the same moment: exactly one decision counts', async () => {
    const admin = await t.login(ADMIN);
    await saveTemplate(t, admin, 5, [
      { type: 1, selectRange: 2, source: await ids(t, '李娜', '陈静', '刘洋'), mode: 1 },
    ]);
    const sales = await t.login(SALES);
    const approvers = await Promise.all(['李娜', '陈静', '刘洋'].map((n) => t.login(demo(n))));
    await t.call('POST', '/api/flow/startflow', {
      token: sales,
      body: { flow_type: 5, detail_id: 9002, to_user: '{}' },
    });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.call('POST', '/api/flow/examine', {
          token: approvers[i % 3],
          body: { flow_type: 5, detail_id: 9002, pass_type: i % 2 ? 2 : 3, reason: '意见' },
        }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(results.every((r) => r.body.code === 0 || r.body.code === ERR.conflict.code)).toBe(true);
    expect(await decisions(9002)).toHaveLength(1);
  });
});
