import { Decimal, ERR, moneyText } from '@suwork/domain';
import { DEBT_MSG, DOC_APPROVED, type DebtRoom, type RecoveryView } from '@suwork/domain/entities';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { andAll } from '../../core/engine/list-query.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { assertAttachable } from '../../core/files/file-access.ts';
import { filesOf } from '../../core/engine/attachments.ts';
import { countRows, nextNumber, offsetOf, type Page, type PageParams } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { companyToday, formatDateTime } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import {
  assertApproved,
  contract,
  contractTable,
  type ContractRow,
  lockContract,
  numberingOf,
  receivable,
  receivableTable,
  refund,
  refundTable,
  settleContract,
} from '../contract/index.ts';
import { debtRoom, writtenOffPlans, type DebtBook } from './debt-books.ts';
import { debtRecoveries as r, type DebtDef, type WriteOffRow } from './debt.tables.ts';

// 坏账收回 / 呆账收回: money recovered on an approved write-off. It is booked as confirmed collections on the
// contract, on the instalments the write-offs had closed (newest first, so each takes back at most what was closed
// on it), and the write-off's recovered amount grows by it: the contract's written-off amount drops as its
// collected amount grows, and its outstanding amount stays the same.

type Recovery = typeof r.$inferSelect;

export type RecoveryInput = {
  debt_id: number;
  amount: string;
  recover_date: string;
  pay_method: number;
  remark?: string;
  attachments?: number[];
};
export type RecoveryChanges = Partial<Omit<RecoveryInput, 'debt_id'>>;

const COLLECTED = 3;

export class RecoveryService {
  constructor(
    private app: App,
    private book: DebtBook,
    private service: EntityService<DebtDef>,
  ) {}

  private get db() {
    return this.app.database.db;
  }
  private today() {
    return companyToday(this.app.config.now(), this.app.config.tzOffsetMinutes);
  }

  /** The write-off in the member's scope, or 坏账不存在或无权查看. */
  private async writeOff(db: Db, user: SessionUser, id: number, lock = false): Promise<WriteOffRow> {
    const q = db
      .select()
      .from(this.book.table)
      .where(andAll([eq(this.book.cols.id, id), this.service.scope(user)]));
    const [row] = await (lock ? q.for('update') : q);
    if (!row) throw fail(ERR.notFound, `${this.book.noun}不存在或无权查看`);
    return row;
  }

  /** A recovery of a write-off in the member's scope. */
  private async recovery(db: Db, user: SessionUser, id: number): Promise<{ rec: Recovery; wo: WriteOffRow }> {
    const [rec] = await db
      .select()
      .from(r)
      .where(and(eq(r.id, id), eq(r.kind, this.book.def.flowType!)));
    if (!rec) throw fail(ERR.notFound, DEBT_MSG.recoveryMissing);
    return { rec, wo: await this.writeOff(db, user, rec.debt_id) };
  }

  /** Σ of the recoveries of a write-off, less `exceptId`. */
  private async recoveredSum(tx: Db, debtId: number, exceptId?: number): Promise<Decimal> {
    const [row] = await tx
      .select({ s: sql<string>`coalesce(sum(${r.amount}), 0)::text` })
      .from(r)
      .where(
        and(eq(r.kind, this.book.def.flowType!), eq(r.debt_id, debtId), exceptId ? ne(r.id, exceptId) : undefined),
      );
    return new Decimal(row.s);
  }

  /** The checks of a recovery's amount and date against its write-off (approved, not recovered beyond its amount). */
  private async check(tx: Db, wo: WriteOffRow, v: { amount: string; recover_date: string }, exceptId?: number) {
    if (wo.status !== DOC_APPROVED) throw invalid(DEBT_MSG.notApproved(this.book.noun));
    if (!new Decimal(v.amount).gt(0)) throw invalid('收回金额应大于0');
    // required on save
    const left = new Decimal(wo.amount!).minus(await this.recoveredSum(tx, wo.id, exceptId));
    if (left.lt(v.amount))
      throw invalid(`收回金额不能超过该${this.book.noun}未收回金额 ${moneyText(Decimal.max(left, 0))} 元`);
    if (v.recover_date < String(wo.debt_date)) throw invalid(`收回日期不能早于核销日期 ${String(wo.debt_date)}`);
  }

  /** Writes the write-off's recovered amount from its recoveries and settles its contract. */
  private async settle(tx: Db, wo: WriteOffRow, exceptId?: number) {
    const now = this.app.config.now();
    await tx
      .update(this.book.table)
      .set({ recovered_amount: moneyText(await this.recoveredSum(tx, wo.id, exceptId)), update_time: now })
      .where(eq(this.book.cols.id, wo.id));
    // required on save
    await settleContract(tx, wo.contract_id!, this.today(), now);
  }

  private remarkOf(wo: WriteOffRow, rec: Pick<Recovery, 'remark'>) {
    return `${this.book.noun}收回（${wo.debt_no}）${rec.remark ? `：${rec.remark}` : ''}`;
  }

  /** Books a recovery as confirmed collections on the instalments written off (newest first), then settles. */
  private async bookIn(tx: Db, user: SessionUser, c: ContractRow, wo: WriteOffRow, rec: Recovery): Promise<void> {
    let left = new Decimal(rec.amount);
    const slices: { plan_id: number | null; amount: Decimal }[] = [];
    for (const p of await writtenOffPlans(tx, c.id)) {
      if (left.lte(0)) break;
      const take = Decimal.min(p.off, left);
      slices.push({ plan_id: p.id, amount: take });
      left = left.minus(take);
    }
    // what the instalments did not hold (a contract without plans, or written off beyond them)
    if (left.gt(0)) slices.push({ plan_id: null, amount: left });
    const now = this.app.config.now();
    const rule = await numberingOf(tx, 'receivable');
    const ids: number[] = [];
    for (const s of slices) {
      const hk = await nextNumber(tx, rule, now, this.app.config.tzOffsetMinutes);
      const [row] = await tx
        .insert(receivableTable)
        .values({
          hk_number: hk,
          contract_id: c.id,
          enterprise_id: c.enterprise_id,
          company_name: c.company_name,
          plan_id: s.plan_id,
          amount: moneyText(s.amount),
          actual_amount: moneyText(s.amount),
          refund_amount: '0.00',
          receive_date: rec.recover_date,
          pay_method: rec.pay_method,
          payer_account: '',
          status: COLLECTED,
          remark: this.remarkOf(wo, rec),
          attachments: rec.attachments,
          create_user_id: user.user_id,
          owner_user_id: c.owner_user_id,
          dept_id: c.dept_id,
          create_time: now,
          update_time: now,
        })
        .returning({ id: receivable.id });
      ids.push(row.id);
      await writeLog(tx, {
        entity: 'receivable',
        record_id: row.id,
        action: 'add',
        user_id: user.user_id,
        content: `${this.book.noun}收回登记了回款记录：${hk}（${moneyText(s.amount)} 元）`,
      });
    }
    await tx.update(r).set({ receivable_ids: ids, update_time: now }).where(eq(r.id, rec.id));
    await this.settle(tx, wo);
  }

  /** Takes a recovery's collections off the contract (refused once one was refunded), then settles without it. */
  private async bookOut(tx: Db, wo: WriteOffRow, rec: Recovery, verb: string): Promise<void> {
    if (rec.receivable_ids.length > 0) {
      const [refunded] = await tx
        .select({ id: refund.id })
        .from(refundTable)
        .where(inArray(refund.receivable_id, rec.receivable_ids))
        .limit(1);
      if (refunded) throw invalid(`该收回的回款记录已有退款，不能${verb}`);
      await tx.delete(receivableTable).where(inArray(receivable.id, rec.receivable_ids));
    }
    await this.settle(tx, wo, rec.id);
  }

  /** The write-off and its contract, both locked (the contract first, as every money write of the contract). */
  private async locked(tx: Db, user: SessionUser, debtId: number): Promise<{ c: ContractRow; wo: WriteOffRow }> {
    const seen = await this.writeOff(tx, user, debtId);
    const c = await lockContract(tx, seen.contract_id);
    return { c, wo: await this.writeOff(tx, user, debtId, true) };
  }

  async add(user: SessionUser, v: RecoveryInput): Promise<number> {
    return this.db.transaction(async (tx) => {
      const { c, wo } = await this.locked(tx, user, v.debt_id);
      assertApproved(c, `登记${this.book.noun}收回`);
      await this.check(tx, wo, v);
      const attachments = v.attachments ?? [];
      await assertAttachable(this.app, tx, user, attachments, { label: '银行回单' });
      const [rec] = await tx
        .insert(r)
        .values({
          kind: this.book.def.flowType!,
          debt_id: wo.id,
          contract_id: c.id,
          amount: moneyText(v.amount),
          recover_date: v.recover_date,
          pay_method: v.pay_method,
          remark: v.remark ?? '',
          attachments,
          create_user_id: user.user_id,
          create_time: this.app.config.now(),
          update_time: this.app.config.now(),
        })
        .returning();
      await this.bookIn(tx, user, c, wo, rec);
      await writeLog(tx, {
        entity: this.book.def.key,
        record_id: wo.id,
        action: 'add',
        user_id: user.user_id,
        content: `登记了${this.book.noun}收回：${moneyText(v.amount)} 元（${v.recover_date}）`,
      });
      return rec.id;
    });
  }

  async update(user: SessionUser, id: number, changes: RecoveryChanges): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { rec: seen } = await this.recovery(tx, user, id);
      const { c, wo } = await this.locked(tx, user, seen.debt_id);
      assertApproved(c, `修改${this.book.noun}收回`);
      const [rec] = await tx.select().from(r).where(eq(r.id, id)).for('update');
      if (!rec) throw fail(ERR.notFound, DEBT_MSG.recoveryMissing);
      const next: Recovery = {
        ...rec,
        amount: changes.amount === undefined ? rec.amount : moneyText(changes.amount),
        recover_date: changes.recover_date ?? rec.recover_date,
        pay_method: changes.pay_method ?? rec.pay_method,
        remark: changes.remark ?? rec.remark,
        attachments: changes.attachments ?? rec.attachments,
      };
      await this.check(tx, wo, next, rec.id);
      if (changes.attachments)
        await assertAttachable(this.app, tx, user, changes.attachments, { kept: rec.attachments, label: '银行回单' });
      const moved =
        next.amount !== rec.amount || next.recover_date !== rec.recover_date || next.pay_method !== rec.pay_method;
      const now = this.app.config.now();
      if (moved) await this.bookOut(tx, wo, rec, '修改金额、日期或收款方式');
      await tx
        .update(r)
        .set({
          amount: next.amount,
          recover_date: next.recover_date,
          pay_method: next.pay_method,
          remark: next.remark,
          attachments: next.attachments,
          update_time: now,
        })
        .where(eq(r.id, id));
      if (moved) await this.bookIn(tx, user, c, wo, next);
      else if (rec.receivable_ids.length > 0)
        await tx
          .update(receivableTable)
          .set({ remark: this.remarkOf(wo, next), attachments: next.attachments, update_time: now })
          .where(inArray(receivable.id, rec.receivable_ids));
      const what = moved
        ? `${moneyText(rec.amount)} 元（${rec.recover_date}）改为 ${moneyText(next.amount)} 元（${next.recover_date}）`
        : '备注或回单';
      await writeLog(tx, {
        entity: this.book.def.key,
        record_id: wo.id,
        action: 'update',
        user_id: user.user_id,
        content: `修改了${this.book.noun}收回：${what}`,
      });
    });
  }

  async del(user: SessionUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { rec: seen } = await this.recovery(tx, user, id);
      const { wo } = await this.locked(tx, user, seen.debt_id);
      const [rec] = await tx.select().from(r).where(eq(r.id, id)).for('update');
      if (!rec) throw fail(ERR.notFound, DEBT_MSG.recoveryMissing);
      await this.bookOut(tx, wo, rec, '删除');
      await tx.delete(r).where(eq(r.id, id));
      await writeLog(tx, {
        entity: this.book.def.key,
        record_id: wo.id,
        action: 'del',
        user_id: user.user_id,
        content: `删除了${this.book.noun}收回：${moneyText(rec.amount)} 元（${rec.recover_date}）`,
      });
    });
  }

  /** The recoveries of a write-off the member may see, newest first. */
  async list(user: SessionUser, debtId: number, params: PageParams): Promise<Page<RecoveryView>> {
    await this.writeOff(this.db, user, debtId);
    const where = and(eq(r.kind, this.book.def.flowType!), eq(r.debt_id, debtId))!;
    const [rows, counted] = await Promise.all([
      this.db
        .select()
        .from(r)
        .where(where)
        .orderBy(desc(r.recover_date), desc(r.id))
        .limit(params.limit)
        .offset(offsetOf(params)),
      countRows(this.db, r, where),
    ]);
    return { rows: await this.views(rows), ...counted };
  }

  async info(user: SessionUser, id: number): Promise<RecoveryView> {
    const { rec } = await this.recovery(this.db, user, id);
    const [view] = await this.views([rec]);
    return { ...view, attachments_files: await filesOf(this.db, rec.attachments) };
  }

  /** Rows as the API shows them: the collections' numbers and the creator's name read once for the page. */
  private async views(rows: Recovery[]): Promise<RecoveryView[]> {
    const receivableIds = rows.flatMap((x) => x.receivable_ids);
    const numbers = receivableIds.length
      ? new Map(
          (
            await this.db
              .select({ id: receivable.id, hk: receivable.hk_number })
              .from(receivableTable)
              .where(inArray(receivable.id, receivableIds))
          ).map((x) => [x.id, x.hk]),
        )
      : new Map<number, string>();
    const userIds = [...new Set(rows.map((x) => x.create_user_id))];
    const names = userIds.length
      ? new Map(
          (
            await this.db
              .select({ id: users.user_id, name: users.user_name })
              .from(users)
              .where(inArray(users.user_id, userIds))
          ).map((u) => [u.id, u.name]),
        )
      : new Map<number, string>();
    return rows.map((x) => ({
      id: x.id,
      debt_id: x.debt_id,
      contract_id: x.contract_id,
      amount: moneyText(x.amount),
      recover_date: x.recover_date,
      pay_method: x.pay_method,
      remark: x.remark,
      attachments: x.attachments,
      hk_numbers: x.receivable_ids.flatMap((rid) => numbers.get(rid) ?? []),
      create_user_name: names.get(x.create_user_id) ?? null,
      create_time: formatDateTime(x.create_time, this.app.config.tzOffsetMinutes),
    }));
  }
}

/** What may still be written off on a contract the user may see. */
export async function contractRoom(
  db: Db,
  contracts: EntityService,
  user: SessionUser,
  contractId: number,
  today: string,
): Promise<DebtRoom> {
  const [c] = await db
    .select()
    .from(contractTable)
    .where(andAll([eq(contract.id, contractId), await contracts.listScope(user)]));
  if (!c) throw fail(ERR.notFound, '合同不存在或无权查看');
  return debtRoom(db, c, today);
}
