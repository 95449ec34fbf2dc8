import { ERR } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hr_worker } from '../src/db/entity-tables.ts';
import { users } from '../src/db/schema.ts';
import { appForFile } from './harness.ts';
import { deptId, memberWithNodes, roleId, userId } from './org-fixtures.ts';

// 花名册: worker records (/api/Worker/*) — validation, masking, filters and the member's 工号 / 职级 / department.

type Worker = Record<string, unknown> & {
  id: number;
  job_number: string;
  user_id: number;
  user_name: string;
  dept_id: number;
  id_card: string;
};

const { t, admin } = await appForFile();

const VALID_ID = '11010519491231002X';
const post = (url: string, body: unknown, token = admin) => t.call<{ id: number }>('POST', url, { token, body });
const list = async (query: Record<string, string | number> = {}, token = admin) =>
  (await t.call<Worker[]>('GET', '/api/Worker/getList', { token, query: { limit: 100, ...query } })).body;
const info = async (id: number) =>
  (await t.call<Worker>('GET', '/api/Worker/info', { token: admin, query: { id } })).body.data;
const member = async (name: string) =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(eq(users.user_id, await userId(t, name)))
  )[0];
const form = async (name: string, extra: Record<string, unknown> = {}) => ({
  user_id: await userId(t, name),
  job_number: `T-${name}`,
  position: '测试岗位',
  ranks: 'P5',
  employment_type: 1,
  status: 1,
  entry_date: '2024-03-01',
  ...extra,
});

describe('roster: worker records', () => {
  it('lists the seeded records with the member names and departments', async () => {
    const body = await list();
    expect(body.code).toBe(0);
    const zhang = body.data.find((r) => r.user_name === '张伟')!;
    expect(zhang).toMatchObject({
      job_number: (await member('张伟')).job_number,
      dept_name: '总经办',
      position: '总经理',
      status: 2,
    });
  });

  it('adds a record, writes 工号 and 职级 to the member, and masks the ID card in the list only', async () => {
    const res = await post(
      '/api/Worker/add',
      await form('杨磊', {
        id_card: VALID_ID.toLowerCase(),
        job_number: 'SW9001',
        ranks: 'P6',
        regular_date: '2024-06-01',
        contract_start_date: '2024-03-01',
        contract_end_date: '2027-02-28',
      }),
    );
    expect(res.body).toMatchObject({ code: 0 });
    const id = res.body.data.id;
    const m = await member('杨磊');
    expect([m.job_number, m.ranks]).toEqual(['SW9001', 'P6']);
    const row = (await list({ keyword: 'SW9001' })).data[0];
    expect(row).toMatchObject({ id, user_name: '杨磊', dept_name: '销售二部', id_card: '110***********002X' });
    expect((await info(id)).id_card).toBe(VALID_ID);
  });

  it('refuses a member without a record, a taken job number and a second record for one member', async () => {
    const required = await post('/api/Worker/add', {
      job_number: 'X1',
      employment_type: 1,
      status: 1,
      entry_date: '2024-01-01',
    });
    expect(required.body).toMatchObject({ code: ERR.validation.code, msg: '请选择成员' });
    const zhangNumber = (await member('张伟')).job_number;
    expect((await post('/api/Worker/add', await form('黄丽', { job_number: zhangNumber }))).body.msg).toBe(
      `工号「${zhangNumber}」已被「张伟」使用`,
    );
    // a member without a record holds it too
    const liu = await member('刘洋');
    expect((await post('/api/Worker/add', await form('黄丽', { job_number: liu.job_number }))).body.msg).toBe(
      `工号「${liu.job_number}」已被「刘洋」使用`,
    );
    expect((await post('/api/Worker/add', await form('张伟'))).body.msg).toBe('该成员已有员工档案');
    expect(
      await t.database.db
        .select()
        .from(hr_worker)
        .where(eq(hr_worker.user_id, await userId(t, '黄丽'))),
    ).toHaveLength(0);
  });

  it('checks the order of dates and the ID card number, on add and on a partial update', async () => {
    const bad = async (extra: Record<string, unknown>) =>
      (await post('/api/Worker/add', await form('黄丽', extra))).body.msg;
    expect(await bad({ regular_date: '2024-02-28' })).toBe('转正日期不能早于入职日期');
    expect(await bad({ contract_start_date: '2024-03-01', contract_end_date: '2024-03-01' })).toBe(
      '合同结束日期必须晚于合同开始日期',
    );
    expect(await bad({ contract_start_date: '2024-03-01', contract_end_date: '2023-03-01' })).toBe(
      '合同结束日期必须晚于合同开始日期',
    );
    expect(await bad({ id_card: '110105194912310021' })).toBe('身份证号格式不正确'); // wrong check character
    expect(await bad({ id_card: '11010519491331002X' })).toBe('身份证号格式不正确'); // no 13th month
    expect(await bad({ id_card: '1101051949' })).toBe('身份证号格式不正确');
    expect(await bad({ entry_date: '2024/03/01' })).toBe('入职日期应为 YYYY-MM-DD 格式的日期');
    expect(await bad({ employment_type: 9 })).toBe('用工类型的取值无效');

    const id = (
      await post(
        '/api/Worker/add',
        await form('黄丽', { contract_start_date: '2024-03-01', contract_end_date: '2026-03-01' }),
      )
    ).body.data.id;
    expect((await post('/api/Worker/update', { id, contract_end_date: '2024-01-01' })).body.msg).toBe(
      '合同结束日期必须晚于合同开始日期',
    );
    expect((await post('/api/Worker/update', { id, regular_date: '2023-12-31' })).body.msg).toBe(
      '转正日期不能早于入职日期',
    );
    expect((await post('/api/Worker/update', { id, job_number: (await member('张伟')).job_number })).body.msg).toMatch(
      /^工号「.+」已被「张伟」使用$/,
    );
    expect((await info(id)).contract_end_date).toBe('2026-03-01');
  });

  it('filters by department, status, entry date and contract end', async () => {
    const sales2 = await deptId(t, '销售二部');
    const byDept = (await list({ dept_id: sales2 })).data;
    expect(byDept.length).toBeGreaterThan(0);
    expect(byDept.every((r) => r.dept_id === sales2)).toBe(true);
    expect((await list({ status: 1 })).data.every((r) => r.status === 1)).toBe(true);
    const entered = (await list({ entry_date_start: '2025-01-01', entry_date_end: '2025-12-31' })).data.map(
      (r) => r.user_name,
    );
    expect(entered).toEqual(expect.arrayContaining(['王强', '孙悦']));
    expect(entered).not.toContain('张伟');
    // seeded contracts end 10 and 20 days from today (赵敏, 李娜): the 30-day window finds them
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const in30 = new Date(Date.now() + 8 * 3600_000 + 30 * 86_400_000).toISOString().slice(0, 10);
    const expiring = (await list({ contract_end_date_start: today, contract_end_date_end: in30 })).data.map(
      (r) => r.user_name,
    );
    expect(expiring).toEqual(expect.arrayContaining(['赵敏', '李娜']));
    expect(expiring).not.toContain('张伟');
  });

  it('keeps the member and the record in step both ways', async () => {
    const id = (await post('/api/Worker/add', await form('陈静', { job_number: 'SW9100', ranks: 'M1' }))).body.data.id;
    const m = await member('陈静');
    const memberBody = {
      user_id: m.user_id,
      user_name: m.user_name,
      user_phone: m.user_phone,
      user_email: m.user_email,
      dept_id: await deptId(t, '销售一部'),
      role_id: String(await roleId(t, '销售经理')),
      job_number: 'SW9101',
      ranks: 'M2',
    };
    expect((await post('/api/user/update', memberBody)).body.code).toBe(0);
    expect(await info(id)).toMatchObject({ job_number: 'SW9101', ranks: 'M2', dept_id: await deptId(t, '销售一部') });
    // a job number another record holds is refused on the member form as well
    expect((await post('/api/user/update', { ...memberBody, job_number: 'SW9001' })).body.msg).toBe(
      '工号「SW9001」已被「杨磊」使用',
    );
    expect((await info(id)).job_number).toBe('SW9101');
    // moving the record to another member takes the job number with it
    expect((await post('/api/Worker/update', { id, user_id: await userId(t, '郑爽') })).body.code).toBe(0);
    expect((await member('陈静')).job_number).toBe('');
    expect(await member('郑爽')).toMatchObject({ job_number: 'SW9101', ranks: 'M2' });
    expect(await info(id)).toMatchObject({ dept_id: await deptId(t, '采购部') });
  });

  it('exports the roster', async () => {
    const res = await t.call<{ url: string }>('POST', '/api/Worker/export', { token: admin, body: {} });
    expect(res.body.code).toBe(0);
    expect(res.body.data.url).toMatch(/^\/api\//);
  });

  it('needs the roster nodes', async () => {
    const outsider = await memberWithNodes(t, ['home_home']);
    expect((await list({}, outsider.token)).code).toBe(ERR.noPermission.code);
    const reader = await memberWithNodes(t, [
      'personnel_roster',
      '!personnel_roster_add',
      '!personnel_roster_edit',
      '!personnel_roster_del',
      '!personnel_roster_export',
      '!personnel_roster_import',
    ]);
    expect((await list({}, reader.token)).code).toBe(0);
    expect((await post('/api/Worker/add', await form('孙悦'), reader.token)).body.code).toBe(ERR.noPermission.code);
    expect((await post('/api/Worker/update', { id: 1, remark: 'x' }, reader.token)).body.code).toBe(
      ERR.noPermission.code,
    );
    expect((await post('/api/Worker/del', { ids: [1] }, reader.token)).body.code).toBe(ERR.noPermission.code);
    expect((await t.call('POST', '/api/Worker/export', { token: reader.token, body: {} })).body.code).toBe(
      ERR.noPermission.code,
    );
  });
});
