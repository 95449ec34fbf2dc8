import { FLOW_TITLE_MAX, FLOW_TITLE_SEPARATOR, ENTITIES, flowTitleOf } from '@suwork/domain/entities';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedModuleDemos } from '../src/core/module.ts';
import { users } from '../src/db/schema.ts';
import { flowRuns } from '../src/modules/flow/flow.tables.ts';
import { demo } from './flow-fixtures.ts';
import { appForFile, SALES } from './harness.ts';
import { userId } from './org-fixtures.ts';
import { section } from './workbench-fixtures.ts';

// The title of an approval is the document's name and the facts its declaration names (EntityDef.flowTitle),
// written when the run starts; the approval centre, the record's approval record and the workbench show it.

const { t, admin } = await appForFile();
// what `npm start` does on an empty database: the demo company's documents, most of them in approval or approved
await seedModuleDemos(t.app);
const [wang, liu] = await Promise.all([t.login(SALES), t.login(demo('刘洋'))]);

type Row = Record<string, unknown> & { id: number };
type ListRow = { run_id: number; flow_type: number; detail_id: number; title: string; initiator_name: string };
type Review = { run: { run_id: number; title: string; initiator_name: string } | null };

const post = async (url: string, body: Record<string, unknown>, token = wang) => {
  const res = await t.call<{ id: number }>('POST', url, { token, body });
  if (res.body.code !== 0) throw new Error(`${url}: ${res.body.msg}`);
  return res.body.data;
};
const startflow = (flow_type: number, detail_id: number, token = wang) =>
  post('/api/flow/startflow', { flow_type, detail_id, to_user: '{}' }, token);
const examine = (flow_type: number, detail_id: number, pass_type: 2 | 3, token = liu) =>
  post('/api/flow/examine', { flow_type, detail_id, pass_type, reason: pass_type === 2 ? '同意' : '请改日期' }, token);
/** every run of a tab of the approval centre, newest first */
const examineList = async (token: string, tab: number, flowType?: number) =>
  (
    await t.call<ListRow[]>('GET', '/api/flow/examineList', {
      token,
      query: { tab, page: 1, limit: 100, ...(flowType ? { flow_type: flowType } : {}) },
    })
  ).body.data;
const review = async (flowType: number, detailId: number, token = wang) =>
  (await t.call<Review>('GET', '/api/flow/review', { token, query: { flow_type: flowType, detail_id: detailId } })).body
    .data;

const LEAVE = 14;
const leaveTitle = '请假 · 年假 · 11-27 至 11-28 · 2天';
let leaveId = 0;

describe('the title of an approval carries its facts', () => {
  it(`titles 王强's leave ${leaveTitle}, the same in the list, the record's approval and the approver's 待我审批`, async () => {
    leaveId = (
      await post('/api/Leave/add', {
        leave_type: 3,
        start_date: '2026-11-27',
        start_half: 1,
        end_date: '2026-11-28',
        end_half: 2,
        reason: '回老家探亲',
      })
    ).id;
    const mine = (await examineList(wang, 3, LEAVE)).find((r) => r.detail_id === leaveId)!;
    // who submitted it stays in its own column
    expect(mine).toMatchObject({ title: leaveTitle, initiator_name: '王强' });
    expect((await review(LEAVE, leaveId)).run).toMatchObject({
      run_id: mine.run_id,
      title: leaveTitle,
      initiator_name: '王强',
    });
    expect((await examineList(liu, 1, LEAVE)).find((r) => r.detail_id === leaveId)).toMatchObject({
      title: leaveTitle,
      initiator_name: '王强',
    });
    expect((await review(LEAVE, leaveId, liu)).run?.title).toBe(leaveTitle);
    // the workbench shows a title and a time only: the title says who submitted it
    expect((await section(t, liu, 'examine'))?.items.map((i) => i.title)).toContain(`王强：${leaveTitle}`);
  });

  it('titles the new run of a changed and resubmitted application anew; the earlier run keeps its own', async () => {
    await examine(LEAVE, leaveId, 3);
    await post('/api/Leave/resubmit', { id: leaveId, end_date: '2026-11-30', to_user: {} });
    const again = '请假 · 年假 · 11-27 至 11-30 · 4天';
    const runs = (await examineList(wang, 3, LEAVE)).filter((r) => r.detail_id === leaveId);
    expect(runs.map((r) => r.title)).toEqual([again, leaveTitle]);
    expect((await review(LEAVE, leaveId)).run).toMatchObject({ run_id: runs[0].run_id, title: again });
    expect((await examineList(liu, 1, LEAVE)).find((r) => r.detail_id === leaveId)?.title).toBe(again);
  });

  it('titles every flow type with the facts its document declares, as its detail page reads them, the same in the list and the approval record', async () => {
    // the documents the demo does not submit: 合同变更 on 王强's approved contract, 离职, 离职交接 and 工作交接
    const [chen, self] = await Promise.all([userId(t, '陈静'), userId(t, '王强')]);
    const contract = (
      await t.call<Row[]>('GET', '/api/Contract/getList', {
        token: wang,
        query: { keyword: '华锐智能安全网关采购合同' },
      })
    ).body.data[0];
    const change = await post('/api/ContractChange/add', {
      contract_id: contract.id,
      reason: '客户追加采购',
      new_amount: '150000.00',
      new_start_date: '2026-11-01',
      new_end_date: '2027-12-31',
    });
    await startflow(2, change.id);
    await post('/api/QuitApply/add', {
      quit_type: 1,
      entry_date: '2024-03-01',
      quit_date: '2026-12-31',
      reason: '个人发展',
      handover_user_id: chen,
      to_user: {},
    });
    await post('/api/QuitHandover/add', {
      quit_user_id: self,
      receiver_id: chen,
      handover_date: '2026-12-30',
      work_content: '客户资料与合同',
      to_user: {},
    });
    await post('/api/WorkHandover/add', {
      receiver_id: chen,
      handover_date: '2026-12-04',
      content: '华东区客户跟进',
      to_user: {},
    });

    const runs = await t.database.db
      .select({
        run_id: flowRuns.run_id,
        flow_type: flowRuns.flow_type,
        detail_id: flowRuns.detail_id,
        title: flowRuns.title,
        initiator: users.user_name,
      })
      .from(flowRuns)
      .innerJoin(users, eq(users.user_id, flowRuns.initiator_id))
      .orderBy(asc(flowRuns.run_id));
    const documents = ENTITIES.filter((d) => d.flowType !== undefined);
    expect([...new Set(runs.map((r) => r.flow_type))].sort((a, b) => a - b)).toEqual(
      documents.map((d) => d.flowType!).sort((a, b) => a - b),
    );

    const tokens = new Map<string, string>();
    const tokenOf = async (name: string) =>
      tokens.get(name) ?? tokens.set(name, name === '王强' ? wang : await t.login(demo(name))).get(name)!;
    const listed = new Map<number, ListRow>();
    for (const name of new Set(runs.map((r) => r.initiator)))
      for (const r of await examineList(await tokenOf(name), 3)) listed.set(r.run_id, r);

    // each record's latest run: its title reads the record as it is (nothing changed since it was submitted)
    const latest = new Map(runs.map((r) => [`${r.flow_type}:${r.detail_id}`, r]));
    for (const run of latest.values()) {
      const def = documents.find((d) => d.flowType === run.flow_type)!;
      const where = `${def.key} ${run.detail_id}`;
      const detail = await t.call<Row>('GET', `/api/${def.controller}/info`, {
        token: admin,
        query: { id: run.detail_id },
      });
      expect(detail.body.code, where).toBe(0);
      expect(run.title, where).toBe(flowTitleOf(def, detail.body.data));
      // its name, then every declared fact (each holds something on these records)
      expect(run.title.split(FLOW_TITLE_SEPARATOR), where).toHaveLength(1 + def.flowTitle!.length);
      expect(run.title.startsWith(`${def.title}${FLOW_TITLE_SEPARATOR}`), where).toBe(true);
      expect(listed.get(run.run_id), where).toMatchObject({ title: run.title, initiator_name: run.initiator });
      expect((await review(run.flow_type, run.detail_id, await tokenOf(run.initiator))).run, where).toMatchObject({
        run_id: run.run_id,
        title: run.title,
      });
    }

    const titleOf = (flowType: number, text: string) =>
      runs.find((r) => r.flow_type === flowType && r.title.includes(text))?.title;
    expect(titleOf(1, '华锐智能安全网关采购合同')).toBe('合同 · 华锐智能安全网关采购合同 · ¥140,958.46');
    expect(titleOf(2, '华锐智能安全网关采购合同')).toBe('合同变更 · 华锐智能安全网关采购合同 · 变更后¥150,000.00');
    expect(titleOf(4, '增值税普票')).toBe('开票申请 · 增值税普票 · ¥29,000.00');
    expect(titleOf(5, '11月华东客户巡访差旅费')).toBe('报销 · ¥1,860.50 · 11月华东客户巡访差旅费');
    expect(titleOf(7, '华东客户巡访差旅备用金')).toBe('借款 · ¥3,000.00 · 华东客户巡访差旅备用金');
    expect(titleOf(11, '')).toBe('坏账 · 云杉信息移动办公二期合同 · ¥52,800.00');
    expect(titleOf(17, '')).toBe('离职交接 · 王强 · 交接给陈静 · 12-30');
    expect(titleOf(21, '')).toBe('工作交接 · 交接给陈静 · 12-04');
  });

  it(`keeps a title within ${FLOW_TITLE_MAX} characters, cutting the free text short`, async () => {
    const reason = '华东客户巡访差旅备用金'.repeat(50);
    const borrow = await post('/api/FinanceBorrow/add', {
      money: '3000',
      reason,
      borrow_date: '2026-11-20',
      repay_date: '2026-12-20',
    });
    await startflow(7, borrow.id);
    const { title } = (await review(7, borrow.id))!.run!;
    expect(Array.from(title)).toHaveLength(FLOW_TITLE_MAX);
    expect(title).toMatch(/^借款 · ¥3,000\.00 · 华东客户巡访差旅备用金.*…$/);
  });

  it('names a run started before titles were written as it was named then', async () => {
    const [run] = await t.database.db
      .update(flowRuns)
      .set({ title: '' })
      .where(and(eq(flowRuns.flow_type, LEAVE), eq(flowRuns.detail_id, leaveId)))
      .returning();
    expect((await examineList(wang, 3, LEAVE)).find((r) => r.run_id === run.run_id)?.title).toBe('王强提交的请假审批');
  });
});
