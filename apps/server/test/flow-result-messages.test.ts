import { FLOW_TYPE_BY_NUMBER, RUN_STATUS } from '@suwork/domain';
import { ENTITIES, FLOW_TITLE_SEPARATOR, numberField } from '@suwork/domain/entities';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedModuleDemos } from '../src/core/module.ts';
import { columnsOf } from '../src/core/engine/table.ts';
import { tableOf } from '../src/db/entity-tables.ts';
import { notifications } from '../src/db/schema.ts';
import { flowRuns } from '../src/modules/flow/flow.tables.ts';
import { demo } from './flow-fixtures.ts';
import { appForFile, SALES } from './harness.ts';

// The message an approval's result sends its initiator names the document: what its approval title says and its
// number (您提交的合同「华锐智能安全网关采购合同 · ¥140,958.46」（HT-…）审批已通过), for every flow type.

const { t } = await appForFile();
await seedModuleDemos(t.app);
const [wang, liu] = await Promise.all([t.login(SALES), t.login(demo('刘洋'))]);

const post = async (url: string, body: Record<string, unknown>, token = wang) => {
  const res = await t.call<{ id: number }>('POST', url, { token, body });
  if (res.body.code !== 0) throw new Error(`${url}: ${res.body.msg}`);
  return res.body.data;
};
const examine = (flow_type: number, detail_id: number, pass_type: 2 | 3) =>
  post('/api/flow/examine', { flow_type, detail_id, pass_type, reason: pass_type === 2 ? '同意' : '金额有误' }, liu);

/** What the initiator of the latest run of a record was told of its result. */
async function resultMessage(flowType: number, detailId: number): Promise<string | undefined> {
  const [run] = await t.database.db
    .select()
    .from(flowRuns)
    .where(and(eq(flowRuns.flow_type, flowType), eq(flowRuns.detail_id, detailId)));
  const told = await t.database.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, run.initiator_id),
        eq(notifications.business_id, run.run_id),
        eq(notifications.business_type, 'flow'),
      ),
    );
  return told.map((n) => n.title).find((title) => title.startsWith('您提交的'));
}

describe('the result of an approval, as its initiator is told', () => {
  it('names the leave by its type, days and length', async () => {
    const leave = await post('/api/Leave/add', {
      leave_type: 3,
      start_date: '2026-11-27',
      start_half: 1,
      end_date: '2026-11-28',
      end_half: 2,
      reason: '回老家探亲',
    });
    await examine(14, leave.id, 2);
    expect(await resultMessage(14, leave.id)).toBe('您提交的请假「年假 · 11-27 至 11-28 · 2天」审批已通过');
  });

  it('names a rejected borrowing by its amount, reason and number', async () => {
    const borrow = await post('/api/FinanceBorrow/add', {
      money: '3000',
      reason: '华东客户巡访差旅备用金',
      borrow_date: '2026-11-20',
      repay_date: '2026-12-20',
    });
    await post('/api/flow/startflow', { flow_type: 7, detail_id: borrow.id, to_user: '{}' });
    const info = (
      await t.call<{ code: string }>('GET', '/api/FinanceBorrow/info', { token: wang, query: { id: borrow.id } })
    ).body.data;
    await examine(7, borrow.id, 3);
    expect(await resultMessage(7, borrow.id)).toBe(
      `您提交的借款「¥3,000.00 · 华东客户巡访差旅备用金」（${info.code}）审批已被拒绝`,
    );
  });

  it('names every decided document of the demo, contracts among them, by its title and number', async () => {
    const decided = await t.database.db
      .select()
      .from(flowRuns)
      .where(inArray(flowRuns.status, [RUN_STATUS.passed, RUN_STATUS.rejected]));
    const types = new Set<number>();
    for (const run of decided) {
      const def = ENTITIES.find((d) => d.flowType === run.flow_type)!;
      const where = `${def.key} ${run.detail_id}`;
      const facts = run.title.slice(`${def.title}${FLOW_TITLE_SEPARATOR}`.length);
      const number = numberField(def);
      const table = tableOf(def);
      const [record] = number
        ? ((await t.database.db
            .select({ no: columnsOf(table)[number.key] })
            .from(table)
            .where(eq(columnsOf(table).id, run.detail_id))) as { no: string }[])
        : [];
      const verdict = run.status === RUN_STATUS.passed ? '已通过' : '已被拒绝';
      const name = FLOW_TYPE_BY_NUMBER.get(run.flow_type)!.flow_name;
      expect(facts, where).not.toBe('');
      expect(await resultMessage(run.flow_type, run.detail_id), where).toBe(
        `您提交的${name}「${facts}」${record ? `（${record.no}）` : ''}审批${verdict}`,
      );
      types.add(run.flow_type);
    }
    expect(types.has(1)).toBe(true);
    expect(types.size).toBeGreaterThan(4);
  });
});
