import { Decimal, moneyText } from '@suwork/domain';
import {
  CONTRACT_STATUS,
  contactEntity,
  contractEntity,
  customerEntity,
  docEditable,
  DOC_APPROVED,
  offerEntity,
  opportunityEntity,
} from '@suwork/domain/entities';
import { inArray } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import { assertBelongs, keepTitleCopy, nextNumber, titleOf } from '../../core/kit/index.ts';
import { numberingOf } from './contract-settings.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { freshRows, lockContract, lockContracts, plannedSum } from './ledger.ts';
import {
  contractTable,
  plan,
  planTable,
  receivable,
  receivableTable,
  refundTable,
  refund,
  type ContractRow,
} from './tables.ts';

export const statusName = (s: number | null) => CONTRACT_STATUS[s as keyof typeof CONTRACT_STATUS] ?? '';

/** The contract's signer, opportunity and quote must be its customer's; it ends on or after it starts. */
async function checkContract(tx: Db, v: Partial<ContractRow>) {
  await assertBelongs(
    tx,
    contactEntity,
    v.contact_id,
    'enterprise_id',
    v.enterprise_id,
    '客户签约人不是所选客户的联系人',
  );
  await assertBelongs(tx, opportunityEntity, v.chance_id, 'enterprise_id', v.enterprise_id, '商机不属于所选客户');
  await assertBelongs(tx, offerEntity, v.offer_id, 'enterprise_id', v.enterprise_id, '报价不属于所选客户');
  if (v.start_date && v.end_date && String(v.end_date) < String(v.start_date))
    throw invalid('结束日期不能早于开始日期');
}

/**
 * 合同: numbered on creation, its customer's name kept beside it, edited only while 待提交, 已驳回 or 已撤回 (an approved
 * contract changes through 合同变更), its amount never below what its plans already split.
 */
export function registerContractHooks(app: App) {
  entity(app, contractEntity).hooks({
    async beforeCreate({ tx }, values) {
      await checkContract(tx, values);
      values.company_name = await titleOf(tx, customerEntity, values.enterprise_id);
      values.contract_no = await nextNumber(
        tx,
        await numberingOf(tx, 'contract'),
        app.config.now(),
        app.config.tzOffsetMinutes,
      );
      // 合同金额 is required
      values.stay_amount = moneyText(values.amount!);
    },
    async beforeUpdate({ tx }, before, changes) {
      // as it is now: a submission may have started since `before` was read
      const now = await lockContract(tx, before.id);
      if (!docEditable(now.status))
        throw invalid(
          now.status === DOC_APPROVED
            ? '合同已通过审批，不能直接修改，请发起合同变更'
            : `合同${statusName(now.status)}，不能修改`,
        );
      const after = { ...before, ...changes };
      if (['contact_id', 'chance_id', 'offer_id', 'enterprise_id', 'start_date', 'end_date'].some((k) => k in changes))
        await checkContract(tx, after);
      if ('enterprise_id' in changes) changes.company_name = await titleOf(tx, customerEntity, changes.enterprise_id);
      if ('amount' in changes) {
        // required: never emptied
        const amount = changes.amount!;
        const planned = await plannedSum(tx, before.id);
        if (planned.gt(amount)) throw invalid(`合同金额不能小于回款计划合计 ${moneyText(planned)}`);
        changes.stay_amount = moneyText(new Decimal(amount).minus(now.back_amount ?? 0));
      }
    },
    async beforeDelete({ tx }, rows) {
      const ids = rows.map((r) => r.id);
      await lockContracts(tx, ids);
      for (const r of await freshRows(tx, contractTable, ids))
        if (!docEditable(r.status)) throw invalid(`合同「${r.title}」${statusName(r.status)}，不能删除`);
      const [planned] = await tx.select({ id: plan.id }).from(planTable).where(inArray(plan.contract_id, ids)).limit(1);
      const [collected] = await tx
        .select({ id: receivable.id })
        .from(receivableTable)
        .where(inArray(receivable.contract_id, ids))
        .limit(1);
      const [refunded] = await tx
        .select({ id: refund.id })
        .from(refundTable)
        .where(inArray(refund.contract_id, ids))
        .limit(1);
      if (planned || collected || refunded) throw invalid('合同已有回款计划、回款记录或退款，不能删除');
    },
  });
  // a customer renamed is renamed on its contracts
  keepTitleCopy(app, contractEntity, 'enterprise_id', 'company_name');
}
