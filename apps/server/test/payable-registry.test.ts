import { Decimal } from '@suwork/domain';
import { DOC_APPROVED, expenseEntity, PAYABLE, paymentEntity } from '@suwork/domain/entities';
import { eq, sql } from 'drizzle-orm';
import { integer, numeric, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { EntityService } from '../src/core/engine/entity-service.ts';
import { ApiError } from '../src/core/envelope.ts';
import type { EntityTable } from '../src/core/engine/table.ts';
import { defineModule } from '../src/core/module.ts';
import { payableDocs, registerPayable, settleAsBill } from '../src/core/payables.ts';
import type { Db } from '../src/db/client.ts';
import { voidPayment } from '../src/modules/finance/finance.service.ts';
import { lockPayables, payment, paymentTable, settlePayables } from '../src/modules/finance/ledger.ts';
import { paymentItems } from '../src/modules/finance/finance.tables.ts';
import { checkPaymentItems } from '../src/modules/finance/payment.hooks.ts';
import { appForFile } from './harness.ts';

// A module of its own (采购, say) declares its document payable; the payments lock, check and settle it through that
// declaration, with nothing of it in modules/finance.

const PURCHASE = 90;
const purchases = pgTable('test_purchase', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  paid_amount: numeric('paid_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  unpaid_amount: numeric('unpaid_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  pay_status: smallint('pay_status'),
  status: smallint('status').notNull(),
  owner_user_id: integer('owner_user_id').notNull().default(0),
  update_time: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
type Row = Record<string, unknown>;
// the engine's tables are typed loosely: a module's own drizzle table is one as it stands
const purchaseTable = purchases as unknown as EntityTable;
const payableOf = (r: Row) => new Decimal(r.amount as string);

const purchaseModule = defineModule({
  name: 'purchase',
  register(app) {
    registerPayable(app, {
      type: PURCHASE,
      name: '采购',
      table: purchaseTable,
      lockRank: 40,
      payableOf,
      awaitsPayment: (r) => r.status === DOC_APPROVED,
      settle: settleAsBill(purchaseTable, payableOf),
      // its page is not listed here
      picker: {
        entity: expenseEntity,
        filter: {},
        view: (r) => ({ title: String(r.code), payable: String(r.amount), paid: String(r.paid_amount) }),
      },
    });
  },
});

const { t } = await appForFile();
const db = t.database.db;
await db.execute(sql`create table test_purchase (
  id serial primary key, code varchar(40) not null, amount numeric(14, 2) not null, paid_amount numeric(14, 2) not null default 0,
  unpaid_amount numeric(14, 2) not null default 0, pay_status smallint, status smallint not null, owner_user_id integer not null default 0,
  update_time timestamptz not null default now())`);
await purchaseModule.register(t.app, { entities: t.app.registries.services });

const purchase = async (code: string, amount: string, status = DOC_APPROVED) =>
  (await db.insert(purchases).values({ code, amount, status }).returning())[0].id;
const refusal = (tx: Db, items: Row[]) =>
  checkPaymentItems(t.app, tx, items).then(
    () => '操作成功',
    (err: unknown) => (err instanceof ApiError ? err.message : Promise.reject(err)),
  );
const rollback = new Error('rollback');
const inTx = async <T>(work: (tx: Db) => Promise<T>): Promise<T> => {
  let out: T;
  await db
    .transaction(async (tx) => {
      out = await work(tx);
      throw rollback;
    })
    .catch((err: unknown) => {
      if (err !== rollback) throw err;
    });
  return out!;
};

describe('a payable document declared by another module', () => {
  it('comes after claims, pay sheets, borrowings and purchase orders in the lock order', () => {
    expect(payableDocs(t.app).map((d) => d.type)).toEqual([
      PAYABLE.expense,
      PAYABLE.salary,
      PAYABLE.borrow,
      PAYABLE.purchase,
      PURCHASE,
    ]);
  });

  it('is locked and checked like the finance documents: awaiting payment, at most what is left, its number copied', async () => {
    const open = await purchase('CG-001', '100.00');
    const draft = await purchase('CG-002', '50.00', 0);
    const results = await inTx(async (tx) => ({
      locked: [...(await lockPayables(t.app, tx, [{ doc_type: PURCHASE, doc_id: open }])).keys()],
      ok: await checkPaymentItems(t.app, tx, [{ doc_type: PURCHASE, doc_id: open, amount: '40' }]),
      over: await refusal(tx, [{ doc_type: PURCHASE, doc_id: open, amount: '100.01' }]),
      notAwaiting: await refusal(tx, [{ doc_type: PURCHASE, doc_id: draft, amount: '10' }]),
      missing: await refusal(tx, [{ doc_type: PURCHASE, doc_id: 99_999, amount: '10' }]),
    }));
    expect(results.locked).toEqual([`${PURCHASE}:${open}`]);
    expect(results.ok).toEqual([{ doc_type: PURCHASE, doc_id: open, amount: '40.00', doc_code: 'CG-001' }]);
    expect(results.over).toBe('付款明细第1行：采购 CG-001 还可付款 100.00 元');
    expect(results.notAwaiting).toBe('付款明细第1行：采购 CG-002 不是待付款状态');
    expect(results.missing).toBe('付款明细第1行：采购不存在');
  });

  it('is settled by an approved payment and owes it again when the payment is voided', async () => {
    const id = await purchase('CG-003', '300.00');
    const [p] = await db
      .insert(paymentTable)
      .values({
        code: 'FK-TEST-1',
        payee: '供应商',
        pay_method: 1,
        pay_date: '2026-11-20',
        status: DOC_APPROVED,
        amount: '120.00',
        owner_user_id: 1,
        create_user_id: 1,
      })
      .returning({ id: payment.id });
    await db
      .insert(paymentItems)
      .values({ payment_id: p.id as number, doc_type: PURCHASE, doc_id: id, amount: '120.00' });
    // what is left counts the approved payment
    expect(await inTx((tx) => refusal(tx, [{ doc_type: PURCHASE, doc_id: id, amount: '180.01' }]))).toBe(
      '付款明细第1行：采购 CG-003 还可付款 180.00 元',
    );

    await db.transaction(async (tx) => {
      await lockPayables(t.app, tx, [{ doc_type: PURCHASE, doc_id: id }]);
      await settlePayables(t.app, tx, [{ doc_type: PURCHASE, doc_id: id }], t.clock.now());
    });
    const read = async () => (await db.select().from(purchases).where(eq(purchases.id, id)))[0];
    expect(await read()).toMatchObject({ paid_amount: '120.00', unpaid_amount: '180.00', pay_status: 2 });

    const payments = new EntityService(paymentEntity, db, t.config.tzOffsetMinutes, 'owned', t.app);
    const admin = (await t.app.sessions.resolve(await t.login()))!.user;
    await voidPayment(db, payments, admin, p.id as number, { now: t.clock.now(), today: '2026-11-20' });
    expect(await read()).toMatchObject({ paid_amount: '0.00', unpaid_amount: '300.00', pay_status: 1 });
  });
});
