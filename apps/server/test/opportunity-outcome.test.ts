import { Decimal } from '@suwork/domain';
import { customerEntity } from '@suwork/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from './entity-fixtures.ts';
import { demo } from './flow-fixtures.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';

// An opportunity follows its contracts: an approved contract wins it (and makes its customer 已成交), voiding it
// opens the opportunity again; its stage is one of its stage group's; an ended opportunity refuses what only an open
// one may do; the kanban shows the period's won and lost opportunities.

type Row = Record<string, unknown>;
type Stage = { id: number; name: string; percent: string };
type Group = { id: number; name: string; stages: Stage[] };
type Closed = { count: number; amount: string; cards: Row[] };
type Board = {
  stages: { stage: Stage; count: number; cards: Row[] }[];
  won: Closed;
  lost: Closed;
  start_date: string;
  end_date: string;
};

let t: TestContext;
let admin: string;
/** 王强, whose contracts 刘洋 approves */
let seller: string;
let leader: string;
let group: Group;
beforeAll(async () => {
  t = await createTestApp();
  [admin, seller, leader] = await Promise.all([t.login(ADMIN), t.login(SALES), t.login(demo('刘洋'))]);
  group = (await t.call<Group[]>('GET', '/api/ChanceStage/groupsFor', { token: seller })).body.data[0];
});
afterAll(async () => t.close());

const post = async (path: string, body: Row, token = seller) =>
  (await t.call<{ id: number }>('POST', path, { token, body })).body;
const msg = async (path: string, body: Row, token = seller) => (await post(path, body, token)).msg;
const info = async (controller: string, id: number, token = seller) =>
  (await t.call<Row>('GET', `/api/${controller}/info`, { token, query: { id } })).body.data;
const logOf = async (controller: string, id: number) =>
  (
    await t.call<{ content: string }[]>('GET', `/api/${controller}/getLog`, { token: admin, query: { id } })
  ).body.data.map((l) => l.content);
const customer = () => createRecord(t, seller, customerEntity, { tax_number: null });
const board = async (query: Record<string, string | number> = {}) =>
  (await t.call<Board>('GET', '/api/Chance/kanban', { token: seller, query: { group_id: group.id, ...query } })).body
    .data;

/** 王强's opportunity on a new customer of his, in the group's third stage. */
async function opportunity(name = `商机${Math.random()}`, amount = '1000.00') {
  const enterprise_id = await customer();
  const created = await post('/api/Chance/add', {
    chance_name: name,
    enterprise_id,
    stage_group_id: group.id,
    stage_id: group.stages[2].id,
    amount,
  });
  expect(created.msg).toBe('操作成功');
  return { id: created.data.id, enterprise_id, name };
}

/** A contract made from the opportunity (转为合同), submitted and approved by 刘洋. */
async function approvedContract(chance: { id: number; enterprise_id: number }, title = `合同${Math.random()}`) {
  const created = await post('/api/Contract/add', {
    title,
    enterprise_id: chance.enterprise_id,
    chance_id: chance.id,
    amount: '1000.00',
    sign_date: '2026-01-05',
    start_date: '2026-01-05',
    end_date: '2026-12-31',
  });
  expect(created.msg).toBe('操作成功');
  const id = created.data.id;
  expect(await msg('/api/flow/startflow', { flow_type: 1, detail_id: id, to_user: '{}' })).toBe('操作成功');
  expect(await msg('/api/flow/examine', { flow_type: 1, detail_id: id, pass_type: 2, reason: '同意' }, leader)).toBe(
    '操作成功',
  );
  return { id, title };
}

describe('an approved contract', () => {
  it('wins its opportunity (stage 赢单 at 100 %) and makes its customer 已成交, the event in both logs', async () => {
    const chance = await opportunity();
    expect((await info('Customer', chance.enterprise_id)).deal_status).toBe(1);
    const { title } = await approvedContract(chance);
    expect(await info('Chance', chance.id)).toMatchObject({
      status: 2,
      stage_name: '赢单',
      expect_success: '100.00',
      close_time: expect.any(String),
    });
    expect((await info('Customer', chance.enterprise_id)).deal_status).toBe(2);
    expect(await logOf('Chance', chance.id)).toContain(`合同「${title}」审批通过，商机赢单`);
    expect(await logOf('Customer', chance.enterprise_id)).toContain(
      `合同「${title}」审批通过，商机「${chance.name}」赢单，成交状态改为「已成交」`,
    );
    const history = (
      await t.call<Row[]>('GET', '/api/Chance/stageHistory', { token: seller, query: { chance_id: chance.id } })
    ).body.data;
    expect(history.map((h) => h.to_name)).toEqual([group.stages[2].name, '赢单']);
  });

  it('reopens its opportunity when voided, back in its stage before the win, and the customer is 未成交 again', async () => {
    const chance = await opportunity();
    const contract = await approvedContract(chance);
    expect(await msg('/api/Chance/changeStatus', { chance_id: chance.id, status: 1 })).toBe(
      `商机已有审批通过的合同「${contract.title}」，不能重新打开；合同作废后商机会自动重新打开`,
    );
    expect(await msg('/api/Contract/cancel', { contract_id: contract.id })).toBe('操作成功');
    const stage = group.stages[2];
    expect(await info('Chance', chance.id)).toMatchObject({
      status: 1,
      stage_id: stage.id,
      stage_name: stage.name,
      expect_success: stage.percent,
      close_time: null,
    });
    expect((await info('Customer', chance.enterprise_id)).deal_status).toBe(1);
    expect(await logOf('Chance', chance.id)).toContain(
      `合同「${contract.title}」已作废，商机重新打开，回到「${stage.name}」阶段`,
    );
    expect(await logOf('Customer', chance.enterprise_id)).toContain(
      `合同「${contract.title}」已作废，商机「${chance.name}」重新打开，成交状态改为「未成交」`,
    );
  });

  it('keeps its opportunity won while another approved contract on it remains', async () => {
    const chance = await opportunity();
    // the second contract was drafted while the opportunity was still open
    const second = await post('/api/Contract/add', {
      title: '二期合同',
      enterprise_id: chance.enterprise_id,
      chance_id: chance.id,
      amount: '500.00',
      sign_date: '2026-01-05',
      start_date: '2026-01-05',
      end_date: '2026-12-31',
    });
    const first = await approvedContract(chance);
    expect(await msg('/api/flow/startflow', { flow_type: 1, detail_id: second.data.id, to_user: '{}' })).toBe(
      '操作成功',
    );
    expect(
      await msg('/api/flow/examine', { flow_type: 1, detail_id: second.data.id, pass_type: 2, reason: '同意' }, leader),
    ).toBe('操作成功');
    expect(await msg('/api/Contract/cancel', { contract_id: first.id })).toBe('操作成功');
    expect((await info('Chance', chance.id)).status).toBe(2);
    expect((await info('Customer', chance.enterprise_id)).deal_status).toBe(2);
    expect(await logOf('Chance', chance.id)).toContain(
      `合同「${first.title}」已作废，商机仍有审批通过的合同「二期合同」，保持赢单`,
    );
    expect(await msg('/api/Contract/cancel', { contract_id: second.data.id })).toBe('操作成功');
    expect((await info('Chance', chance.id)).status).toBe(1);
    expect((await info('Customer', chance.enterprise_id)).deal_status).toBe(1);
  });
});

describe('an ended opportunity', () => {
  it('refuses another contract, a stage move and another ending, each saying why', async () => {
    const chance = await opportunity('已赢单的商机');
    await approvedContract(chance);
    const contract = {
      title: '再转一次',
      enterprise_id: chance.enterprise_id,
      chance_id: chance.id,
      amount: '1.00',
      sign_date: '2026-01-05',
      start_date: '2026-01-05',
      end_date: '2026-12-31',
    };
    expect(await msg('/api/Contract/add', contract)).toBe('商机「已赢单的商机」已赢单，不能再转为合同');
    expect(await msg('/api/Chance/moveStage', { chance_id: chance.id, stage_id: group.stages[0].id })).toBe(
      '商机已结束，不能变更阶段',
    );
    expect(await msg('/api/Chance/update', { id: chance.id, stage_id: group.stages[1].id })).toBe(
      '商机已结束，不能变更阶段',
    );
    expect(await msg('/api/Chance/changeStatus', { chance_id: chance.id, status: 3, reason: '客户放弃' })).toBe(
      '商机已结束，请先重新打开',
    );
    expect(await msg('/api/Chance/changeStatus', { chance_id: chance.id, status: 2 })).toBe('商机已是「赢单」状态');

    const lost = await opportunity('已输单的商机');
    expect(await msg('/api/Chance/changeStatus', { chance_id: lost.id, status: 3, reason: '价格高' })).toBe('操作成功');
    expect(await msg('/api/Contract/add', { ...contract, enterprise_id: lost.enterprise_id, chance_id: lost.id })).toBe(
      '商机「已输单的商机」已输单，不能转为合同，请先重新打开商机',
    );
  });
});

describe('the stage of an opportunity', () => {
  it('is one of its stage group’s: another group’s stage, a group without its stage and a typed name are refused', async () => {
    const saved = await post(
      '/api/ChanceStage/save',
      {
        name: '项目型销售',
        stages: [
          { name: '立项', percent: '20' },
          { name: '投标', percent: '60' },
          { name: '签约', percent: '100' },
        ],
      },
      admin,
    );
    expect(saved.msg).toBe('操作成功');
    const project = (await t.call<Group[]>('GET', '/api/ChanceStage/groups', { token: admin })).body.data.find(
      (g) => g.id === saved.data.id,
    )!;
    const enterprise_id = await customer();
    const base = { chance_name: '分组商机', enterprise_id };

    expect(await msg('/api/Chance/add', { ...base, stage_group_id: group.id, stage_id: project.stages[1].id })).toBe(
      `商机阶段不属于阶段组「${group.name}」，请重新选择`,
    );
    const typed = await t.call('POST', '/api/Chance/add', { token: seller, body: { ...base, stage_id: '需求确认' } });
    expect([typed.status, typed.body.msg]).toEqual([400, '商机阶段应为整数']);

    // a group alone starts at its first stage
    const created = await post('/api/Chance/add', { ...base, stage_group_id: project.id });
    expect(await info('Chance', created.data.id)).toMatchObject({
      stage_group_id: project.id,
      stage_group_name: '项目型销售',
      stage_name: '立项',
      expect_success: '20.00',
    });
    expect(await msg('/api/Chance/update', { id: created.data.id, stage_id: group.stages[1].id })).toBe(
      '商机阶段不属于阶段组「项目型销售」，请重新选择',
    );
    expect(await msg('/api/Chance/moveStage', { chance_id: created.data.id, stage_id: group.stages[1].id })).toBe(
      '商机阶段不属于阶段组「项目型销售」，请重新选择',
    );
    expect(await msg('/api/Chance/update', { id: created.data.id, stage_group_id: group.id })).toBe('请选择商机阶段');
    expect(
      await msg('/api/Chance/update', { id: created.data.id, stage_group_id: group.id, stage_id: group.stages[1].id }),
    ).toBe('操作成功');
    expect(await info('Chance', created.data.id)).toMatchObject({
      stage_group_id: group.id,
      stage_group_name: group.name,
      stage_name: group.stages[1].name,
      expect_success: group.stages[1].percent,
    });

    // a group renamed is renamed on its opportunities
    const other = await post('/api/Chance/add', {
      ...base,
      stage_group_id: project.id,
      stage_id: project.stages[1].id,
    });
    expect(
      await msg(
        '/api/ChanceStage/save',
        {
          id: project.id,
          name: '大项目销售',
          stages: project.stages.map((s) => ({ id: s.id, name: s.name, percent: s.percent })),
        },
        admin,
      ),
    ).toBe('操作成功');
    expect((await info('Chance', other.data.id)).stage_group_name).toBe('大项目销售');
  });
});

describe('the kanban', () => {
  it('shows the opportunities won and lost in its period, with their count and amount', async () => {
    const before = await board();
    const won = await opportunity(`本月赢单${Math.random()}`, '2500.50');
    await approvedContract(won);
    const lost = await opportunity(`本月输单${Math.random()}`, '300.00');
    expect(await msg('/api/Chance/changeStatus', { chance_id: lost.id, status: 3, reason: '预算取消' })).toBe(
      '操作成功',
    );

    const now = await board();
    expect(now.won.cards.map((c) => c.chance_name)).toContain(won.name);
    expect(now.won.count).toBe(before.won.count + 1);
    expect(new Decimal(now.won.amount).minus(before.won.amount).toFixed(2)).toBe('2500.50');
    expect(now.won.cards.find((c) => c.chance_name === won.name)).toMatchObject({
      amount: '2500.50',
      close_time: expect.any(String),
    });
    expect(now.lost.cards.map((c) => c.chance_name)).toContain(lost.name);
    expect(now.lost.count).toBe(before.lost.count + 1);
    // neither is among the open opportunities of its stage
    expect(now.stages.flatMap((c) => c.cards.map((x) => x.chance_name))).not.toContain(won.name);

    const lastYear = await board({ start_date: '2000-01-01', end_date: '2000-12-31' });
    expect([lastYear.won.count, lastYear.lost.count, lastYear.start_date]).toEqual([0, 0, '2000-01-01']);
    const wrong = await t.call('GET', '/api/Chance/kanban', {
      token: seller,
      query: { group_id: group.id, start_date: '2026-02-01', end_date: '2026-01-01' },
    });
    expect([wrong.status, wrong.body.msg]).toEqual([400, '开始日期不能晚于结束日期']);
  });
});
