import { Decimal, moneyText } from '@suwork/domain';
import { borrowEntity, BORROW, BORROW_LOCKED, expenseEntity } from '@suwork/domain/entities';
import { invalid } from '../../core/envelope.ts';
import { defineHooks } from '../../core/engine/hooks.ts';
import { memberName, nextNumber } from '../../core/kit/index.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { lockBorrows } from './ledger.ts';

type Values = Record<string, unknown>;

const positive = (amount: unknown, label: string) => {
  if (!new Decimal(String(amount ?? '0')).gt(0)) throw invalid(`${label}应大于0`);
};

/**
 * The borrowings a claim offsets, locked: the claimant's own, paid and awaiting repayment, not held by another
 * claim in approval (when `submitting`: a claim being approved holds its own), together covering the offset.
 */
export async function checkOffset(tx: Db, claim: { owner: number; amount: string; offset: string; borrowIds: readonly number[]; submitting?: boolean }): Promise<Values[]> {
  const offset = new Decimal(claim.offset || '0');
  if (offset.gt(claim.amount)) throw invalid(`冲抵借款金额不能超过报销总额 ${moneyText(claim.amount)}`);
  if (offset.gt(0) && claim.borrowIds.length === 0) throw invalid('请选择要冲抵的借款');
  if (offset.lte(0)) return [];
  const rows = await lockBorrows(tx, claim.borrowIds);
  if (rows.length !== new Set(claim.borrowIds).size) throw invalid('冲抵的借款不存在');
  for (const b of rows) {
    if (b.owner_user_id !== claim.owner) throw invalid(`借款 ${String(b.code)} 不是报销人的借款，不能冲抵`);
    if (b.status !== BORROW.paid) throw invalid(`借款 ${String(b.code)} 不是已付款待还款状态，不能冲抵`);
    if (claim.submitting && b.locked === BORROW_LOCKED) throw invalid(`借款 ${String(b.code)} 正由其他报销单冲抵中，请稍后再试`);
  }
  const open = rows.reduce((s, b) => s.plus(b.unpayment_received as string), new Decimal(0));
  if (offset.gt(open)) throw invalid(`冲抵借款金额不能超过所选借款的未还款合计 ${moneyText(open)}`);
  return rows;
}

/**
 * 借款: numbered JK-YYYYMMDD-NNNN, its 申请人 named, a positive amount, repaid after it is borrowed; what is paid and
 * repaid starts at nothing. 报销: numbered BX-…, the total of its lines (the engine sums them) and its offset
 * against the claimant's borrowings checked on every save (again, locked, on submit and approval).
 */
export function registerDocumentHooks(app: App) {
  const number = (tx: Db, key: string, prefix: string) => nextNumber(tx, { key, prefix }, app.config.now(), app.config.tzOffsetMinutes);
  const dates = (v: Values) => {
    if (v.borrow_date && v.repay_date && String(v.repay_date) < String(v.borrow_date)) throw invalid('预计还款日期不能早于借款日期');
  };

  defineHooks(app, borrowEntity.key, {
    async beforeCreate({ tx, user }, v) {
      positive(v.money, '借款金额');
      dates(v);
      Object.assign(v, {
        code: await number(tx, 'borrow', 'JK'),
        apply_name: await memberName(tx, user.user_id),
        paid_money: '0.00',
        unpaid_money: moneyText(v.money as string),
        payment_received: '0.00',
        unpayment_received: '0.00',
      });
    },
    beforeUpdate(_ctx, before, changes) {
      dates({ ...before, ...changes });
      if ('money' in changes) {
        positive(changes.money, '借款金额');
        changes.unpaid_money = moneyText(changes.money as string);
      }
    },
  });

  defineHooks(app, expenseEntity.key, {
    async beforeCreate({ tx, user }, v) {
      positive(v.amount, '报销总额');
      await checkOffset(tx, { owner: user.user_id, amount: v.amount as string, offset: String(v.offset_amount ?? '0'), borrowIds: (v.borrow_ids ?? []) as number[] });
      Object.assign(v, {
        code: await number(tx, 'expense', 'BX'),
        payable_amount: moneyText(new Decimal(v.amount as string).minus(String(v.offset_amount ?? '0'))),
        paid_amount: '0.00',
      });
      v.unpaid_amount = v.payable_amount;
    },
    async beforeUpdate({ tx }, before, changes) {
      if (!['amount', 'offset_amount', 'borrow_ids'].some((k) => k in changes)) return;
      const next = { ...before, ...changes };
      positive(next.amount, '报销总额');
      await checkOffset(tx, { owner: before.owner_user_id as number, amount: String(next.amount), offset: String(next.offset_amount ?? '0'), borrowIds: (next.borrow_ids ?? []) as number[] });
      changes.payable_amount = moneyText(new Decimal(next.amount as string).minus(String(next.offset_amount ?? '0')));
      changes.unpaid_amount = changes.payable_amount;
    },
  });
}
