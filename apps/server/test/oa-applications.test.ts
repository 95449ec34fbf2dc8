import { FLOW_MSG } from '@suwork/domain';
import { OA_MSG } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { demo, saveTemplate } from './flow-fixtures.ts';
import { appForFile, SALES } from './harness.ts';
import { userId } from './org-fixtures.ts';

const { t, admin } = await appForFile();
const [sales, liu] = await Promise.all([t.login(SALES), t.login(demo('刘洋'))]);
const [li, chen, wang] = await Promise.all([userId(t, '李娜'), userId(t, '陈静'), userId(t, '王强')]);

type Row = Record<string, unknown> & { id: number; status: number };
const apply = (controller: string, body: Record<string, unknown>, token = sales) =>
  t.call<{ id: number }>('POST', `/api/${controller}/add`, { token, body });
const resubmit = (controller: string, body: Record<string, unknown>, token = sales) =>
  t.call<{ id: number }>('POST', `/api/${controller}/resubmit`, { token, body });
const read = async (controller: string, id: number, token = sales) =>
  (await t.call<Row>('GET', `/api/${controller}/read`, { token, query: { id } })).body;
const review = async (flowType: number, id: number, token = sales) =>
  (
    await t.call<{ run: { status_name: string; run_id: number }; steps: { users: { user_name: string }[] }[] }>(
      'GET',
      '/api/flow/review',
      { token, query: { flow_type: flowType, detail_id: id } },
    )
  ).body.data;
const examine = (flowType: number, id: number, pass_type: number, token = liu) =>
  t.call('POST', '/api/flow/examine', {
    token,
    body: { flow_type: flowType, detail_id: id, pass_type, reason: pass_type === 2 ? '同意' : '请补充说明' },
  });
const saveConfig = (forms: Record<string, unknown>[], token = admin) =>
  t.call<{ flow_type: number; enabled: number; notice: string; attachments_required: number }[]>(
    'POST',
    '/api/OaConfig/save',
    { token, body: { forms } },
  );

/** One valid form of each application, its controller and flow_type. */
const FORMS = [
  {
    controller: 'BecomeMember',
    flowType: 15,
    body: { post: '销售代表', entry_date: '2026-05-06', become_date: '2026-08-06', summary: '完成试用期目标' },
  },
  {
    controller: 'QuitApply',
    flowType: 16,
    body: {
      quit_type: 1,
      entry_date: '2024-03-01',
      quit_date: '2026-12-31',
      reason: '个人发展',
      handover_user_id: chen,
    },
  },
  {
    controller: 'QuitHandover',
    flowType: 17,
    body: { quit_user_id: wang, receiver_id: chen, handover_date: '2026-12-30', work_content: '客户资料与合同' },
  },
  {
    controller: 'UseCar',
    flowType: 18,
    body: {
      car: '沪A·12345',
      start_time: '2026-12-01 09:00:00',
      end_time: '2026-12-01 17:00:00',
      origin: '公司',
      destination: '浦东客户现场',
      passengers: 3,
      reason: '拜访客户',
    },
  },
  {
    controller: 'UseSeal',
    flowType: 19,
    body: { seal_type: 2, file_name: '销售合同（华东）', copies: 2, use_date: '2026-12-02', purpose: '合同签署' },
  },
  {
    controller: 'GoOut',
    flowType: 20,
    body: { start_time: '2026-12-03 09:00:00', end_time: '2026-12-03 11:30:00', place: '客户公司', reason: '需求沟通' },
  },
  {
    controller: 'WorkHandover',
    flowType: 21,
    body: { receiver_id: chen, handover_date: '2026-12-04', content: '华东区客户跟进' },
  },
] as const;

describe('OA applications go into their approval as they are created', () => {
  it.each(FORMS)(
    '$controller: saved 审批中 with its run at the department leader',
    async ({ controller, flowType, body }) => {
      const res = await apply(controller, body);
      expect([res.body.code, res.body.msg]).toEqual([0, expect.any(String)]);
      const row = await read(controller, res.body.data.id);
      expect([row.code, row.data.status]).toEqual([0, 1]);
      const run = await review(flowType, res.body.data.id, liu);
      expect(run.run.status_name).toBe('审批中');
      expect(run.steps[0].users.map((u) => u.user_name)).toEqual(['刘洋']);
      expect((await examine(flowType, res.body.data.id, 2)).body.code).toBe(0);
      expect((await read(controller, res.body.data.id)).data.status).toBe(2);
    },
  );

  it('refuses a missing required field with its message and saves nothing', async () => {
    const count = async () =>
      Number((await t.call('GET', '/api/UseSeal/getList', { token: admin, query: { page: 1, limit: 10 } })).body.count);
    const before = await count();
    expect((await apply('UseSeal', { ...FORMS[4].body, file_name: '' })).body.msg).toBe('请输入文件名称');
    expect((await apply('UseSeal', { ...FORMS[4].body, copies: 0 })).body.code).not.toBe(0);
    expect((await apply('QuitApply', { ...FORMS[1].body, quit_type: undefined })).body.msg).toBe('请选择离职类型');
    expect(await count()).toBe(before);
  });

  it('checks each form’s own rules and derives 外出时长', async () => {
    expect((await apply('BecomeMember', { ...FORMS[0].body, become_date: '2026-01-01' })).body.msg).toBe(
      OA_MSG.becomeBeforeEntry,
    );
    expect((await apply('QuitApply', { ...FORMS[1].body, quit_date: '2020-01-01' })).body.msg).toBe(
      OA_MSG.quitBeforeEntry,
    );
    expect((await apply('QuitHandover', { ...FORMS[2].body, receiver_id: wang })).body.msg).toBe(
      OA_MSG.receiverIsQuitter,
    );
    expect((await apply('UseCar', { ...FORMS[3].body, end_time: '2026-12-01 09:00:00' })).body.msg).toBe(
      OA_MSG.endNotAfterStart,
    );
    expect((await apply('WorkHandover', { ...FORMS[6].body, receiver_id: wang })).body.msg).toBe(OA_MSG.receiverIsSelf);
    expect((await apply('GoOut', { ...FORMS[5].body, end_time: '2026-12-03 08:00:00' })).body.msg).toBe(
      OA_MSG.endNotAfterStart,
    );
    const out = await apply('GoOut', FORMS[5].body);
    expect(Number((await read('GoOut', out.body.data.id)).data.hours)).toBe(2.5);
    expect((await apply('GoOut', { ...FORMS[5].body, hours: 99 })).body.code).not.toBe(0);
  });

  it('condition branches look at the saved values: 用印 of more than 10 copies also needs 李娜', async () => {
    await saveTemplate(t, admin, 19, [
      { type: 1, selectRange: 4 },
      { type: 1, selectRange: 2, source: String(li), conditions: [{ field: 'copies', op: 'gt', value: 10 }] },
    ]);
    const few = await apply('UseSeal', FORMS[4].body);
    expect((await review(19, few.body.data.id)).steps).toHaveLength(1);
    const many = await apply('UseSeal', { ...FORMS[4].body, copies: 20 });
    expect((await review(19, many.body.data.id)).steps.map((s) => s.users.map((u) => u.user_name))).toEqual([
      ['刘洋'],
      ['李娜'],
    ]);
  });
});

describe('resubmitting a rejected or withdrawn application', () => {
  it('the applicant changes it and sends it again: a new run, the old one kept', async () => {
    const id = (await apply('GoOut', FORMS[5].body)).body.data.id;
    const first = (await review(20, id)).run.run_id;
    expect((await examine(20, id, 3)).body.code).toBe(0);
    expect((await read('GoOut', id)).data.status).toBe(3);
    const again = await resubmit('GoOut', { id, place: '客户公司（浦东）', end_time: '2026-12-03 12:00:00' });
    expect(again.body.code).toBe(0);
    const row = (await read('GoOut', id)).data;
    expect([row.status, row.place, Number(row.hours)]).toEqual([1, '客户公司（浦东）', 3]);
    const second = await review(20, id);
    expect([second.run.status_name, second.run.run_id > first]).toEqual(['审批中', true]);
    const mine = await t.call<{ detail_id: number }[]>('GET', '/api/flow/examineList', {
      token: sales,
      query: { tab: 3, flow_type: 20, page: 1, limit: 50 },
    });
    expect(mine.body.data.filter((r) => r.detail_id === id)).toHaveLength(2);
  });

  it('is refused while in approval, after approval, and to anyone but the applicant', async () => {
    const id = (await apply('UseCar', FORMS[3].body)).body.data.id;
    expect((await resubmit('UseCar', { id, car: '沪B·00001' })).body.msg).toBe(FLOW_MSG.inApproval);
    expect(
      (await t.call('POST', '/api/flow/withdraw', { token: sales, body: { flow_type: 18, detail_id: id } })).body.code,
    ).toBe(0);
    const other = await resubmit('UseCar', { id }, liu);
    expect(other.body.msg).toBe(OA_MSG.notApplicant);
    expect((await resubmit('UseCar', { id })).body.code).toBe(0);
    expect((await examine(18, id, 2)).body.code).toBe(0);
    expect((await resubmit('UseCar', { id, car: '沪B·00002' })).body.msg).toBe(FLOW_MSG.alreadyPassed);
    expect((await read('UseCar', id)).data.car).toBe('沪A·12345');
  });
});

describe('OA配置', () => {
  it('lists every application form with its setting', async () => {
    const res = await t.call<{ flow_type: number; title: string; enabled: number; has_attachments: boolean }[]>(
      'GET',
      '/api/OaConfig/getList',
      { token: sales },
    );
    expect(res.body.data.map((f) => f.title)).toEqual([
      '请假',
      '转正',
      '离职',
      '离职交接',
      '用车',
      '用印',
      '外出',
      '工作交接',
    ]);
    expect(res.body.data.find((f) => f.flow_type === 18)).toMatchObject({ enabled: 1, has_attachments: false });
  });

  it('a disabled form refuses applications; required attachments must be there', async () => {
    expect((await saveConfig([{ flow_type: 21, enabled: 2, notice: '', attachments_required: 2 }])).body.code).toBe(0);
    expect((await apply('WorkHandover', FORMS[6].body)).body.msg).toBe(OA_MSG.formDisabled);
    const saved = await saveConfig([{ flow_type: 21, enabled: 1, notice: '请列明客户清单', attachments_required: 1 }]);
    expect(saved.body.data.find((f) => f.flow_type === 21)).toMatchObject({
      enabled: 1,
      notice: '请列明客户清单',
      attachments_required: 1,
    });
    expect((await apply('WorkHandover', FORMS[6].body)).body.msg).toBe(OA_MSG.attachmentsRequired);
    // other forms keep their settings
    expect((await apply('UseSeal', FORMS[4].body)).body.code).toBe(0);
    await saveConfig([{ flow_type: 21, enabled: 1, notice: '', attachments_required: 2 }]);
    expect((await apply('WorkHandover', FORMS[6].body)).body.code).toBe(0);
  });

  it('needs 编辑 of OA配置 and refuses bad settings', async () => {
    const refused = await saveConfig([{ flow_type: 21, enabled: 2, notice: '', attachments_required: 2 }], sales);
    expect(refused.status).toBe(403);
    expect((await saveConfig([{ flow_type: 1, enabled: 1, notice: '', attachments_required: 2 }])).body.msg).toBe(
      OA_MSG.unknownForm,
    );
    expect(
      (await saveConfig([{ flow_type: 21, enabled: 1, notice: '长'.repeat(501), attachments_required: 2 }])).body.msg,
    ).toBe(OA_MSG.noticeTooLong);
    expect((await saveConfig([{ flow_type: 21, enabled: 3, notice: '', attachments_required: 2 }])).body.code).not.toBe(
      0,
    );
  });
});
