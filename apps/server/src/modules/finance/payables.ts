import { borrowFigures, Decimal, moneyText } from '@suwork/domain';
import { BORROW, borrowEntity, DOC_APPROVED, expenseEntity, PAYABLE, PAYABLE_TYPE, salaryEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { registerPayable, settleAsBill } from '../../core/payables.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { borrow, borrowTable, expenseTable, repaidOn, salaryTable } from './ledger.ts';

type Row = Record<string, unknown>;

/** A claim its amount less its offset, a pay sheet its net total. */
const billPayable = (row: Row) => new Decimal(row.amount as string).minus(String(row.offset_amount ?? '0'));
const approved = (row: Row) => row.status === DOC_APPROVED;
const unpaidBills = { status: [DOC_APPROVED], pay_status: [1, 2] };

/** Writes a borrowing's 已付/未付/已还/未还 and, once approved, its status 2 → 4 → 6. */
async function settleBorrow(tx: Db, id: number, paid: Decimal, now: Date): Promise<void> {
  const [b] = (await tx.select().from(borrowTable).where(eq(borrow.id, id))) as Row[];
  if (!b) return;
  const repaid = await repaidOn(tx, id);
  const figures = borrowFigures(b.money as string, paid, repaid);
  const isApproved = [BORROW.toPay, BORROW.paid, BORROW.repaid].includes(b.status as 2 | 4 | 6);
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
  registerPayable(app, {
    type: PAYABLE.expense,
    name: PAYABLE_TYPE[PAYABLE.expense],
    table: expenseTable,
    lockRank: 10,
    payableOf: billPayable,
    awaitsPayment: approved,
    settle: settleAsBill(expenseTable, billPayable, { payableColumn: 'payable_amount' }),
    picker: { entity: expenseEntity, filter: unpaidBills, view: (r) => ({ title: String(r.title), payable: String(r.payable_amount ?? r.amount), paid: String(r.paid_amount) }) },
  });
  registerPayable(app, {
    type: PAYABLE.salary,
    name: PAYABLE_TYPE[PAYABLE.salary],
    table: salaryTable,
    lockRank: 20,
    payableOf: billPayable,
    awaitsPayment: approved,
    settle: settleAsBill(salaryTable, billPayable),
    picker: { entity: salaryEntity, filter: unpaidBills, view: (r) => ({ title: `${String(r.month)} 工资`, payable: String(r.payable_amount ?? r.amount), paid: String(r.paid_amount) }) },
  });
  registerPayable(app, {
    type: PAYABLE.borrow,
    name: PAYABLE_TYPE[PAYABLE.borrow],
    table: borrowTable,
    lockRank: 30,
    payableOf: (r) => new Decimal(r.money as string),
    // approved and not yet paid in full
    awaitsPayment: (r) => r.status === BORROW.toPay,
    settle: settleBorrow,
    picker: { entity: borrowEntity, filter: { status: [BORROW.toPay] }, view: (r) => ({ title: String(r.reason), payable: String(r.money), paid: String(r.paid_money) }) },
  });
}
