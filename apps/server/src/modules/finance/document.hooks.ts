import { Decimal, moneyText } from '@suwork/domain';
import { borrowEntity, BORROW, BORROW_LOCKED, expenseEntity } from '@suwork/domain/entities';
import { invalid } from '../../core/envelope.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import { memberName, nextNumber } from '../../core/kit/index.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import type { BorrowRow } from './finance.tables.ts';
import { lockBorrows, outstanding } from './ledger.ts';

/** The amount, refused unless above 0. */
const positive = (amount: string | null | undefined, label: string): string => {
  const value = amount ?? '0';
  if (!new Decimal(value).gt(0)) throw invalid(`${label}应大于0`);
  return value;
};

/**
 * The borrowings a claim offsets, locked: the claimant's own, paid and awaiting repayment, not held by another
 * claim in approval (when `submitting`: a claim being approved holds its own), together covering the offset.
 */
export async function checkOffset(
  tx: Db,
  claim: { owner: number; amount: string; offset: string; borrowIds: readonly number[]; submitting?: boolean },
): Promise<BorrowRow[]> {
  const offset = new Decimal(claim.offset || '0');
  if (offset.gt(claim.amount)) throw invalid(`冲抵借款金额不能超过报销总额 ${moneyText(claim.amount)}`);
  if (offset.gt(0) && claim.borrowIds.length === 0) throw invalid('请选择要冲抵的借款');
  if (offset.lte(0)) return [];
  const rows = await lockBorrows(tx, claim.borrowIds);
  if (rows.length !== new Set(claim.borrowIds).size) throw invalid('冲抵的借款不存在');
  for (const b of rows) {
    if (b.owner_user_id !== claim.owner) throw invalid(`借款 ${b.code} 不是报销人的借款，不能冲抵`);
    if (b.status !== BORROW.paid) throw invalid(`借款 ${b.code} 不是已付款待还款状态，不能冲抵`);
    if (claim.submitting && b.locked === BORROW_LOCKED)
      throw invalid(`借款 ${b.code} 正由其他报销单冲抵中，请稍后再试`);
  }
  const open = rows.reduce((s, b) => s.plus(outstanding(b)), new Decimal(0));
  if (offset.gt(open)) throw invalid(`冲抵借款金额不能超过所选借款的未还款合计 ${moneyText(open)}`);
  return rows;
}

/**
 * 借款: numbered JK-YYYYMMDD-NNNN, its 申请人 named, a positive amount, repaid after it is borrowed; what is paid and
 * repaid starts at nothing. 报销: numbered BX-…, the total of its lines (the engine sums them) and its offset
 * against the claimant's borrowings checked on every save (again, locked, on submit and approval).
 */
export function registerDocumentHooks(app: App) {
  const number = (tx: Db, key: string, prefix: string) =>
    nextNumber(tx, { key, prefix }, app.config.now(), app.config.tzOffsetMinutes);
  const dates = (v: Partial<Pick<BorrowRow, 'borrow_date' | 'repay_date'>>) => {
    if (v.borrow_date && v.repay_date && v.repay_date < v.borrow_date) throw invalid('预计还款日期不能早于借款日期');
  };

  entity(app, borrowEntity).hooks({
    async beforeCreate({ tx, user }, v) {
      const money = positive(v.money, '借款金额');
      dates(v);
      Object.assign(v, {
        code: await number(tx, 'borrow', 'JK'),
        apply_name: await memberName(tx, user.user_id),
        paid_money: '0.00',
        unpaid_money: moneyText(money),
        payment_received: '0.00',
        unpayment_received: '0.00',
      });
    },
    beforeUpdate(_ctx, before, changes) {
      dates({ ...before, ...changes });
      if ('money' in changes) changes.unpaid_money = moneyText(positive(changes.money, '借款金额'));
    },
  });

  entity(app, expenseEntity).hooks({
    async beforeCreate({ tx, user }, v) {
      const amount = positive(v.amount, '报销总额');
      const offset = v.offset_amount ?? '0';
      await checkOffset(tx, { owner: user.user_id, amount, offset, borrowIds: v.borrow_ids ?? [] });
      Object.assign(v, {
        code: await number(tx, 'expense', 'BX'),
        payable_amount: moneyText(new Decimal(amount).minus(offset)),
        paid_amount: '0.00',
      });
      v.unpaid_amount = v.payable_amount;
    },
    async beforeUpdate({ tx }, before, changes) {
      if (!['amount', 'offset_amount', 'borrow_ids'].some((k) => k in changes)) return;
      const next = { ...before, ...changes };
      const amount = positive(next.amount, '报销总额');
      const offset = next.offset_amount ?? '0';
      await checkOffset(tx, { owner: before.owner_user_id, amount, offset, borrowIds: next.borrow_ids ?? [] });
      changes.payable_amount = moneyText(new Decimal(amount).minus(offset));
      changes.unpaid_amount = changes.payable_amount;
    },
  });
}
