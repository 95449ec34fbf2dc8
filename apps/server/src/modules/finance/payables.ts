import { borrowFigures, Decimal, moneyText } from '@suwork/domain';
import { BORROW, borrowEntity, DOC_APPROVED, expenseEntity, PAYABLE, salaryEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { registerPayableEntity } from '../../core/payables.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { borrow, borrowTable, type ExpenseRow, type SalaryRow } from './finance.tables.ts';
import { repaidOn } from './ledger.ts';

/** A claim its amount less its offset, a pay sheet its net total (both written only by the server, from their defaults). */
const billPayable = (row: Pick<ExpenseRow | SalaryRow, 'amount'> & { offset_amount?: string | null }) =>
  new Decimal(row.amount!).minus(row.offset_amount ?? '0');
const approved = (row: { status: number | null }) => row.status === DOC_APPROVED;
const unpaidBills = { status: [DOC_APPROVED], pay_status: [1, 2] };

/** Writes a borrowing's 已付/未付/已还/未还 and, once approved, its status 2 → 4 → 6. */
async function settleBorrow(tx: Db, id: number, paid: Decimal, now: Date): Promise<void> {
  const [b] = await tx.select().from(borrowTable).where(eq(borrow.id, id));
  if (!b) return;
  const repaid = await repaidOn(tx, id);
  // the amount is required: the engine keeps no borrowing without it
  const figures = borrowFigures(b.money!, paid, repaid);
  const isApproved = b.status === BORROW.toPay || b.status === BORROW.paid || b.status === BORROW.repaid;
  await tx
    .update(borrowTable)
    .set({
      paid_money: moneyText(paid),
      payment_received: moneyText(repaid),
      unpaid_money: figures.unpaid_money,
      unpayment_received: figures.unpayment_received,
      ...(isApproved ? { status: figures.status } : {}),
      update_time: now,
    })
    .where(eq(borrow.id, id));
}

/** 报销, 工资 and 借款 as documents payments settle: locked claims first, then pay sheets, then borrowings. */
export function registerFinancePayables(app: App) {
  registerPayableEntity(app, expenseEntity, {
    type: PAYABLE.expense,
    lockRank: 10,
    payableOf: billPayable,
    awaitsPayment: approved,
    payableColumn: 'payable_amount',
    picker: {
      filter: unpaidBills,
      view: (r) => ({
        title: String(r.title),
        payable: String(r.payable_amount ?? r.amount),
        paid: String(r.paid_amount),
      }),
    },
  });
  registerPayableEntity(app, salaryEntity, {
    type: PAYABLE.salary,
    lockRank: 20,
    payableOf: billPayable,
    awaitsPayment: approved,
    picker: {
      filter: unpaidBills,
      view: (r) => ({ title: `${String(r.month)} 工资`, payable: String(r.amount), paid: String(r.paid_amount) }),
    },
  });
  registerPayableEntity(app, borrowEntity, {
    type: PAYABLE.borrow,
    lockRank: 30,
    // the amount is required: the engine keeps no borrowing without it
    payableOf: (r) => new Decimal(r.money!),
    // approved and not yet paid in full
    awaitsPayment: (r) => r.status === BORROW.toPay,
    settle: settleBorrow,
    picker: {
      filter: { status: [BORROW.toPay] },
      view: (r) => ({ title: String(r.reason), payable: String(r.money), paid: String(r.paid_money) }),
    },
  });
}
