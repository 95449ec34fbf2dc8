import { FLOW_MSG } from '@suwork/domain';
import { describe, expect, it } from 'vitest';
import { demo, saveTemplate } from './flow-fixtures.ts';
import { appForFile, SALES } from './harness.ts';
import { userId } from './org-fixtures.ts';

const LEAVE = 14;
const { t, admin } = await appForFile();
const [sales, liu] = await Promise.all([t.login(SALES), t.login(demo('刘洋'))]);

type Leave = {
  id: number;
  duration: string;
  status: number;
  reason: string;
  leave_type_name: string;
  owner_user_id: number;
};
const form = (extra: Record<string, unknown> = {}) => ({
  leave_type: 3,
  start_date: '2026-03-02',
  start_half: 1,
  end_date: '2026-03-03',
  end_half: 1,
  reason: '回家探亲',
  ...extra,
});
const apply = (token: string, body: Record<string, unknown>) =>
  t.call<{ id: number }>('POST', '/api/Leave/add', { token, body });
const read = async (token: string, id: number) =>
  (await t.call<Leave>('GET', '/api/Leave/read', { token, query: { id } })).body;
const examine = (token: string, id: number, pass_type: number, reason = '同意') =>
  t.call('POST', '/api/flow/examine', { token, body: { flow_type: LEAVE, detail_id: id, pass_type, reason } });
const total = async () =>
  Number((await t.call('GET', '/api/Leave/getList', { token: admin, query: { page: 1, limit: 100 } })).body.count);

describe('请假 goes into approval as it is created', () => {
  it('creates the leave with its duration and its run, 审批中, for the department leader', async () => {
    const res = await apply(sales, form());
    expect(res.body.code).toBe(0);
    const leave = await read(sales, res.body.data.id);
    expect([
      Number(leave.data.duration),
      leave.data.status,
      leave.data.leave_type_name,
      leave.data.owner_user_id,
    ]).toEqual([1.5, 1, '年假', await userId(t, '王强')]);
    const review = await t.call<{ run: { status_name: string }; can_examine: boolean }>('GET', '/api/flow/review', {
      token: liu,
      query: { flow_type: LEAVE, detail_id: res.body.data.id },
    });
    expect([review.body.data.run.status_name, review.body.data.can_examine]).toEqual(['审批中', true]);
    // the approver reads the leave although it is outside his data scope for OA records
    expect((await read(liu, res.body.data.id)).code).toBe(0);
  });

  it('counts half days and refuses an end before the start, saving nothing', async () => {
    const before = await total();
    const one = await apply(
      sales,
      form({ start_date: '2026-04-01', start_half: 2, end_date: '2026-04-01', end_half: 2 }),
    );
    expect(Number((await read(sales, one.body.data.id)).data.duration)).toBe(0.5);
    const bad = await apply(
      sales,
      form({ start_date: '2026-04-02', start_half: 2, end_date: '2026-04-02', end_half: 1 }),
    );
    expect(bad.body.msg).toBe('结束时间不能早于开始时间');
    expect(await total()).toBe(before + 1);
    expect((await apply(sales, form({ reason: '' }))).body.msg).toBe('请输入请假事由');
    expect((await apply(sales, form({ status: 2 }))).body.code).not.toBe(0);
  });

  it('moves the status as the run is approved, rejected or withdrawn', async () => {
    const a = (await apply(sales, form())).body.data.id;
    expect((await examine(liu, a, 2)).body.code).toBe(0);
    expect((await read(sales, a)).data.status).toBe(2);
    const b = (await apply(sales, form())).body.data.id;
    expect((await examine(liu, b, 3, '人手不足')).body.code).toBe(0);
    expect((await read(sales, b)).data.status).toBe(3);
    const c = (await apply(sales, form())).body.data.id;
    expect(
      (await t.call('POST', '/api/flow/withdraw', { token: sales, body: { flow_type: LEAVE, detail_id: c } })).body
        .code,
    ).toBe(0);
    expect((await read(sales, c)).data.status).toBe(4);
    // a withdrawn leave may be changed again; its duration follows
    const edit = await t.call('POST', '/api/Leave/update', { token: admin, body: { id: c, end_date: '2026-03-04' } });
    expect(edit.body.code).toBe(0);
    expect(Number((await read(sales, c)).data.duration)).toBe(2.5);
  });

  it('refuses edits and deletes while in approval', async () => {
    const id = (await apply(sales, form())).body.data.id;
    const edit = await t.call('POST', '/api/Leave/update', { token: admin, body: { id, reason: '改一下' } });
    expect(edit.body.msg).toBe(FLOW_MSG.inApproval);
    const del = await t.call('POST', '/api/Leave/del', { token: admin, body: { ids: [id] } });
    expect(del.body.msg).toBe(FLOW_MSG.inApproval);
    expect((await read(sales, id)).data.reason).toBe('回家探亲');
  });

  it('a self-chosen step without to_user: 请选择审批人！ and nothing saved; with it the chosen approver decides', async () => {
    await saveTemplate(t, admin, LEAVE, [{ type: 1, settype: 1, selectRange: 1 }]);
    const before = await total();
    const res = await apply(sales, form());
    expect(res.body.msg).toBe(FLOW_MSG.chooseApprover);
    expect(await total()).toBe(before);
    const li = await userId(t, '李娜');
    const ok = await apply(sales, form({ to_user: { 1: [li] } }));
    expect(ok.body.code).toBe(0);
    const review = await t.call<{ steps: { users: { user_name: string }[] }[] }>('GET', '/api/flow/review', {
      token: sales,
      query: { flow_type: LEAVE, detail_id: ok.body.data.id },
    });
    expect(review.body.data.steps[0].users.map((u) => u.user_name)).toEqual(['李娜']);
  });

  it('is not shown to members who are neither on its run nor cover it', async () => {
    const id = (await apply(sales, form({ to_user: { 1: [await userId(t, '李娜')] } }))).body.data.id;
    const other = await t.login(demo('陈静'));
    expect((await read(other, id)).code).not.toBe(0);
  });
});
