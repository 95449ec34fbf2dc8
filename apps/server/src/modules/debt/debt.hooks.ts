import { Decimal, moneyText, RUN_STATUS } from '@suwork/domain';
import { DOC_APPROVED, PLAN_WRITTEN_OFF, receivableEntity, recoveryEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import { nextNumber } from '../../core/kit/index.ts';
import { companyToday } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { lockContract, refundedSum, registeredSum, settleContract, writtenOffSum } from '../contract/index.ts';
import { approvable } from '../flow/approvable.ts';
import { checkWriteOff, DEBT_BOOKS, overdueDaysOf, pendingOf, type DebtBook } from './debt-books.ts';
import { writeOffApproved } from './write-off-events.ts';

/** The numbering rule of a write-off: 坏账 HZ-20261125-0001, 呆账 DZ-20261125-0001. */
const NUMBER_PREFIX: Record<string, string> = { contractBroken: 'HZ', contractBad: 'DZ' };

/**
 * 坏账 and 呆账: on an approved contract, at most what may still be written off (checked on save, on submit and on
 * approval, the contract locked each time); approved, the contract's outstanding amount drops by it and its
 * instalments close as 已核销, oldest first.
 */
function registerWriteOff(app: App, book: DebtBook) {
  const today = () => companyToday(app.config.now(), app.config.tzOffsetMinutes);
  const self = (id: number) => ({ key: book.def.key, id });
  approvable(app, book.def, {
    lock: (tx, row) => lockContract(tx, row.contract_id).then(() => {}),
    effect: async (tx, row, status) => {
      if (status !== RUN_STATUS.running && status !== RUN_STATUS.passed) return;
      const c = await lockContract(tx, row.contract_id);
      await checkWriteOff(tx, c, row.amount, today(), self(row.id));
      if (status !== RUN_STATUS.passed) return;
      // counted from now: the settle below reads approved write-offs
      await tx.update(book.table).set({ status: DOC_APPROVED }).where(eq(book.cols.id, row.id));
      await settleContract(tx, c.id, today(), app.config.now());
      // the amount was checked above
      await writeOffApproved(app, tx, {
        kind: book.def.flowType!,
        entity: book.def.key,
        debt_id: row.id,
        contract_id: c.id,
        amount: moneyText(row.amount!),
      });
    },
  });
  entity(app, book.def).hooks({
    async beforeCreate({ tx }, v) {
      const c = await lockContract(tx, v.contract_id);
      await checkWriteOff(tx, c, v.amount, today());
      v.debt_no = await nextNumber(
        tx,
        { key: book.def.key, prefix: NUMBER_PREFIX[book.def.key] },
        app.config.now(),
        app.config.tzOffsetMinutes,
      );
      Object.assign(v, {
        enterprise_id: c.enterprise_id,
        company_name: c.company_name,
        recovered_amount: '0.00',
        overdue_days: await overdueDaysOf(tx, c.id, today()),
      });
    },
    // after the approval kit's guard: only a draft, a rejected or a withdrawn one is changed
    async beforeUpdate({ tx }, before, changes) {
      if ('contract_id' in changes) throw invalid(`不能改到其他合同，请删除后在该合同下重新登记${book.noun}`);
      if (!('amount' in changes)) return;
      const c = await lockContract(tx, before.contract_id);
      await checkWriteOff(tx, c, changes.amount, today(), self(before.id));
    },
  });
}

/**
 * Once something is written off on a contract, its instalments stay as they are (the write-off closed them, oldest
 * first) and a collection cannot take what was written off: money recovered on it is a 坏账收回 or 呆账收回.
 */
function registerContractGuards(app: App) {
  const closedOn = async (tx: Db, contractId: number) =>
    (await writtenOffSum(tx, contractId)).plus(await pendingOf(tx, contractId));
  entity(app, recoveryEntity).hooks({
    async beforeCreate({ tx }, v) {
      const c = await lockContract(tx, v.contract_id);
      if ((await closedOn(tx, c.id)).gt(0)) throw invalid('合同已核销坏账或呆账（或核销在审批中），不能再新增回款计划');
    },
    async beforeUpdate({ tx }, before, changes) {
      if (!('amount' in changes) && !('repayment_date' in changes)) return;
      const c = await lockContract(tx, before.contract_id);
      if (before.status === PLAN_WRITTEN_OFF || (await closedOn(tx, c.id)).gt(0))
        throw invalid('合同已核销坏账或呆账（或核销在审批中），不能修改回款计划的金额和日期');
    },
    beforeDelete(_ctx, rows) {
      const closed = rows.find((r) => r.status === PLAN_WRITTEN_OFF);
      if (closed) throw invalid(`回款计划 ${closed.plan_name} 已核销，不能删除`);
    },
  });
  /** The collections a contract can still take: its amount less what is registered, written off and in approval. */
  const fits = async (tx: Db, contractId: number | null | undefined, amount: unknown, exceptId?: number) => {
    const c = await lockContract(tx, contractId);
    const closed = await closedOn(tx, c.id);
    if (closed.lte(0)) return;
    // required on save
    const room = new Decimal(c.amount!)
      .minus(await registeredSum(tx, c.id, exceptId))
      .plus(await refundedSum(tx, c.id))
      .minus(closed);
    if (room.lt(String(amount)))
      throw invalid(
        `该合同已核销坏账或呆账 ${moneyText(closed)} 元，最多还可登记回款 ${moneyText(Decimal.max(room, 0))} 元；收回已核销的款项请登记坏账收回或呆账收回`,
      );
  };
  entity(app, receivableEntity).hooks({
    async beforeCreate({ tx }, v) {
      await fits(tx, v.contract_id, v.amount);
    },
    async beforeUpdate({ tx }, before, changes) {
      if ('amount' in changes) await fits(tx, before.contract_id, changes.amount, before.id);
    },
  });
}

export function registerDebtHooks(app: App) {
  for (const book of DEBT_BOOKS) registerWriteOff(app, book);
  registerContractGuards(app);
}
