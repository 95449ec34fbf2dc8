import { PLAN_WRITTEN_OFF } from '@suwork/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onWriteOffApproved, type WriteOffApproved } from '../src/modules/debt/write-off-events.ts';
import { debtBooks } from './debt-fixtures.ts';
import { memberWithNodes } from './org-fixtures.ts';
import { createTestApp, type TestContext } from './harness.ts';

// 坏账 and 呆账: written off on an approved contract within its outstanding balance (on save, submit and approval);
// approved, the contract's outstanding amount drops and its instalments close as 已核销, oldest first; money
// recovered later is a collection on the contract and lowers what is written off.

type Row = Record<string, unknown>;
let t: TestContext;
let b: ReturnType<typeof debtBooks>;
const approvedEvents: WriteOffApproved[] = [];
const BROKEN = 'ContractBroken';
const BAD = 'ContractBad';

beforeAll(async () => {
  t = await createTestApp({}, (app) => onWriteOffApproved(app, async (_tx, e) => void approvedEvents.push(e), 'test'));
  b = debtBooks(t);
  await b.signIn();
});
afterAll(async () => t.close());

const contractInfo = (id: number) => b.info('Contract', id);
const room = async (controller: string, contract_id: number) =>
  (await b.get<Row>(`/api/${controller}/room`, b.people.finance, { contract_id })).data;

describe('write-offs (坏账, 呆账)', () => {
  it('are numbered, take their customer from the contract, and start 待提交 without touching the contract', async () => {
    const id = await b.approvedContract('10000.00');
    await b.planId(id, '10000.00', '2026-03-01');
    const created = await b.writeOff(BROKEN, id, '4000.00');
    expect(created.body.msg).toBe('操作成功');
    const row = await b.info(BROKEN, created.body.data.id);
    expect(row).toMatchObject({
      debt_no: expect.stringMatching(/^HZ-\d{8}-\d{4}$/),
      status: 1,
      amount: '4000.00',
      recovered_amount: '0.00',
      company_name: expect.stringContaining('客户名称'),
    });
    expect(row.overdue_days).toBeGreaterThan(200);
    const bad = await b.writeOff(BAD, id, '1000.00');
    expect((await b.info(BAD, bad.body.data.id)).debt_no).toMatch(/^DZ-\d{8}-\d{4}$/);
    expect(await contractInfo(id)).toMatchObject({ stay_amount: '10000.00' });
  });

  it('are refused on a contract not approved, at zero, and beyond what is outstanding (collections registered count)', async () => {
    const draft = (
      await b.send('/api/Contract/add', b.people.seller, {
        title: '未审批合同',
        enterprise_id: (await contractInfo(await b.approvedContract('1.00'))).enterprise_id,
        amount: '500.00',
        sign_date: '2026-01-01',
        start_date: '2026-01-01',
        end_date: '2026-12-31',
      })
    ).body.data.id;
    expect(await b.msg(b.writeOff(BROKEN, draft, '100.00'))).toBe('合同审批通过后才能核销坏账或呆账');
    const id = await b.approvedContract('10000.00');
    expect(await b.msg(b.writeOff(BROKEN, id, '0'))).toBe('核销金额应大于0');
    await b.collected(id, '3000.00');
    // registered but not yet confirmed: it may still arrive, so it is not written off either
    expect((await b.collect(id, '1000.00')).body.msg).toBe('操作成功');
    expect(await b.msg(b.writeOff(BROKEN, id, '6000.01'))).toBe(
      '核销金额不能超过合同未回款余额，该合同最多还可核销 6000.00 元',
    );
    expect(await room(BROKEN, id)).toMatchObject({
      amount: '10000.00',
      registered_amount: '4000.00',
      written_off_amount: '0.00',
      pending_amount: '0.00',
      room: '6000.00',
    });
    expect(await b.msg(b.writeOff(BROKEN, id, '6000.00'))).toBe('操作成功');
  });

  it('hold their amount while in approval: a second one fitting alone is refused on submit, and on edit', async () => {
    const id = await b.approvedContract('5000.00');
    const first = (await b.writeOff(BROKEN, id, '3000.00')).body.data.id;
    const second = (await b.writeOff(BAD, id, '3000.00')).body.data.id;
    expect(await b.msg(b.submit(11, first))).toBe('操作成功');
    expect(await room(BAD, id)).toMatchObject({ pending_amount: '3000.00', room: '2000.00' });
    expect(await b.msg(b.submit(12, second))).toBe('核销金额不能超过合同未回款余额，该合同最多还可核销 2000.00 元');
    expect((await b.info(BAD, second)).status).toBe(1);
    expect(await b.msg(b.send('/api/ContractBad/update', b.people.clerk, { id: second, amount: '2000.01' }))).toBe(
      '核销金额不能超过合同未回款余额，该合同最多还可核销 2000.00 元',
    );
    expect(await b.msg(b.send('/api/ContractBad/update', b.people.clerk, { id: second, amount: '2000.00' }))).toBe(
      '操作成功',
    );
    expect(await b.msg(b.submit(12, second))).toBe('操作成功');
    // in approval: neither changed nor deleted
    expect(await b.msg(b.send('/api/ContractBroken/update', b.people.clerk, { id: first, reason: '改' }))).toBe(
      '坏账审批中，不能修改',
    );
    expect(await b.msg(b.send('/api/ContractBroken/del', b.people.clerk, { ids: [first] }))).toBe(
      '坏账审批中，不能删除',
    );
  });

  it('approved, lower the outstanding amount and close the instalments oldest first (已核销), telling the listeners', async () => {
    const id = await b.approvedContract('10000.00');
    const p1 = await b.planId(id, '3000.00', '2026-02-01');
    const p2 = await b.planId(id, '3000.00', '2026-03-01');
    const p3 = await b.planId(id, '4000.00', '2026-04-01');
    await b.collected(id, '1000.00', { plan_id: p1 });
    const wo = await b.approvedWriteOff(BROKEN, 11, id, '5500.00');
    expect(await b.info(BROKEN, wo)).toMatchObject({ status: 3 });
    expect(await contractInfo(id)).toMatchObject({ back_amount: '1000.00', stay_amount: '3500.00' });
    const plans = await b.plans(id);
    expect(plans.map((p) => [p.id, p.status, p.actual_amount, p.stay_amount])).toEqual([
      [p1, PLAN_WRITTEN_OFF, '1000.00', '0.00'],
      [p2, PLAN_WRITTEN_OFF, '0.00', '0.00'],
      [p3, 2, '0.00', '3500.00'],
    ]);
    // 已核销 is a status the list filters by
    expect(
      (await b.get('/api/ContractRepay/getList', b.people.finance, { contract_id: id, status: PLAN_WRITTEN_OFF }))
        .count,
    ).toBe(2);
    expect(approvedEvents.find((e) => e.debt_id === wo)).toEqual({
      kind: 11,
      entity: 'contractBroken',
      debt_id: wo,
      contract_id: id,
      amount: '5500.00',
    });
    // approved: frozen
    expect(await b.msg(b.send('/api/ContractBroken/update', b.people.clerk, { id: wo, amount: '1.00' }))).toBe(
      '坏账已通过，不能修改',
    );
  });

  it('rejected, change nothing on the contract', async () => {
    const id = await b.approvedContract('2000.00');
    const wo = (await b.writeOff(BAD, id, '2000.00')).body.data.id;
    await b.submit(12, wo);
    expect(await b.msg(b.decide(12, wo, 3))).toBe('操作成功');
    expect(await b.info(BAD, wo)).toMatchObject({ status: 4 });
    expect(await contractInfo(id)).toMatchObject({ stay_amount: '2000.00' });
    expect(await room(BAD, id)).toMatchObject({ room: '2000.00' });
  });

  it('keep the contract from taking collections or new instalments beyond what was not written off', async () => {
    const id = await b.approvedContract('6000.00');
    const p1 = await b.planId(id, '4000.00', '2026-02-01');
    await b.approvedWriteOff(BAD, 12, id, '4000.00');
    expect((await b.collect(id, '2000.01')).body.msg).toBe(
      '该合同已核销坏账或呆账 4000.00 元，最多还可登记回款 2000.00 元；收回已核销的款项请登记坏账收回或呆账收回',
    );
    expect((await b.collect(id, '2000.00')).body.msg).toBe('操作成功');
    expect((await b.plan(id, '1.00', '2026-09-01')).body.msg).toMatch(/合同已核销坏账或呆账/);
    expect(
      (await b.send('/api/ContractRepay/update', b.people.seller, { id: p1, amount: '3000.00' })).body.msg,
    ).toMatch(/不能修改回款计划的金额和日期/);
    expect(
      (await b.send('/api/ContractRepay/update', b.people.seller, { id: p1, remark: '已核销部分由财务跟进' })).body.msg,
    ).toBe('操作成功');
  });
});

describe('recoveries (坏账收回, 呆账收回)', () => {
  it('book the money as confirmed collections on the closed instalments and lower what is written off', async () => {
    const id = await b.approvedContract('10000.00');
    const p1 = await b.planId(id, '4000.00', '2026-02-01');
    const p2 = await b.planId(id, '6000.00', '2026-03-01');
    const wo = await b.approvedWriteOff(BROKEN, 11, id, '10000.00');
    expect(await contractInfo(id)).toMatchObject({ back_amount: '0.00', stay_amount: '0.00' });
    const add = await b.send('/api/ContractBroken/addRecovery', b.people.finance, {
      debt_id: wo,
      amount: '7000.00',
      recover_date: '2026-11-20',
      pay_method: 1,
      remark: '清算分配',
    });
    expect(add.body.msg).toBe('操作成功');
    expect(await b.info(BROKEN, wo)).toMatchObject({ recovered_amount: '7000.00' });
    expect(await contractInfo(id)).toMatchObject({ back_amount: '7000.00', stay_amount: '0.00' });
    expect(await room(BROKEN, id)).toMatchObject({ written_off_amount: '3000.00', room: '0.00' });
    // newest instalment first: 6000 on the second, 1000 on the first; both still closed
    const plans = await b.plans(id);
    expect(plans.map((p) => [p.id, p.status, p.actual_amount, p.stay_amount])).toEqual([
      [p1, PLAN_WRITTEN_OFF, '1000.00', '0.00'],
      [p2, 5, '6000.00', '0.00'],
    ]);
    const list = await b.get<Row[]>('/api/ContractBroken/recoveryList', b.people.finance, { id: wo });
    expect(list.count).toBe(1);
    const rec = (list.data as unknown as Row[])[0];
    expect(rec).toMatchObject({
      amount: '7000.00',
      recover_date: '2026-11-20',
      pay_method: 1,
      remark: '清算分配',
      create_user_name: '赵敏',
    });
    expect(rec.hk_numbers).toHaveLength(2);
    const collections = (await b.get<Row[]>('/api/ContractPayment/getList', b.people.finance, { contract_id: id }))
      .data as unknown as Row[];
    expect(collections.map((c) => [c.amount, c.actual_amount, c.status]).sort()).toEqual([
      ['1000.00', '1000.00', 3],
      ['6000.00', '6000.00', 3],
    ]);
    expect(String(collections[0].remark)).toMatch(/^坏账收回（HZ-\d{8}-\d{4}）：清算分配$/);
  });

  it('keep the collections they booked: 作废 or 确认到账 again is refused there, and the written-off contract cannot be voided', async () => {
    const id = await b.approvedContract('5000.00');
    const wo = await b.approvedWriteOff(BAD, 12, id, '5000.00');
    expect(await b.msg(b.send('/api/Contract/cancel', b.people.finance, { contract_id: id }))).toBe(
      '合同已核销坏账或呆账，不能作废',
    );
    expect(
      await b.msg(
        b.send('/api/ContractBad/addRecovery', b.people.finance, {
          debt_id: wo,
          amount: '1200.00',
          recover_date: '2026-11-20',
          pay_method: 1,
        }),
      ),
    ).toBe('操作成功');
    const [collection] = (await b.get<Row[]>('/api/ContractPayment/getList', b.people.finance, { contract_id: id }))
      .data as unknown as Row[];
    const kept = '该回款由呆账收回登记，请在呆账的收回记录中修改或删除';
    expect(await b.msg(b.send('/api/ContractPayment/cancel', b.people.finance, { receivable_id: collection.id }))).toBe(
      kept,
    );
    expect(
      await b.msg(
        b.send('/api/ContractPayment/confirm', b.people.finance, {
          receivable_id: collection.id,
          actual_amount: '100.00',
        }),
      ),
    ).toBe(kept);
    expect(await b.info(BAD, wo)).toMatchObject({ recovered_amount: '1200.00' });
    expect(await contractInfo(id)).toMatchObject({ back_amount: '1200.00', stay_amount: '0.00' });
  });

  it('are refused beyond what is left to recover, before approval, before the write-off date, and at zero', async () => {
    const id = await b.approvedContract('3000.00');
    const draft = (await b.writeOff(BAD, id, '1000.00')).body.data.id;
    const body = { amount: '100.00', recover_date: '2026-11-20', pay_method: 1 };
    expect(await b.msg(b.send('/api/ContractBad/addRecovery', b.people.finance, { debt_id: draft, ...body }))).toBe(
      '呆账审批通过后才能登记收回',
    );
    await b.send('/api/ContractBad/del', b.people.clerk, { ids: [draft] });
    const wo = await b.approvedWriteOff(BAD, 12, id, '3000.00');
    expect(
      await b.msg(
        b.send('/api/ContractBad/addRecovery', b.people.finance, { debt_id: wo, ...body, amount: '3000.01' }),
      ),
    ).toBe('收回金额不能超过该呆账未收回金额 3000.00 元');
    expect(
      await b.msg(b.send('/api/ContractBad/addRecovery', b.people.finance, { debt_id: wo, ...body, amount: '0' })),
    ).toBe('收回金额应大于0');
    expect(
      await b.msg(
        b.send('/api/ContractBad/addRecovery', b.people.finance, { debt_id: wo, ...body, recover_date: '2026-10-31' }),
      ),
    ).toBe('收回日期不能早于核销日期 2026-11-01');
    expect(
      await b.msg(b.send('/api/ContractBad/addRecovery', b.people.finance, { debt_id: wo, ...body, amount: '' })),
    ).toBe('请输入收回金额');
    expect(
      await b.msg(b.send('/api/ContractBad/addRecovery', b.people.finance, { debt_id: wo, ...body, pay_method: 99 })),
    ).toBe('收款方式的取值无效');
    expect(
      await b.msg(b.send('/api/ContractBad/addRecovery', b.people.finance, { debt_id: wo, ...body, amount: '1.005' })),
    ).toBe('收回金额（元）应为最多两位小数的金额');
    expect(
      await b.msg(b.send('/api/ContractBad/addRecovery', b.people.finance, { debt_id: 2_147_483_647, ...body })),
    ).toBe('呆账不存在或无权查看');
    // a 坏账's recovery is not a 呆账's
    expect(await b.msg(b.send('/api/ContractBroken/addRecovery', b.people.finance, { debt_id: wo, ...body }))).toBe(
      '坏账不存在或无权查看',
    );
    expect(
      await b.msg(
        b.send('/api/ContractBad/addRecovery', b.people.finance, { debt_id: wo, ...body, amount: '2000.00' }),
      ),
    ).toBe('操作成功');
    expect(
      await b.msg(
        b.send('/api/ContractBad/addRecovery', b.people.finance, { debt_id: wo, ...body, amount: '1000.01' }),
      ),
    ).toBe('收回金额不能超过该呆账未收回金额 1000.00 元');
  });

  it('edited, are booked again; deleted, give the contract back what it had written off', async () => {
    const id = await b.approvedContract('5000.00');
    await b.planId(id, '5000.00', '2026-02-01');
    const wo = await b.approvedWriteOff(BROKEN, 11, id, '5000.00');
    const rec = (
      await b.send('/api/ContractBroken/addRecovery', b.people.finance, {
        debt_id: wo,
        amount: '1000.00',
        recover_date: '2026-11-20',
        pay_method: 1,
      })
    ).body.data.id;
    const before = (await b.get<Row>('/api/ContractBroken/recoveryInfo', b.people.finance, { id: rec })).data;
    expect(
      await b.msg(
        b.send('/api/ContractBroken/editRecovery', b.people.finance, { id: rec, amount: '2500.00', pay_method: 4 }),
      ),
    ).toBe('操作成功');
    const after = (await b.get<Row>('/api/ContractBroken/recoveryInfo', b.people.finance, { id: rec })).data;
    expect(after).toMatchObject({ amount: '2500.00', pay_method: 4 });
    expect(after.hk_numbers).not.toEqual(before.hk_numbers);
    expect(await contractInfo(id)).toMatchObject({ back_amount: '2500.00', stay_amount: '0.00' });
    expect(await b.info(BROKEN, wo)).toMatchObject({ recovered_amount: '2500.00' });
    // a remark alone keeps the collections
    expect(
      await b.msg(b.send('/api/ContractBroken/editRecovery', b.people.finance, { id: rec, remark: '第二笔' })),
    ).toBe('操作成功');
    expect(
      (await b.get<Row>('/api/ContractBroken/recoveryInfo', b.people.finance, { id: rec })).data.hk_numbers,
    ).toEqual(after.hk_numbers);
    expect(
      await b.msg(b.send('/api/ContractBroken/editRecovery', b.people.finance, { id: rec, amount: '5000.01' })),
    ).toBe('收回金额不能超过该坏账未收回金额 5000.00 元');
    expect(await b.msg(b.send('/api/ContractBroken/delRecovery', b.people.finance, { id: rec }))).toBe('操作成功');
    expect(await contractInfo(id)).toMatchObject({ back_amount: '0.00', stay_amount: '0.00' });
    expect(await b.info(BROKEN, wo)).toMatchObject({ recovered_amount: '0.00' });
    expect((await b.get('/api/ContractPayment/getList', b.people.finance, { contract_id: id })).count).toBe(0);
    expect(await b.msg(b.send('/api/ContractBroken/delRecovery', b.people.finance, { id: rec }))).toBe(
      '收回记录不存在',
    );
  });

  it('need the 收回 action, and a write-off the member may see', async () => {
    const id = await b.approvedContract('1000.00');
    const wo = await b.approvedWriteOff(BROKEN, 11, id, '1000.00');
    const viewer = await memberWithNodes(
      t,
      ['financial_contractBroken', '!financial_contractBroken_recover', 'customer_contract'],
      { dept: '财务部', scope: 4 },
    );
    const denied = await b.send('/api/ContractBroken/addRecovery', viewer.token, {
      debt_id: wo,
      amount: '1.00',
      recover_date: '2026-11-20',
      pay_method: 1,
    });
    expect(denied.body.code).toBe(4031);
    expect((await b.get('/api/ContractBroken/recoveryList', viewer.token, { id: wo })).code).toBe(0);
    // 王强 sees his contract but not the finance pages
    expect((await b.get('/api/ContractBroken/recoveryList', b.people.seller, { id: wo })).code).toBe(4031);
    const outsider = await memberWithNodes(t, ['financial_contractBroken', 'customer_contract'], {
      dept: '财务部',
      scope: 1,
    });
    expect((await b.get('/api/ContractBroken/recoveryList', outsider.token, { id: wo })).msg).toBe(
      '坏账不存在或无权查看',
    );
    expect((await b.get('/api/ContractBroken/room', outsider.token, { contract_id: id })).msg).toBe(
      '合同不存在或无权查看',
    );
  });

  it('answer malformed input with a clear 4xx, never a 5xx', async () => {
    const bodies: unknown[] = [
      {},
      { debt_id: 'x' },
      { debt_id: 1, amount: [], recover_date: '2026-13-40', pay_method: '1' },
      { debt_id: -1, amount: '1', recover_date: '2026-11-20', pay_method: 1, extra: 1 },
      'not json',
    ];
    for (const body of bodies) {
      for (const path of ['addRecovery', 'editRecovery', 'delRecovery']) {
        const res = await t.call('POST', `/api/ContractBad/${path}`, { token: b.people.finance, body });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(res.body.code).not.toBe(0);
      }
    }
    for (const query of [{ id: 'abc' }, { id: '0' }, { id: '1', page: '-1' }] as Record<string, string>[])
      expect(
        (await t.call('GET', '/api/ContractBad/recoveryList', { token: b.people.finance, query })).status,
      ).toBeLessThan(500);
    expect(
      (await t.call('GET', '/api/ContractBad/room', { token: b.people.finance, query: { contract_id: '99999999999' } }))
        .status,
    ).toBe(400);
  });
});
