import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtBooks } from './debt-fixtures.ts';
import { createTestApp, type TestContext } from './harness.ts';
import { applicationBody, info, post } from './invoice-fixtures.ts';

// Two parts of finance meet: an approved 坏账 voids the contract's invoice applications its collected money no
// longer covers (transfer state 4 已作废(坏账)), inside the approval's transaction.

let t: TestContext;
let books: ReturnType<typeof debtBooks>;
beforeAll(async () => {
  t = await createTestApp();
  books = debtBooks(t);
  await books.signIn();
});
afterAll(async () => t.close());

describe('an approved write-off and the invoices of its contract', () => {
  it('moves an approved application nothing was collected for to 已作废(坏账), and leaves another contract’s alone', async () => {
    const { seller, leader } = books.people;
    const customer = await books.customer();
    const bad = await books.approvedContract('10000.00', '2026-01-01', customer);
    const good = await books.approvedContract('5000.00', '2026-01-01', customer);
    const apply = async (contract: number) => {
      const res = await post(t, '/api/FinanceInvoice/add', seller, applicationBody(customer, [[contract, '3000.00']]));
      expect(res.msg).toBe('操作成功');
      expect(
        (await post(t, '/api/flow/startflow', seller, { flow_type: 4, detail_id: res.data.id, to_user: '{}' })).msg,
      ).toBe('操作成功');
      expect(
        (
          await post(t, '/api/flow/examine', leader, {
            flow_type: 4,
            detail_id: res.data.id,
            pass_type: 2,
            reason: '同意',
          })
        ).msg,
      ).toBe('操作成功');
      return res.data.id;
    };
    const onBad = await apply(bad);
    const onGood = await apply(good);
    expect(await info(t, onBad, seller)).toMatchObject({ status: 2, transfer_type: 1 });

    await books.approvedWriteOff('ContractBroken', 11, bad, '10000.00');
    expect((await info(t, onBad, seller)).transfer_type).toBe(4);
    expect((await info(t, onGood, seller)).transfer_type).toBe(1);
  });

  it('a 合同变更 cannot bring the amount below what is invoiced, nor below what is collected and written off', async () => {
    const { seller, leader } = books.people;
    const customer = await books.customer();
    const id = await books.approvedContract('10000.00', '2026-01-01', customer);
    const change = (new_amount: string) =>
      post(t, '/api/ContractChange/add', seller, {
        contract_id: id,
        reason: '调整金额',
        new_amount,
        new_start_date: '2026-01-01',
        new_end_date: '2027-12-31',
      });
    const res = await post(t, '/api/FinanceInvoice/add', seller, applicationBody(customer, [[id, '3000.00']]));
    expect(
      (await post(t, '/api/flow/startflow', seller, { flow_type: 4, detail_id: res.data.id, to_user: '{}' })).msg,
    ).toBe('操作成功');
    expect(
      (
        await post(t, '/api/flow/examine', leader, {
          flow_type: 4,
          detail_id: res.data.id,
          pass_type: 2,
          reason: '同意',
        })
      ).msg,
    ).toBe('操作成功');
    expect((await change('2999.99')).msg).toBe('变更后合同金额不能小于已申请开票的金额 3000.00 元');
    await books.collected(id, '1000.00');
    await books.approvedWriteOff('ContractBroken', 11, id, '4000.00');
    expect((await change('4999.99')).msg).toBe('变更后合同金额不能小于已登记的回款与已核销金额合计 5000.00 元');
    expect((await change('5000.00')).msg).toBe('操作成功');
  });
});
