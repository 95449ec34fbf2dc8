import { ERR, FLOW_MSG, RUN_STATUS } from '@suwork/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flowRuns } from '../src/modules/flow/flow.tables.ts';
import { demo } from './flow-fixtures.ts';
import { appForFile, SALES } from './harness.ts';
import { userId } from './org-fixtures.ts';
import { getRaw, postMultipart } from './upload-helpers.ts';

// Object-level checks an attacker signed in as 销售员 王强 tried: attaching other members' files to his own
// records, and starting approval runs on records that are not his.

const { t, admin } = await appForFile();
const [wang, liu, yang] = await Promise.all([t.login(SALES), t.login(demo('刘洋')), t.login(demo('杨磊'))]);

const post = <T = unknown>(url: string, body: Record<string, unknown>, token = wang) =>
  t.call<T>('POST', url, { token, body });
const upload = async (token: string, filename: string) =>
  (
    await postMultipart(t, '/api/Upload/doUpload', token, [
      { name: 'file', file: Buffer.from(`内容 ${filename}`), filename },
    ])
  ).json<{ id: number; url: string }>().data;

const LEAVE = 14;
const leaveBody = {
  leave_type: 3,
  start_date: '2026-03-02',
  start_half: 1,
  end_date: '2026-03-03',
  end_half: 1,
  reason: '回家探亲',
};
const runsOf = (flowType: number, detailId: number) =>
  t.database.db
    .select()
    .from(flowRuns)
    .where(and(eq(flowRuns.flow_type, flowType), eq(flowRuns.detail_id, detailId)));

describe('attaching files: only files the member uploaded or may already read', async () => {
  const contract = await upload(liu, '刘洋的合同.pdf');
  const salary = await upload(yang, '杨磊的工资条.xlsx');
  const mine = await upload(wang, '拜访照片.png');
  const customerId = (await post<{ id: number }>('/api/Customer/add', { enterprise_name: '王强的客户' })).body.data.id;
  const follow = {
    entity: 'customer',
    real_id: customerId,
    follow_type: 1,
    follow_time: '2026-11-20 10:00:00',
    contact_name: '李经理',
    content: '<p>拜访</p>',
  };

  it("a follow-up refuses other members' uploads by id, and its feed never hands them out", async () => {
    const res = await post('/api/CommonFollow/add', { ...follow, attachment_id: `${contract.id},${salary.id}` });
    expect([res.status, res.body.msg]).toEqual([400, '附件包含无效的文件']);
    const feed = await t.call<{ list?: unknown[] } & Record<string, unknown>>('GET', '/api/CommonFollow/getList', {
      token: wang,
      query: { entity: 'customer', real_id: customerId },
    });
    expect(JSON.stringify(feed.body)).not.toContain(`id=${contract.id}&`);
    expect((await getRaw(t, `/api/Upload/file?id=${contract.id}`, wang)).json().msg).toBe('文件不存在或已被删除');
  });

  it("a follow-up takes the member's own upload; editing keeps it and still refuses a foreign one", async () => {
    expect((await post('/api/CommonFollow/add', { ...follow, attachment_id: String(mine.id) })).body.code).toBe(0);
    const feed = await t.call<Record<string, { id: number; attachment_id: string }[]>>(
      'GET',
      '/api/CommonFollow/getList',
      { token: wang, query: { entity: 'customer', real_id: customerId } },
    );
    const id = Object.values(feed.body.data)
      .flat()
      .find((f) => f.attachment_id === String(mine.id))!.id;
    expect((await post('/api/CommonFollow/edit', { id, attachment_id: `${mine.id},${salary.id}` })).body.msg).toBe(
      '附件包含无效的文件',
    );
    expect(
      (await post('/api/CommonFollow/edit', { id, attachment_id: String(mine.id), content: '<p>改过</p>' })).body.code,
    ).toBe(0);
  });

  it('a file id that does not exist is refused like a foreign one', async () => {
    expect((await post('/api/CommonFollow/add', { ...follow, attachment_id: '2147483000' })).body.msg).toBe(
      '附件包含无效的文件',
    );
  });

  it('the same rule holds for engine records, OA forms and tasks', async () => {
    const customer = await post('/api/Customer/add', { enterprise_name: '带附件的客户', attachments: [contract.id] });
    expect([customer.status, customer.body.msg]).toEqual([400, '附件包含无效的文件']);
    const leave = await post('/api/Leave/add', { ...leaveBody, attachments: [salary.id] });
    expect(leave.body.msg).toMatch(/包含无效的文件$/);
    const task = await post('/api/Task/add', {
      title: '整理资料',
      assignee_id: await userId(t, '刘洋'),
      attachments: [contract.id],
    });
    expect(task.body.msg).toBe('附件包含无效的文件');
    expect(
      (await post('/api/Task/add', { title: '整理资料', assignee_id: await userId(t, '刘洋'), attachments: [mine.id] }))
        .body.code,
    ).toBe(0);
  });

  it("admin, who may read every record, still cannot attach a member's private upload by its id", async () => {
    expect(
      (await post('/api/Customer/add', { enterprise_name: '管理员的客户', attachments: [salary.id] }, admin)).body.msg,
    ).toBe('附件包含无效的文件');
  });
});

describe('starting an approval run: only on an existing record, by its owner', async () => {
  const leaveId = (await post<{ id: number }>('/api/Leave/add', leaveBody, yang)).body.data.id;
  expect((await post('/api/flow/withdraw', { flow_type: LEAVE, detail_id: leaveId }, yang)).body.code).toBe(0);

  it("王强 cannot restart 杨磊's withdrawn leave; no run is made and the leave stays withdrawn", async () => {
    const res = await post('/api/flow/startflow', { flow_type: LEAVE, detail_id: leaveId, to_user: '{}' });
    expect([res.status, res.body.code, res.body.msg]).toEqual([403, ERR.noPermission.code, FLOW_MSG.notOwner]);
    const runs = await runsOf(LEAVE, leaveId);
    expect(runs.map((r) => [r.status, r.initiator_id])).toEqual([[RUN_STATUS.withdrawn, await userId(t, '杨磊')]]);
    const leave = await t.call<{ status: number }>('GET', '/api/Leave/read', { token: yang, query: { id: leaveId } });
    expect(leave.body.data.status).toBe(RUN_STATUS.withdrawn);
  });

  it('records that do not exist yet cannot be given a run, so their owner can still submit them later', async () => {
    for (const flowType of [LEAVE, 16, 18, 21, 1, 5]) {
      const res = await post('/api/flow/startflow', { flow_type: flowType, detail_id: leaveId + 1, to_user: '{}' });
      expect([res.status, res.body.msg], `flow_type ${flowType}`).toEqual([404, FLOW_MSG.recordMissing]);
    }
    expect(await runsOf(LEAVE, leaveId + 1)).toEqual([]);
    const next = await post<{ id: number }>('/api/Leave/add', leaveBody, yang);
    expect([next.body.code, next.body.data.id]).toEqual([0, leaveId + 1]);
  });

  it('the owner restarts his own withdrawn leave; its approver is his own leader', async () => {
    const res = await post<{ run_id: number }>(
      '/api/flow/startflow',
      { flow_type: LEAVE, detail_id: leaveId, to_user: '{}' },
      yang,
    );
    expect(res.body.code).toBe(0);
    const review = await t.call<{ steps: { users: { user_name: string }[] }[] }>('GET', '/api/flow/review', {
      token: yang,
      query: { flow_type: LEAVE, detail_id: leaveId },
    });
    expect(review.body.data.steps[0].users.map((u) => u.user_name)).toEqual(['陈静']);
  });
});
