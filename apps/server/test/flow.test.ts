import { ERR, FLOW_MSG, MSG } from '@suwork/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/core/notify.ts';
import { notifications, operationLogs } from '../src/db/schema.ts';
import { flowTemplates, flowTemplateVersions } from '../src/modules/flow/flow.tables.ts';
import { assertNotInApproval, isInApproval, onFlowStatus } from '../src/modules/flow/flow-hooks.ts';
import { demo, engineOnlyRecords, ids, saveTemplate } from './flow-fixtures.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';
import { memberWithNodes, userId } from './org-fixtures.ts';

type Step = {
  step_id: number;
  type: number;
  examineMode: number;
  status: number;
  reason: string;
  users: { user_id: number; user_name: string; status: number; reason?: string }[];
};
type Review = {
  run: { run_id: number; status: number; status_name: string; flow_name: string; initiator_name: string } | null;
  steps: Step[];
  can_examine: boolean;
  can_withdraw: boolean;
};

let t: TestContext;
let admin: string;
let sales: string;
let liu: string;
let li: string;
let chen: string;
let zhao: string;
beforeAll(async () => {
  t = await createTestApp();
  engineOnlyRecords(t.app, ...Array.from({ length: 23 }, (_, i) => i + 1));
  [admin, sales, liu, li, chen, zhao] = await Promise.all([
    t.login(ADMIN),
    t.login(SALES),
    t.login(demo('刘洋')),
    t.login(demo('李娜')),
    t.login(demo('陈静')),
    t.login(demo('赵敏')),
  ]);
});
afterAll(async () => t.close());

const start = (token: string, flow_type: number, detail_id: number, extra: Record<string, unknown> = {}) =>
  t.call<{ run_id: number }>('POST', '/api/flow/startflow', {
    token,
    body: { flow_type, detail_id, to_user: '{}', ...extra },
  });
const examine = (token: string, flow_type: number, detail_id: number, pass_type = 2, reason = '同意') =>
  t.call('POST', '/api/flow/examine', { token, body: { flow_type, detail_id, pass_type, reason } });
const review = async (token: string, flow_type: number, detail_id: number) =>
  (await t.call<Review>('GET', '/api/flow/review', { token, query: { flow_type, detail_id } })).body.data;
const names = (s: Step) => s.users.map((u) => `${u.user_name}:${u.status}`);
const notified = async (name: string) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, await userId(t, name)))
  ).map((n) => n.title);
const count = async (token: string) =>
  (await t.call<Record<string, number>>('GET', '/api/flow/examineCount', { token })).body.data;

describe('the default template: the department leader approves', () => {
  const LEAVE = 14;

  it("previews the leader of the initiator's department", async () => {
    const res = await t.call<Step[]>('GET', '/api/flow/preview', { token: sales, query: { flow_type: LEAVE } });
    expect(res.body.data.map((s) => [s.step_id, s.type, s.examineMode, names(s)])).toEqual([[1, 1, 1, ['刘洋:1']]]);
  });

  it('start → the leader approves → passed; logged, notified, counted', async () => {
    expect((await start(sales, LEAVE, 101)).body.code).toBe(0);
    expect(await notified('刘洋')).toContain('王强提交的请假审批待您处理');
    expect((await count(liu)).pending).toBe(1);
    const asLeader = await review(liu, LEAVE, 101);
    expect([asLeader.run?.status_name, asLeader.run?.flow_name, asLeader.can_examine, asLeader.can_withdraw]).toEqual([
      '审批中',
      '请假',
      true,
      false,
    ]);
    expect(names(asLeader.steps[0])).toEqual(['刘洋:2']);
    expect((await review(sales, LEAVE, 101)).can_withdraw).toBe(true);

    expect((await examine(liu, LEAVE, 101, 2, '同意，注意交接')).body.code).toBe(0);
    const after = await review(sales, LEAVE, 101);
    expect([
      after.run?.status,
      after.run?.status_name,
      after.can_withdraw,
      after.steps[0].status,
      after.steps[0].reason,
    ]).toEqual([2, '已通过', false, 3, '同意，注意交接']);
    expect(after.steps[0].users[0]).toMatchObject({ user_name: '刘洋', status: 3, reason: '同意，注意交接' });
    expect(await notified('王强')).toContain('您提交的请假审批已通过');
    expect((await count(liu)).pending).toBe(0);
    expect((await count(liu)).done).toBe(1);
    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.entity, 'flow.leave'), eq(operationLogs.record_id, 101)));
    expect(logs.map((l) => l.action)).toEqual(['flow_start', 'flow_pass']);
  });

  it('refuses deciding twice, and a second start of a passed record', async () => {
    const again = await examine(liu, LEAVE, 101);
    expect([again.body.code, again.body.msg]).toEqual([ERR.conflict.code, FLOW_MSG.alreadyDecided]);
    expect((await start(sales, LEAVE, 101)).body.msg).toBe(FLOW_MSG.alreadyPassed);
  });

  it('refuses a second start while in approval', async () => {
    await start(sales, LEAVE, 102);
    const res = await start(sales, LEAVE, 102);
    expect([res.body.code, res.body.msg]).toEqual([ERR.conflict.code, FLOW_MSG.alreadyRunning]);
  });

  it('needs work_flow_examine to decide, and refuses a member who is not the current approver', async () => {
    const nobody = await memberWithNodes(t, ['home_examine']);
    const refused = await examine(nobody.token, LEAVE, 102);
    expect([refused.status, refused.body.code]).toEqual([403, ERR.noPermission.code]);
    const other = await examine(chen, LEAVE, 102);
    expect([other.body.code, other.body.msg]).toEqual([ERR.noPermission.code, FLOW_MSG.notApprover]);
    expect((await review(sales, LEAVE, 102)).run?.status).toBe(1);
  });

  it('lists the runs of each approval-centre tab with the detail page route', async () => {
    const res = await t.call<
      {
        flow_name: string;
        detail_id: number;
        title: string;
        initiator_name: string;
        status_name: string;
        info_route: string;
      }[]
    >('GET', '/api/flow/examineList', {
      token: sales,
      query: { tab: 3, flow_type: LEAVE, page: 1, limit: 10 },
    });
    expect(res.body.count).toBe(2);
    // these runs have no leave record behind them (engineOnlyRecords): their titles are the document's name alone
    expect(res.body.data.map((r) => [r.detail_id, r.status_name, r.title, r.initiator_name, r.info_route])).toEqual([
      [102, '审批中', '请假', '王强', 'applicationInfo'],
      [101, '已通过', '请假', '王强', 'applicationInfo'],
    ]);
    const pending = await t.call<{ detail_id: number }[]>('GET', '/api/flow/examineList', {
      token: liu,
      query: { tab: 1, page: 1, limit: 10 },
    });
    expect(pending.body.data.map((r) => r.detail_id)).toEqual([102]);
    const none = await t.call('GET', '/api/flow/examineList', {
      token: liu,
      query: { tab: 1, start_time: '2000-01-01', end_time: '2000-01-02', page: 1, limit: 10 },
    });
    expect(none.body.count).toBe(0);
  });
});

describe('several steps: copy recipients and 会签', () => {
  const EXPENSE = 5;

  it('moves through the steps; a copy recipient is told without blocking; 会签 waits for everyone', async () => {
    await saveTemplate(t, admin, EXPENSE, [
      { type: 1, selectRange: 4 },
      { type: 2, selectRange: 2, source: await ids(t, '赵敏') },
      { type: 1, selectRange: 2, source: await ids(t, '李娜', '陈静'), mode: 2 },
    ]);
    await start(sales, EXPENSE, 201);
    expect((await examine(liu, EXPENSE, 201)).body.code).toBe(0);
    let r = await review(sales, EXPENSE, 201);
    expect(r.steps.map((s) => [s.examineMode, s.status, names(s)])).toEqual([
      [1, 3, ['刘洋:3']],
      [2, 3, ['赵敏:3']],
      [1, 2, ['李娜:2', '陈静:2']],
    ]);
    expect(await notified('赵敏')).toContain('王强提交的报销审批抄送给您');
    expect((await count(zhao)).copied).toBe(1);
    const withdraw = await t.call('POST', '/api/flow/withdraw', {
      token: sales,
      body: { flow_type: EXPENSE, detail_id: 201 },
    });
    expect(withdraw.body.msg).toBe(FLOW_MSG.cannotWithdraw);

    expect((await examine(li, EXPENSE, 201)).body.code).toBe(0);
    r = await review(sales, EXPENSE, 201);
    expect([r.run?.status, r.steps[2].status, names(r.steps[2])]).toEqual([1, 2, ['李娜:3', '陈静:2']]);
    expect((await examine(chen, EXPENSE, 201)).body.code).toBe(0);
    expect((await review(sales, EXPENSE, 201)).run?.status_name).toBe('已通过');
  });

  it('或签: the first approval passes the step', async () => {
    await saveTemplate(t, admin, EXPENSE, [{ type: 1, selectRange: 2, source: await ids(t, '李娜', '陈静'), mode: 1 }]);
    await start(sales, EXPENSE, 202);
    await examine(chen, EXPENSE, 202);
    const r = await review(sales, EXPENSE, 202);
    expect([r.run?.status, names(r.steps[0])]).toEqual([2, ['李娜:2', '陈静:3']]);
    const late = await examine(li, EXPENSE, 202);
    expect(late.body.code).toBe(ERR.conflict.code);
  });

  it('a running approval keeps the template version it started with', async () => {
    await saveTemplate(t, admin, EXPENSE, [
      { type: 1, selectRange: 4 },
      { type: 1, selectRange: 2, source: await ids(t, '李娜') },
    ]);
    await start(sales, EXPENSE, 203);
    const { version } = await saveTemplate(t, admin, EXPENSE, [
      { type: 1, selectRange: 2, source: await ids(t, '陈静') },
    ]);
    const info = await t.call<{ version: number; steps: unknown[] }>('GET', '/api/flow/info', {
      token: admin,
      query: {
        id: (
          await t.call<{ flow_type: number; id: number }[]>('GET', '/api/flow/getList', { token: admin })
        ).body.data.find((r) => r.flow_type === EXPENSE)!.id,
      },
    });
    expect([info.body.data.version, info.body.data.steps.length]).toEqual([version, 1]);
    await examine(liu, EXPENSE, 203);
    const r = await review(sales, EXPENSE, 203);
    expect(r.steps.map((s) => names(s))).toEqual([['刘洋:3'], ['李娜:2']]);
    await start(sales, EXPENSE, 204);
    expect((await review(sales, EXPENSE, 204)).steps.map((s) => names(s))).toEqual([['陈静:2']]);
  });
});

describe('reject, resubmit and withdraw', () => {
  const CONTRACT = 1;

  it('a rejection ends the run, hides later approver steps, and a resubmission is a new run with the old kept', async () => {
    await saveTemplate(t, admin, CONTRACT, [
      { type: 1, selectRange: 4 },
      { type: 1, selectRange: 2, source: await ids(t, '李娜') },
    ]);
    const first = (await start(sales, CONTRACT, 301)).body.data.run_id;
    const rejected = await examine(liu, CONTRACT, 301, 3, '金额有误');
    expect(rejected.body.code).toBe(0);
    const r = await review(sales, CONTRACT, 301);
    expect([r.run?.status_name, r.steps.length, r.steps[0].reason, names(r.steps[0])]).toEqual([
      '已拒绝',
      1,
      '金额有误',
      ['刘洋:4'],
    ]);
    expect(await notified('王强')).toContain('您提交的合同审批已被拒绝');

    const second = (await start(sales, CONTRACT, 301)).body.data.run_id;
    expect(second).toBeGreaterThan(first);
    const now = await review(sales, CONTRACT, 301);
    expect([now.run?.run_id, now.run?.status]).toEqual([second, 1]);
    const old = await t.call<Step[]>('GET', '/api/flow/preview', { token: sales, query: { run_id: first } });
    expect(old.body.data.map((s) => names(s))).toEqual([['刘洋:4']]);
    const mine = await t.call<{ run_id: number }[]>('GET', '/api/flow/examineList', {
      token: sales,
      query: { tab: 3, flow_type: CONTRACT, page: 1, limit: 10 },
    });
    expect(mine.body.data.map((x) => x.run_id)).toEqual([second, first]);
  });

  it('only the initiator withdraws, before any decision; a withdrawn record may be submitted again', async () => {
    await start(sales, CONTRACT, 302);
    const byOther = await t.call('POST', '/api/flow/withdraw', {
      token: liu,
      body: { flow_type: CONTRACT, detail_id: 302 },
    });
    expect(byOther.body.msg).toBe(FLOW_MSG.notInitiator);
    const res = await t.call('POST', '/api/flow/withdraw', {
      token: sales,
      body: { flow_type: CONTRACT, detail_id: 302 },
    });
    expect(res.body.code).toBe(0);
    expect((await review(sales, CONTRACT, 302)).run?.status_name).toBe('已撤回');
    expect((await examine(liu, CONTRACT, 302)).body.code).toBe(ERR.conflict.code);
    expect((await start(sales, CONTRACT, 302)).body.code).toBe(0);
  });

  it('a member outside the run and its data scope cannot read it', async () => {
    const res = await t.call('GET', '/api/flow/review', {
      token: chen,
      query: { flow_type: CONTRACT, detail_id: 302 },
    });
    expect(res.body.code).toBe(ERR.notFound.code);
  });
});

describe('business hooks', () => {
  it("tells the flow_type's module each status change, and reports a record in approval", async () => {
    const seen: number[] = [];
    onFlowStatus(t.app, 23, async (detailId, status) => {
      if (detailId === 401) seen.push(status);
    });
    await start(sales, 23, 401);
    expect(await isInApproval(t.database.db, 23, 401)).toBe(true);
    await expect(assertNotInApproval(t.database.db, 23, 401)).rejects.toThrow(FLOW_MSG.inApproval);
    await examine(liu, 23, 401, 3, '不同意');
    expect(await isInApproval(t.database.db, 23, 401)).toBe(false);
    await start(sales, 23, 401);
    await t.call('POST', '/api/flow/withdraw', { token: sales, body: { flow_type: 23, detail_id: 401 } });
    expect(seen).toEqual([1, 3, 1, 4]);
  });
});

describe('no approver, self-chosen steps and conditions', () => {
  it('a self-chosen approver step needs a person: 请选择审批人！; the chosen ones approve', async () => {
    const USE_CAR = 18;
    await saveTemplate(t, admin, USE_CAR, [{ type: 1, settype: 1, selectRange: 1 }]);
    expect((await start(sales, USE_CAR, 501)).body.msg).toBe(MSG.chooseApprover);
    const chenId = await userId(t, '陈静');
    expect((await start(sales, USE_CAR, 501, { to_user: JSON.stringify({ 1: [chenId] }) })).body.code).toBe(0);
    expect(names((await review(sales, USE_CAR, 501)).steps[0])).toEqual(['陈静:2']);
  });

  it('a role step names the enabled members holding the role', async () => {
    const holder = await memberWithNodes(t, []);
    await saveTemplate(t, admin, 21, [{ type: 1, selectRange: 3, source: String(holder.roleId) }]);
    const res = await t.call<Step[]>('GET', '/api/flow/preview', { token: sales, query: { flow_type: 21 } });
    expect(res.body.data[0].users.map((u) => u.user_id)).toEqual([holder.userId]);
  });

  it('nobody found: to the administrator, or passed at once', async () => {
    const GO_OUT = 20;
    await saveTemplate(t, admin, GO_OUT, [{ type: 1, selectRange: 2, source: await ids(t, '王强') }], {
      no_approver: 2,
    });
    await start(sales, GO_OUT, 601);
    expect(names((await review(sales, GO_OUT, 601)).steps[0])).toEqual(['admin:2']);
    // a step naming only a member who has since left names nobody: it passes at once under 自动通过
    const gone = await memberWithNodes(t, []);
    await saveTemplate(t, admin, GO_OUT, [{ type: 1, selectRange: 2, source: String(gone.userId) }], {
      no_approver: 1,
    });
    expect(
      (await t.call('POST', '/api/user/forbid', { token: admin, body: { user_id: gone.userId, status: 2 } })).body.code,
    ).toBe(0);
    await start(sales, GO_OUT, 602);
    const r = await review(sales, GO_OUT, 602);
    expect([r.run?.status_name, r.steps[0].reason]).toEqual(['已通过', FLOW_MSG.autoPassed]);
  });

  it('a step that named only the applicant does not pass by itself: he is asked to choose, and the one chosen decides', async () => {
    const GO_OUT = 20;
    await saveTemplate(t, admin, GO_OUT, [{ type: 1, selectRange: 2, source: await ids(t, '王强') }], {
      no_approver: 1,
    });
    const preview = await t.call<(Step & { settype: number })[]>('GET', '/api/flow/preview', {
      token: sales,
      query: { flow_type: GO_OUT },
    });
    expect(preview.body.data.map((s) => [s.settype, s.users.length])).toEqual([[1, 0]]);
    expect((await start(sales, GO_OUT, 603)).body.msg).toBe(MSG.chooseApprover);
    expect((await review(sales, GO_OUT, 603)).run).toBeNull();
    expect(
      (await start(sales, GO_OUT, 603, { to_user: JSON.stringify({ 1: [Number(await ids(t, '陈静'))] }) })).body.code,
    ).toBe(0);
    const r = await review(sales, GO_OUT, 603);
    expect([r.run?.status_name, names(r.steps[0])]).toEqual(['审批中', ['陈静:2']]);
  });

  it('condition branches follow the form values sent as condition', async () => {
    const BORROW = 7;
    await saveTemplate(t, admin, BORROW, [
      { type: 1, selectRange: 4 },
      {
        type: 1,
        selectRange: 2,
        source: await ids(t, '赵敏'),
        conditions: [{ field: 'money', op: 'gt', value: 5000 }],
      },
    ]);
    const small = await t.call<Step[]>('GET', '/api/flow/preview', {
      token: sales,
      query: { flow_type: BORROW, condition: JSON.stringify({ money: 100 }) },
    });
    expect(small.body.data.map((s) => s.step_id)).toEqual([1]);
    const big = await t.call<Step[]>('GET', '/api/flow/preview', {
      token: sales,
      query: { flow_type: BORROW, condition: JSON.stringify({ money: 9000 }) },
    });
    expect(big.body.data.map((s) => names(s))).toEqual([['刘洋:1'], ['赵敏:1']]);
    await start(sales, BORROW, 701, { condition: JSON.stringify({ money: 9000 }) });
    await examine(liu, BORROW, 701);
    expect((await review(sales, BORROW, 701)).steps.map((s) => s.status)).toEqual([3, 2]);
  });
});

describe('templates', () => {
  it('lists every flow_type with its template, enabled, version 1 by default', async () => {
    const res = await t.call<{ flow_type: number; flow_name: string; id: number; enabled: boolean; version: number }[]>(
      'GET',
      '/api/flow/getList',
      { token: admin },
    );
    expect(res.body.count).toBe(23);
    expect(res.body.data.find((r) => r.flow_type === 22)).toMatchObject({
      flow_name: '设备借用',
      enabled: true,
      version: 1,
    });
    expect(res.body.data.every((r) => r.id > 0)).toBe(true);
  });

  it('a flow_type whose template is missing gets its default on first use', async () => {
    const [tpl] = await t.database.db.delete(flowTemplates).where(eq(flowTemplates.flow_type, 16)).returning();
    await t.database.db.delete(flowTemplateVersions).where(eq(flowTemplateVersions.template_id, tpl.id));
    expect((await start(sales, 16, 1001)).body.code).toBe(0);
    expect(names((await review(sales, 16, 1001)).steps[0])).toEqual(['刘洋:2']);
  });

  it('a disabled template cannot be started; enabling brings it back', async () => {
    const id = (
      await t.call<{ flow_type: number; id: number }[]>('GET', '/api/flow/getList', { token: admin })
    ).body.data.find((r) => r.flow_type === 19)!.id;
    await t.call('POST', '/api/flow/setStatus', { token: admin, body: { id, enabled: false } });
    expect((await start(sales, 19, 801)).body.msg).toBe(FLOW_MSG.templateDisabled);
    await t.call('POST', '/api/flow/setStatus', { token: admin, body: { id, enabled: true } });
    expect((await start(sales, 19, 801)).body.code).toBe(0);
  });

  it('saving with an old version is a conflict', async () => {
    const { id, version } = await saveTemplate(t, admin, 13, [{ type: 1, selectRange: 4 }]);
    const res = await t.call('POST', '/api/flow/save', {
      token: admin,
      body: { id, flow_type: 13, version: version - 1, no_approver: 1, steps: [{ type: 1, selectRange: 4 }] },
    });
    expect([res.body.code, res.body.msg]).toEqual([ERR.conflict.code, FLOW_MSG.versionChanged]);
  });

  it('needs system_flow to read and system_flow_edit to save', async () => {
    const viewer = await memberWithNodes(t, ['system_flow', '!system_flow_edit']);
    expect((await t.call('GET', '/api/flow/getList', { token: viewer.token })).body.code).toBe(0);
    const res = await t.call('POST', '/api/flow/save', {
      token: viewer.token,
      body: { flow_type: 13, no_approver: 1, steps: [{ type: 1, selectRange: 4 }] },
    });
    expect(res.body.code).toBe(ERR.noPermission.code);
  });
});

describe('validation messages', () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    ['startflow', 'POST', { flow_type: 99, detail_id: 1 }, FLOW_MSG.chooseFlowType],
    ['startflow', 'POST', { flow_type: 14 }, FLOW_MSG.chooseRecord],
    ['startflow', 'POST', { flow_type: 14, detail_id: 1, to_user: '{bad' }, FLOW_MSG.badToUser],
    ['startflow', 'POST', { flow_type: 14, detail_id: 1, to_user: '{"1":["x"]}' }, FLOW_MSG.badToUser],
    ['startflow', 'POST', { flow_type: 14, detail_id: 1, condition: '[1]' }, FLOW_MSG.badCondition],
    ['examine', 'POST', { flow_type: 14, detail_id: 102, pass_type: 2, reason: '  ' }, MSG.inputReason],
    ['examine', 'POST', { flow_type: 14, detail_id: 102, pass_type: 2 }, MSG.inputReason],
    ['examine', 'POST', { flow_type: 14, detail_id: 102, pass_type: 5, reason: '同意' }, FLOW_MSG.choosePassType],
    ['examine', 'POST', { flow_type: 14, detail_id: 999, pass_type: 2, reason: '同意' }, FLOW_MSG.noRun],
    ['withdraw', 'POST', { flow_type: 14, detail_id: 999 }, FLOW_MSG.noRun],
    ['save', 'POST', { flow_type: 13, no_approver: 1, steps: [{ type: 2, selectRange: 4 }] }, FLOW_MSG.needSteps],
    ['save', 'POST', { flow_type: 13, no_approver: 1, steps: [{ type: 3, selectRange: 4 }] }, FLOW_MSG.chooseStepType],
    [
      'save',
      'POST',
      { flow_type: 13, no_approver: 1, steps: [{ type: 1, selectRange: 9 }] },
      FLOW_MSG.chooseSelectRange,
    ],
    ['save', 'POST', { flow_type: 13, no_approver: 1, steps: [{ type: 1, selectRange: 2 }] }, FLOW_MSG.chooseSource],
    [
      'save',
      'POST',
      { flow_type: 13, no_approver: 1, steps: [{ type: 1, selectRange: 4, mode: 3 }] },
      FLOW_MSG.chooseMode,
    ],
    [
      'save',
      'POST',
      { flow_type: 13, no_approver: 1, steps: [{ type: 1, selectRange: 5, level: 11 }] },
      FLOW_MSG.chooseLevel,
    ],
    [
      'save',
      'POST',
      { flow_type: 13, no_approver: 3, steps: [{ type: 1, selectRange: 4 }] },
      FLOW_MSG.chooseNoApprover,
    ],
    [
      'save',
      'POST',
      {
        flow_type: 13,
        no_approver: 1,
        steps: [{ type: 1, selectRange: 4, conditions: [{ field: 'a', op: 'like', value: 1 }] }],
      },
      FLOW_MSG.badConditionRule,
    ],
    [
      'save',
      'POST',
      { flow_type: 13, no_approver: 1, steps: [{ type: 1, selectRange: 2, source: '999999' }] },
      '所选成员不存在，请重新选择',
    ],
    [
      'save',
      'POST',
      { flow_type: 13, no_approver: 1, steps: Array.from({ length: 31 }, () => ({ type: 1, selectRange: 4 })) },
      FLOW_MSG.tooManySteps,
    ],
    ['preview', 'GET', {}, FLOW_MSG.chooseFlowType],
    ['preview', 'GET', { flow_type: 14, condition: 'nope' }, FLOW_MSG.badCondition],
  ];

  it.each(cases)('%s %j → %s', async (route, method, input, message) => {
    const token = route === 'examine' ? liu : route === 'save' ? admin : sales;
    const res = await t.call(
      method as 'GET' | 'POST',
      `/api/flow/${route}`,
      method === 'GET' ? { token, query: input as Record<string, string> } : { token, body: input },
    );
    expect([res.body.code, res.body.msg]).toEqual([ERR.validation.code, message]);
  });

  it('refuses fields the contract does not have', async () => {
    const res = await start(sales, 14, 1, { extra: 1 });
    expect(res.body.msg).toBe('不允许的字段：extra');
  });
});

describe('who may submit, previews by template id, notifications', () => {
  it('a template naming members or departments is only for them', async () => {
    const { id } = await saveTemplate(t, admin, 17, [{ type: 1, selectRange: 4 }], {
      user_ids: [await userId(t, '陈静')],
    });
    expect((await start(sales, 17, 901)).body.msg).toBe(FLOW_MSG.notInScope);
    expect((await start(chen, 17, 901)).body.code).toBe(0);
    const byId = await t.call<Step[]>('GET', '/api/flow/preview', { token: chen, query: { id } });
    expect(byId.body.data.map((s) => names(s))).toEqual([['李娜:1']]);
  });

  it('notify writes one unread row per member, and nothing for nobody', async () => {
    const who = await userId(t, '杨磊');
    await notify(t.database.db, { user_ids: [who, who, 0], business_type: 'flow', business_id: 77, title: '测试通知' });
    await notify(t.database.db, { user_ids: [], business_type: 'flow', business_id: 78, title: '无人' });
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.user_id, who));
    expect(rows.map((r) => [r.business_type, r.business_id, r.title, r.status])).toEqual([['flow', 77, '测试通知', 1]]);
  });
});

describe('approver picker', () => {
  it('lists enabled members within the ids and roles given, with their department', async () => {
    const res = await t.call<{ user_name: string; dept_name: string }[]>('GET', '/api/Flow/getUserList', {
      token: sales,
      query: { user_ids: await ids(t, '李娜', '陈静'), page: 1, limit: 10 },
    });
    expect(res.body.data.map((r) => `${r.user_name}/${r.dept_name}`)).toEqual(['李娜/销售部', '陈静/销售二部']);
    const all = await t.call('GET', '/api/Flow/getUserList', {
      token: sales,
      query: { user_name: '刘', page: 1, limit: 10 },
    });
    expect(all.body.count).toBe(1);
  });

  it('does not offer the member choosing: nobody approves their own submission', async () => {
    const res = await t.call<{ user_name: string }[]>('GET', '/api/Flow/getUserList', {
      token: sales,
      query: { user_ids: await ids(t, '王强', '陈静'), page: 1, limit: 10 },
    });
    expect(res.body.data.map((r) => r.user_name)).toEqual(['陈静']);
    expect(
      (await t.call('GET', '/api/Flow/getUserList', { token: sales, query: { user_name: '王强', page: 1, limit: 10 } }))
        .body.count,
    ).toBe(0);
  });
});
