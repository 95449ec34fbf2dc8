import { Decimal, moneyText, MONEY_MAX } from '@suwork/domain';
import { contractAnswers, type RefundableView, type RepaymentPlanView } from '@suwork/domain/contracts';
import { contractEntity, f, receivableEntity, recoveryEntity } from '@suwork/domain/entities';
import { z } from 'zod';
import { entity } from '../../core/engine/entity-handle.ts';
import type { ListRowOf } from '../../core/engine/entity-service.ts';
import { fieldSchema } from '../../core/engine/input-schema.ts';
import { ok } from '../../core/envelope.ts';
import { idField, idParam, okList, pageShape } from '../../core/kit/index.ts';
import { companyToday } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { confirmReceivable, CORRECT_COLLECTION_NODE, correctReceivable, voidContract, voidReceivable, type Clock } from './contract.service.ts';
import { heldByRefundsOf } from './ledger.ts';

/** Plans still to be collected: 待回款, 部分回款, overdue or not. */
const OPEN_PLANS = [1, 2, 3, 4];
/** Collections money arrived on: 部分回款, 已回款. */
const ARRIVED = [2, 3];

/** 合同 作废; 回款记录 确认到账 and 作废; 选择回款计划 and the collections a refund may be taken from. */
export function contractRoutes(app: App) {
  const db = app.database.db;
  const [contracts, plans, receivables] = [entity(app, contractEntity).service, entity(app, recoveryEntity).service, entity(app, receivableEntity).service];
  const clock = (): Clock => ({ now: app.config.now(), today: companyToday(app.config.now(), app.config.tzOffsetMinutes) });
  const reason = (label: string) =>
    z
      .string({ error: `请填写${label}` })
      .trim()
      .min(1, `请填写${label}`)
      .max(200, `${label}最多200个字`);
  const actualAmount = fieldSchema(f.money('actual_amount', '实际到账金额', { min: 0, max: MONEY_MAX }), app.config.tzOffsetMinutes).pipe(z.string({ error: '请输入实际到账金额' }));

  app.post(
    '/api/Contract/cancel',
    { config: { auth: { node: 'customer_contract_edit' } }, schema: { body: z.strictObject({ contract_id: idField('请选择合同') }), response: { 200: contractAnswers.cancel } } },
    async (req) => {
      await voidContract(db, contracts, currentUser(req), req.body.contract_id, clock());
      return ok(null);
    },
  );
  app.post(
    '/api/ContractPayment/confirm',
    {
      config: { auth: { node: 'financial_collection' } },
      schema: { body: z.strictObject({ receivable_id: idField('请选择回款记录'), actual_amount: actualAmount }), response: { 200: contractAnswers.confirm } },
    },
    async (req) => {
      await confirmReceivable(db, receivables, currentUser(req), req.body, clock());
      return ok(null);
    },
  );
  app.post(
    '/api/ContractPayment/correct',
    {
      config: { auth: { node: CORRECT_COLLECTION_NODE } },
      schema: { body: z.strictObject({ receivable_id: idField('请选择回款记录'), actual_amount: actualAmount, reason: reason('更正原因') }), response: { 200: contractAnswers.correct } },
    },
    async (req) => {
      await correctReceivable(db, receivables, currentUser(req), req.body, clock());
      return ok(null);
    },
  );
  app.post(
    '/api/ContractPayment/cancel',
    {
      config: { auth: { node: 'customer_receivableSheet_edit' } },
      schema: { body: z.strictObject({ receivable_id: idField('请选择回款记录'), reason: reason('作废原因').optional() }), response: { 200: contractAnswers.voidReceivable } },
    },
    async (req) => {
      await voidReceivable(db, receivables, currentUser(req), req.body, clock());
      return ok(null);
    },
  );
  app.get(
    '/api/ContractRepay/getRepaymentList',
    {
      config: { auth: { node: 'customer_recoveries' } },
      schema: { querystring: z.strictObject({ ...pageShape(5), contract_id: idParam('合同应为编号').optional() }), response: { 200: contractAnswers.repaymentList } },
    },
    async (req) => {
      const { page, limit, contract_id } = req.query;
      const { rows, counted } = await plans.list(currentUser(req), {
        page,
        limit,
        status: OPEN_PLANS,
        ...(contract_id ? { contract_id: [contract_id] } : {}),
        sort_field: 'repayment_date',
        sort_order: 'asc',
      });
      return okList(rows.map(planView), counted!);
    },
  );
  app.post(
    '/api/ContractRefund/getRepaymentList',
    {
      config: { auth: { node: 'customer_contractRefund' } },
      schema: { body: z.strictObject({ contract_id: idField('请选择合同'), type: z.literal(1).default(1) }), response: { 200: contractAnswers.refundable } },
    },
    async (req) => {
      const user = currentUser(req);
      // the contract must be one the member sees
      await contracts.info(user, req.body.contract_id);
      const { rows } = await receivables.list(user, { page: 1, limit: 100, contract_id: [req.body.contract_id], status: ARRIVED, sort_field: 'receive_date', sort_order: 'asc' }, { withCount: false });
      const held = await heldByRefundsOf(
        db,
        rows.map((r) => r.id),
      );
      const data: RefundableView[] = [];
      for (const r of rows) {
        const room = new Decimal(r.actual_amount!).minus(held.get(r.id) ?? 0);
        if (room.gt(0)) data.push(refundableRow(r, moneyText(room)));
      }
      return ok({ data, total: data.length });
    },
  );
}

/** A name read beside a record (unknown until checked), or `none` when absent. */
const nameOr = <T>(v: unknown, none: T): string | T => (typeof v === 'string' ? v : none);

// every column below is on the list page and never empty: required, or written by the server
const planView = (r: ListRowOf<typeof recoveryEntity>): RepaymentPlanView => ({
  id: r.id,
  plan_id: r.id,
  contract_id: r.contract_id!,
  contract_name: nameOr(r.contract_name, ''),
  plan_name: r.plan_name!,
  amount: r.amount!,
  actual_amount: r.actual_amount!,
  stay_amount: r.stay_amount!,
  repayment_date: r.repayment_date!,
  status: r.status!,
  user_name: nameOr(r.owner_user_name, null),
  create_time: r.create_time!,
  remark: r.remark!,
});

const refundableRow = (r: ListRowOf<typeof receivableEntity>, room: string): RefundableView => ({
  id: r.id,
  receivable_id: r.id,
  hk_number: r.hk_number!,
  amount: r.amount!,
  actual_amount: r.actual_amount!,
  refund_amount: moneyText(r.refund_amount ?? '0'),
  refundable_amount: room,
  receive_date: r.receive_date ?? null,
  status: r.status!,
});
