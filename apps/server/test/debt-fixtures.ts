import { customerEntity } from '@suwork/domain/entities';
import { expect } from 'vitest';
import { createRecord } from './entity-fixtures.ts';
import { demo } from './flow-fixtures.ts';
import { SALES, type TestContext } from './harness.ts';

// The money chain the write-off tests start from: 王强's contracts approved by 刘洋, their instalments and
// collections (confirmed by 赵敏), and write-offs filed by 黄丽 (财务部) and approved by her leader 赵敏.

type Row = Record<string, unknown>;
export type Answer = { status: number; body: { code: number; msg: string; data: { id: number } } };

export type Books = ReturnType<typeof debtBooks>;

export function debtBooks(t: TestContext) {
  const people = { seller: '', leader: '', clerk: '', finance: '' };
  let enterprise_id = 0;
  const send = (path: string, token: string, body: Row): Promise<Answer> =>
    t.call<{ id: number }>('POST', path, { token, body });
  const get = async <T = Row>(path: string, token: string, query: Record<string, string | number>) =>
    (await t.call<T>('GET', path, { token, query })).body;
  const msg = async (a: Promise<Answer>) => (await a).body.msg;

  const books = {
    people,
    send,
    get,
    msg,
    async signIn() {
      [people.seller, people.leader, people.clerk, people.finance] = await Promise.all([
        t.login(SALES),
        t.login(demo('刘洋')),
        t.login(demo('黄丽')),
        t.login(demo('赵敏')),
      ]);
      enterprise_id ||= await createRecord(t, people.seller, customerEntity);
    },
    /** Another customer of 王强's. */
    customer: () => createRecord(t, people.seller, customerEntity),
    /** A contract of 王强's, approved by 刘洋. */
    async approvedContract(
      amount: string,
      sign = '2026-01-01',
      customer = enterprise_id,
      title = `核销合同${Math.random()}`,
    ) {
      const created = await send('/api/Contract/add', people.seller, {
        title,
        enterprise_id: customer,
        amount,
        sign_date: sign,
        start_date: sign,
        end_date: '2027-12-31',
      });
      expect(created.body.msg).toBe('操作成功');
      const id = created.body.data.id;
      expect(
        await msg(send('/api/flow/startflow', people.seller, { flow_type: 1, detail_id: id, to_user: '{}' })),
      ).toBe('操作成功');
      expect(
        await msg(
          send('/api/flow/examine', people.leader, { flow_type: 1, detail_id: id, pass_type: 2, reason: '同意' }),
        ),
      ).toBe('操作成功');
      return id;
    },
    plan: (contract_id: number, amount: string, repayment_date: string) =>
      send('/api/ContractRepay/add', people.seller, { contract_id, amount, repayment_date }),
    async planId(contract_id: number, amount: string, repayment_date: string) {
      const res = await books.plan(contract_id, amount, repayment_date);
      expect(res.body.msg).toBe('操作成功');
      return res.body.data.id;
    },
    collect: (contract_id: number, amount: string, extra: Row = {}) =>
      send('/api/ContractPayment/add', people.seller, {
        contract_id,
        amount,
        receive_date: '2026-06-01',
        pay_method: 1,
        ...extra,
      }),
    /** A collection registered by 王强 and confirmed in full by 赵敏. */
    async collected(contract_id: number, amount: string, extra: Row = {}) {
      const r = await books.collect(contract_id, amount, extra);
      expect(r.body.msg).toBe('操作成功');
      expect(
        await msg(
          send('/api/ContractPayment/confirm', people.finance, {
            receivable_id: r.body.data.id,
            actual_amount: amount,
          }),
        ),
      ).toBe('操作成功');
      return r.body.data.id;
    },
    /** A write-off draft filed by 黄丽 (controller ContractBroken or ContractBad). */
    writeOff: (controller: string, contract_id: number, amount: string, extra: Row = {}) =>
      send(`/api/${controller}/add`, people.clerk, {
        contract_id,
        amount,
        debt_date: '2026-11-01',
        reason: '客户破产清算，无力偿还',
        ...extra,
      }),
    submit: (flowType: number, id: number) =>
      send('/api/flow/startflow', people.clerk, { flow_type: flowType, detail_id: id, to_user: '{}' }),
    decide: (flowType: number, id: number, pass_type: 2 | 3 = 2) =>
      send('/api/flow/examine', people.finance, {
        flow_type: flowType,
        detail_id: id,
        pass_type,
        reason: pass_type === 2 ? '同意' : '证据不足',
      }),
    /** A write-off filed, submitted and approved; returns its id. */
    async approvedWriteOff(controller: string, flowType: number, contract_id: number, amount: string, extra: Row = {}) {
      const created = await books.writeOff(controller, contract_id, amount, extra);
      expect(created.body.msg).toBe('操作成功');
      const id = created.body.data.id;
      expect(await msg(books.submit(flowType, id))).toBe('操作成功');
      expect(await msg(books.decide(flowType, id))).toBe('操作成功');
      return id;
    },
    info: async (controller: string, id: number, token = people.finance) =>
      (await get(`/api/${controller}/info`, token, { id })).data as Row,
    plans: async (contract_id: number) =>
      (
        await get<Row[]>('/api/ContractRepay/getList', people.finance, {
          contract_id,
          limit: 50,
          sort_field: 'repayment_date',
          sort_order: 'asc',
        })
      ).data as unknown as Row[],
  };
  return books;
}
