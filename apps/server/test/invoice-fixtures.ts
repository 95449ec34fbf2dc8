import { customerEntity } from '@suwork/domain/entities';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { nodeIdsFromPatterns } from '../src/core/permissions.ts';
import { roles } from '../src/db/schema.ts';
import { createRecord } from './entity-fixtures.ts';
import type { TestContext } from './harness.ts';
import { postMultipart } from './upload-helpers.ts';

type Row = Record<string, unknown>;

/** A valid 统一社会信用代码 (GB 32100-2015). */
export const TAX_NUMBER = '91350100M000100Y43';

/** Lets 销售员 (王强) apply for invoices as the sales roles will: the page and its actions, not finance's 开票. */
export async function letSalesApply(t: TestContext) {
  const extra = nodeIdsFromPatterns(['financial_invoice', '!financial_invoice_open']);
  await t.database.db
    .update(roles)
    .set({
      node_ids: sql`array(select distinct unnest(${roles.node_ids} || ${sql.raw(`ARRAY[${extra.join(',')}]::integer[]`)}))`,
    })
    .where(eq(roles.role_name, '销售员'));
}

export const post = async (t: TestContext, path: string, token: string, body: Row) =>
  (await t.call<{ id: number; status?: number }>('POST', path, { token, body })).body;
export const info = async (t: TestContext, id: number, token: string) =>
  (await t.call<Row>('GET', '/api/FinanceInvoice/info', { token, query: { id } })).body.data;

/** A customer of the member's and one approved contract of it per amount (approved by the member's leader). */
export async function approvedContracts(
  t: TestContext,
  seller: string,
  leader: string,
  amounts: readonly string[],
): Promise<{ enterprise_id: number; contracts: number[] }> {
  const enterprise_id = await createRecord(t, seller, customerEntity);
  const contracts: number[] = [];
  for (const amount of amounts) {
    const res = await post(t, '/api/Contract/add', seller, {
      title: `开票合同${Math.random().toString(36).slice(2, 8)}`,
      enterprise_id,
      amount,
      sign_date: '2026-11-01',
      start_date: '2026-11-01',
      end_date: '2027-10-31',
    });
    expect(res.msg).toBe('操作成功');
    expect(
      (await post(t, '/api/flow/startflow', seller, { flow_type: 1, detail_id: res.data.id, to_user: '{}' })).msg,
    ).toBe('操作成功');
    expect(
      (
        await post(t, '/api/flow/examine', leader, {
          flow_type: 1,
          detail_id: res.data.id,
          pass_type: 2,
          reason: '同意',
        })
      ).msg,
    ).toBe('操作成功');
    contracts.push(res.data.id);
  }
  return { enterprise_id, contracts };
}

/** An application's body: 增值税普票, 面交, the buyer's tax number given; `lines` contract id → amount. */
export const applicationBody = (enterprise_id: number, lines: readonly [number, string][], extra: Row = {}): Row => ({
  enterprise_id,
  contractList: lines.map(([contract_id, amount]) => ({ contract_id, amount })),
  invoice_type: 1,
  company: '深圳市测试科技有限公司',
  tax_number: TAX_NUMBER,
  is_receive: 1,
  delivery: 1,
  ...extra,
});

/** Uploads a file as the member and returns its id. */
export async function upload(
  t: TestContext,
  token: string,
  filename: string,
  content = '%PDF-1.4 invoice',
): Promise<number> {
  const res = await postMultipart(t, '/api/Upload/doUpload', token, [
    { name: 'file', file: Buffer.from(content), filename },
  ]);
  const body = res.json<{ id: number }>();
  if (body.code !== 0) throw new Error(body.msg);
  return body.data.id;
}
