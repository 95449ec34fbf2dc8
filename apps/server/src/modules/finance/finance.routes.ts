import { Decimal, ERR, moneyText, MONEY_MAX } from '@suwork/domain';
import { financeAnswers, type PayableView, type RepaymentView } from '@suwork/domain/contracts';
import { borrowEntity, f, PAY_METHOD, paymentEntity, type EntityDef } from '@suwork/domain/entities';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { entity, serviceOf } from '../../core/engine/entity-handle.ts';
import type { ListRowOf } from '../../core/engine/entity-service.ts';
import { fieldSchema } from '../../core/engine/input-schema.ts';
import { fail, ok } from '../../core/envelope.ts';
import { idField, idParam, memberNames, okList, pageShape } from '../../core/kit/index.ts';
import { payableDoc, type PayableDoc } from '../../core/payables.ts';
import { companyToday, isDate } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { borrowRepayments, expense, expenseTable, payment, paymentItems, paymentTable } from './finance.tables.ts';
import { PAYMENTS_HOLDING } from './ledger.ts';
import { repayBorrow, voidBorrow, voidPayment, type Clock } from './finance.service.ts';

/** A document of the list a payment picks from, of whichever kind. */
type PickedRow = ListRowOf<EntityDef>;
const METHODS = Object.keys(PAY_METHOD).map(Number);

/** 借款 登记还款, its repayments and 作废; 付款 作废 and the documents a payment can pay. */
export function financeRoutes(app: App) {
  const db = app.database.db;
  const [borrows, payments] = [entity(app, borrowEntity).service, entity(app, paymentEntity).service];
  const clock = (): Clock => ({ now: app.config.now(), today: companyToday(app.config.now(), app.config.tzOffsetMinutes) });
  const amount = fieldSchema(f.money('amount', '还款金额', { min: 0, max: MONEY_MAX }), app.config.tzOffsetMinutes).pipe(z.string({ error: '请输入还款金额' }));

  app.post(
    '/api/FinanceBorrow/repay',
    {
      config: { auth: { node: 'financial_borrow_repay' } },
      schema: {
        body: z.strictObject({
          borrow_id: idField('请选择借款'),
          amount,
          repay_date: z.string({ error: '请选择还款日期' }).refine(isDate, '还款日期应为 YYYY-MM-DD 格式的日期'),
          method: z.number({ error: '请选择还款方式' }).refine((m) => METHODS.includes(m), '还款方式的取值无效'),
          remark: z.string({ error: '备注应为文本' }).trim().max(200, '备注不能超过200个字符').optional(),
        }),
        response: { 200: financeAnswers.repay },
      },
    },
    async (req) => ok({ id: await repayBorrow(db, borrows, currentUser(req), req.body, clock()) }),
  );

  app.get(
    '/api/FinanceBorrow/repayList',
    { config: { auth: { node: 'financial_borrow' } }, schema: { querystring: z.strictObject({ borrow_id: idParam('请选择借款') }), response: { 200: financeAnswers.repayList } } },
    async (req) => {
      // the borrowing must be one the member sees
      await borrows.info(currentUser(req), req.query.borrow_id);
      const rows = await db
        .select({ r: borrowRepayments, code: expense.code })
        .from(borrowRepayments)
        .leftJoin(expenseTable, eq(expense.id, borrowRepayments.expense_id))
        .where(eq(borrowRepayments.borrow_id, req.query.borrow_id))
        .orderBy(desc(borrowRepayments.repay_date), desc(borrowRepayments.id));
      const names = await memberNames(
        db,
        rows.map((x) => x.r.user_id),
      );
      const data: RepaymentView[] = rows.map(({ r, code }) => ({
        id: r.id,
        borrow_id: r.borrow_id,
        amount: r.amount,
        repay_date: r.repay_date,
        method: r.method,
        expense_id: r.expense_id,
        expense_code: code,
        remark: r.remark,
        user_name: names.get(r.user_id) ?? null,
        create_time: r.create_time.toISOString(),
      }));
      return okList(data, { count: data.length, estimated: false, capped: false });
    },
  );

  app.post(
    '/api/FinanceBorrow/cancel',
    { config: { auth: { node: 'financial_borrow_void' } }, schema: { body: z.strictObject({ borrow_id: idField('请选择借款') }), response: { 200: financeAnswers.voidBorrow } } },
    async (req) => {
      await voidBorrow(db, borrows, currentUser(req), req.body.borrow_id, clock());
      return ok(null);
    },
  );

  app.post(
    '/api/FinancePayment/cancel',
    { config: { auth: { node: 'financial_payment_void' } }, schema: { body: z.strictObject({ payment_id: idField('请选择付款单') }), response: { 200: financeAnswers.voidPayment } } },
    async (req) => {
      await voidPayment(db, payments, currentUser(req), req.body.payment_id, clock());
      return ok(null);
    },
  );

  app.get(
    '/api/FinancePayment/payables',
    {
      config: { auth: { node: 'financial_payment_add' } },
      schema: {
        querystring: z.strictObject({
          ...pageShape(10),
          doc_type: z.coerce.number({ error: '单据类型的取值无效' }).refine((t) => payableDoc(app, t) !== undefined, '单据类型的取值无效'),
          keyword: z.string().trim().max(50).optional(),
        }),
        response: { 200: financeAnswers.payables },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const { page, limit, doc_type, keyword } = req.query;
      const doc = payableDoc(app, doc_type)!;
      const service = serviceOf(app, doc.picker.entity);
      // the documents of a kind are listed to holders of its page, as the payment's own reference check requires
      if (!user.nodes.has(service.def.node)) throw fail(ERR.noPermission);
      const { rows, counted } = await service.list(user, { page, limit, ...doc.picker.filter, ...(keyword ? { keyword } : {}), sort_field: 'update_time', sort_order: 'asc' });
      const held = await heldOf(
        db,
        doc_type,
        rows.map((r) => r.id),
      );
      const data = rows.map((r) => payableRow(doc, r, held.get(r.id) ?? '0'));
      return okList(data, counted!);
    },
  );
}

/** Σ held by payments (drafts, in approval, approved) on each of these documents, in one query. */
async function heldOf(db: App['database']['db'], docType: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: paymentItems.doc_id, s: sql<string>`coalesce(sum(${paymentItems.amount}), 0)::text` })
    .from(paymentItems)
    .innerJoin(paymentTable, eq(payment.id, paymentItems.payment_id))
    .where(and(eq(paymentItems.doc_type, docType), inArray(paymentItems.doc_id, [...ids]), inArray(payment.status, [...PAYMENTS_HOLDING])))
    .groupBy(paymentItems.doc_id);
  return new Map(rows.map((r) => [r.id, r.s]));
}

function payableRow(doc: PayableDoc, r: PickedRow, held: string): PayableView {
  const { title, payable, paid } = doc.picker.view(r);
  return {
    doc_type: doc.type,
    doc_id: r.id,
    code: String(r.code),
    title,
    user_name: typeof r.owner_user_name === 'string' ? r.owner_user_name : null,
    payable_amount: moneyText(payable),
    paid_amount: moneyText(paid),
    left_amount: moneyText(Decimal.max(new Decimal(payable).minus(held), 0)),
    bank_name: String(r.bank_name ?? ''),
    bank_account: String(r.bank_account ?? ''),
    create_time: r.create_time ?? null,
  };
}
