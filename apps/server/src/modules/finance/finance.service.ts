import { Decimal, moneyText } from '@suwork/domain';
import { BORROW, borrowEntity, DOC_APPROVED, PAYABLE, paymentEntity } from '@suwork/domain/entities';
import { and, eq } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { Db } from '../../db/client.ts';
import {
  borrow,
  borrowRepayments,
  borrowTable,
  payment,
  paymentItems,
  paymentTable,
  type BorrowRow,
} from './finance.tables.ts';
import {
  heldByPayments,
  lockBorrows,
  lockPayables,
  outstanding,
  PAYMENT_VOID,
  settlePayable,
  settlePayables,
} from './ledger.ts';

export type Clock = { now: Date; today: string };
export type Repayment = { borrow_id: number; amount: string; repay_date: string; method: number; remark?: string };
type Borrows = EntityService<typeof borrowEntity>;

/** The states a borrowing may be voided in: nothing was paid on it. */
const VOIDABLE: readonly number[] = [BORROW.draft, BORROW.toPay, BORROW.rejected, BORROW.withdrawn];

/** A borrowing the member may see, locked. */
async function lockedBorrow(tx: Db, borrows: Borrows, user: SessionUser, id: number): Promise<BorrowRow> {
  await borrows.within(tx).info(user, id);
  const [row] = await lockBorrows(tx, [id]);
  return row;
}

/** 登记还款 in cash: at most what is still out with the member; the borrowing is 已还款 once all of it is back. */
export async function repayBorrow(
  db: Db,
  borrows: Borrows,
  user: SessionUser,
  input: Repayment,
  clock: Clock,
): Promise<number> {
  return db.transaction(async (tx) => {
    const b = await lockedBorrow(tx, borrows, user, input.borrow_id);
    if (b.status !== BORROW.paid) throw invalid('只有已付款待还款的借款可以登记还款');
    if (b.locked === 2) throw invalid('借款正由报销单冲抵中，请待该报销单审批结束后再登记还款');
    const amount = new Decimal(input.amount);
    if (!amount.gt(0)) throw invalid('还款金额应大于0');
    if (amount.gt(outstanding(b))) throw invalid(`还款金额不能超过未还款金额 ${moneyText(outstanding(b))}`);
    if (input.repay_date > clock.today) throw invalid('还款日期不能晚于今天');
    const [row] = await tx
      .insert(borrowRepayments)
      .values({
        borrow_id: b.id,
        amount: moneyText(amount),
        repay_date: input.repay_date,
        method: input.method,
        remark: input.remark ?? '',
        user_id: user.user_id,
      })
      .returning({ id: borrowRepayments.id });
    await settlePayable(borrows.app, tx, { doc_type: PAYABLE.borrow, doc_id: b.id }, clock.now);
    await writeLog(tx, {
      entity: borrowEntity.key,
      record_id: b.id,
      action: 'repay',
      user_id: user.user_id,
      content: `登记还款 ${moneyText(amount)} 元`,
    });
    return row.id;
  });
}

/** 作废 a borrowing nothing was paid on (saved, approved awaiting payment, or taken back): it no longer counts. */
export async function voidBorrow(db: Db, borrows: Borrows, user: SessionUser, id: number, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    const b = await lockedBorrow(tx, borrows, user, id);
    if (b.status === BORROW.void) throw invalid('借款已作废');
    if (b.status === BORROW.inApproval) throw invalid('借款审批中，不能作废，请先撤回审批');
    // written only by the server, from its default
    if (!VOIDABLE.includes(b.status!)) throw invalid('借款已付款，不能作废');
    if ((await heldByPayments(tx, { doc_type: PAYABLE.borrow, doc_id: id })).gt(0))
      throw invalid('借款已有付款单，不能作废，请先删除或作废付款单');
    await tx.update(borrowTable).set({ status: BORROW.void, update_time: clock.now }).where(eq(borrow.id, id));
    await writeLog(tx, {
      entity: borrowEntity.key,
      record_id: id,
      action: 'abolish',
      user_id: user.user_id,
      content: '作废了借款',
    });
  });
}

/** 作废 an approved payment (money returned to the account): the documents it paid owe it again. */
export async function voidPayment(
  db: Db,
  payments: EntityService<typeof paymentEntity>,
  user: SessionUser,
  id: number,
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    await payments.within(tx).info(user, id);
    const docs = await tx
      .select({ doc_type: paymentItems.doc_type, doc_id: paymentItems.doc_id })
      .from(paymentItems)
      .where(eq(paymentItems.payment_id, id));
    await lockPayables(payments.app, tx, docs);
    const [p] = await tx.select().from(paymentTable).where(eq(payment.id, id)).for('update');
    if (p.status === PAYMENT_VOID) throw invalid('付款单已作废');
    if (p.status !== DOC_APPROVED) throw invalid('只有已通过的付款单可以作废，未通过的请撤回或删除');
    const repaid = await tx
      .select({ id: borrowRepayments.id })
      .from(borrowRepayments)
      .innerJoin(
        paymentItems,
        and(eq(paymentItems.doc_id, borrowRepayments.borrow_id), eq(paymentItems.doc_type, PAYABLE.borrow)),
      )
      .where(eq(paymentItems.payment_id, id))
      .limit(1);
    if (repaid.length > 0) throw invalid('所付借款已有还款，不能作废付款单');
    await tx.update(paymentTable).set({ status: PAYMENT_VOID, update_time: clock.now }).where(eq(payment.id, id));
    await settlePayables(payments.app, tx, docs, clock.now);
    await writeLog(tx, {
      entity: paymentEntity.key,
      record_id: id,
      action: 'abolish',
      user_id: user.user_id,
      content: '作废了付款单',
    });
  });
}
