import { Decimal, moneyText, RUN_STATUS } from '@suwork/domain';
import {
  borrowEntity,
  BORROW_LOCKED,
  BORROW_UNLOCKED,
  DOC_APPROVED,
  expenseEntity,
  PAYABLE,
  paymentEntity,
  salaryEntity,
} from '@suwork/domain/entities';
import { eq, inArray } from 'drizzle-orm';
import { companyToday } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { approvable } from '../flow/approvable.ts';
import { checkOffset } from './document.hooks.ts';
import {
  borrow,
  borrowRepayments,
  borrowTable,
  expense,
  expenseTable,
  payment,
  paymentItems,
  paymentTable,
  salary,
  salaryTable,
} from './finance.tables.ts';
import { lockBorrows, lockPayables, outstanding, settlePayable, settlePayables } from './ledger.ts';
import { checkPaymentItems } from './payment.hooks.ts';

/** The documents a payment pays, as its item rows say. */
async function itemsOfPayment(tx: Db, id: number) {
  return tx
    .select({ doc_type: paymentItems.doc_type, doc_id: paymentItems.doc_id })
    .from(paymentItems)
    .where(eq(paymentItems.payment_id, id));
}

/**
 * 借款 (7), 报销 (5) and 付款 (6) through approval. An approved borrowing waits for payment; a claim submitted holds
 * the borrowings it offsets (locked: no other claim can tick them) and, approved, repays them by the offset and
 * waits for payment of the rest; a payment is checked again on submit and, approved, counts as paid on each
 * document it pays.
 */
export function registerFinanceFlows(app: App) {
  const now = () => app.config.now();
  const today = () => companyToday(now(), app.config.tzOffsetMinutes);

  approvable(app, borrowEntity, {
    effect: async (tx, row, status) => {
      if (status !== RUN_STATUS.passed) return;
      await tx.update(borrowTable).set({ status: 2 }).where(eq(borrow.id, row.id));
      await settlePayable(app, tx, { doc_type: PAYABLE.borrow, doc_id: row.id }, now());
    },
  });

  approvable(app, expenseEntity, {
    lock: async (tx, row) => void (await lockBorrows(tx, row.borrow_ids)),
    effect: async (tx, row, status) => {
      // the amount is written only by the server: from its default, then as the sum of its lines
      const claim = {
        owner: row.owner_user_id,
        amount: row.amount!,
        offset: row.offset_amount ?? '0',
        borrowIds: row.borrow_ids,
      };
      if (status === RUN_STATUS.running) {
        const held = await checkOffset(tx, { ...claim, submitting: true });
        if (held.length > 0)
          await tx
            .update(borrowTable)
            .set({ locked: BORROW_LOCKED, update_time: now() })
            .where(
              inArray(
                borrow.id,
                held.map((b) => b.id),
              ),
            );
        return;
      }
      const ids = row.borrow_ids;
      if (status === RUN_STATUS.passed) {
        // the offset repays the borrowings in id order, each up to what is still out
        const held = await checkOffset(tx, claim);
        let left = new Decimal(claim.offset);
        for (const b of held) {
          const take = Decimal.min(left, outstanding(b));
          if (take.lte(0)) continue;
          await tx.insert(borrowRepayments).values({
            borrow_id: b.id,
            amount: moneyText(take),
            repay_date: today(),
            expense_id: row.id,
            remark: `报销单 ${row.code} 冲抵`,
            user_id: 0,
          });
          left = left.minus(take);
        }
        await tx.update(expenseTable).set({ status: DOC_APPROVED }).where(eq(expense.id, row.id));
        await settlePayable(app, tx, { doc_type: PAYABLE.expense, doc_id: row.id }, now());
      }
      if (ids.length > 0)
        await tx
          .update(borrowTable)
          .set({ locked: BORROW_UNLOCKED, update_time: now() })
          .where(inArray(borrow.id, ids));
      for (const id of ids) await settlePayable(app, tx, { doc_type: PAYABLE.borrow, doc_id: id }, now());
    },
  });

  approvable(app, salaryEntity, {
    effect: async (tx, row, status) => {
      if (status !== RUN_STATUS.passed) return;
      await tx.update(salaryTable).set({ status: DOC_APPROVED }).where(eq(salary.id, row.id));
      await settlePayable(app, tx, { doc_type: PAYABLE.salary, doc_id: row.id }, now());
    },
  });

  approvable(app, paymentEntity, {
    lock: async (tx, row) => void (await lockPayables(app, tx, await itemsOfPayment(tx, row.id))),
    effect: async (tx, row, status) => {
      if (status === RUN_STATUS.running || status === RUN_STATUS.passed)
        await checkPaymentItems(app, tx, row.items, row.id);
      if (status !== RUN_STATUS.passed) return;
      // counted from now: the settle below reads approved payments
      await tx.update(paymentTable).set({ status: DOC_APPROVED }).where(eq(payment.id, row.id));
      await settlePayables(app, tx, await itemsOfPayment(tx, row.id), now());
    },
  });
}
