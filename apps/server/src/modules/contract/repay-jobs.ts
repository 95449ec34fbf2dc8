import { MESSAGE_CHANNEL, MESSAGE_TYPE, moneyText } from '@suwork/domain';
import { contractEntity, DOC_APPROVED, recoveryEntity } from '@suwork/domain/entities';
import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { remindOnce, type Reminder } from '../../core/remind-once.ts';
import { addDays } from '../../core/time-format.ts';
import type { Db } from '../../db/client.ts';
import { teamMembers } from '../../db/schema.ts';
import { readContractSettings } from './contract-settings.ts';
import { contract, contractTable, plan, planTable } from './tables.ts';

/** Overdue reminders look back this far: an instalment overdue longer was reminded when it fell due. */
const OVERDUE_LOOKBACK_DAYS = 30;

const reminder = (
  kind: string,
  entity: string,
  id: number,
  userId: number,
  occasion: string,
  title: string,
): Reminder => ({
  kind,
  business_type: entity,
  business_id: id,
  user_id: userId,
  occasion,
  title,
  message_type: MESSAGE_TYPE.customer,
  channel: MESSAGE_CHANNEL.crontab,
});

/**
 * 逾期: an instalment not fully collected whose date has passed (company day) turns 待回款（已逾期） or
 * 部分回款（已逾期）. Money writes set the status as of their day; this catches the days that pass. Returns how many.
 */
export async function markOverdue(db: Db, today: string, now: Date): Promise<number> {
  const rows = await db
    .update(planTable)
    .set({ status: sql`case when ${plan.status} = 1 then 2 else 4 end`, update_time: now })
    .where(and(inArray(plan.status, [1, 3]), lt(plan.repayment_date, today)))
    .returning({ id: plan.id });
  return rows.length;
}

/** Instalments due within their reminder days, and those newly overdue, tell their owner once per occasion. */
export async function remindInstalments(db: Db, today: string): Promise<number> {
  const fields = {
    id: plan.id,
    owner: plan.owner_user_id,
    name: plan.plan_name,
    date: plan.repayment_date,
    stay: plan.stay_amount,
    title: contract.title,
  };
  const joined = () => db.select(fields).from(planTable).innerJoin(contractTable, eq(contract.id, plan.contract_id));
  const due = await joined().where(
    and(
      inArray(plan.status, [1, 3]),
      gte(plan.repayment_date, today),
      lte(sql`${plan.repayment_date} - coalesce(${plan.remind_days}, 0)`, sql`${today}::date`),
    ),
  );
  const overdue = await joined().where(
    and(inArray(plan.status, [2, 4]), gte(plan.repayment_date, addDays(today, -OVERDUE_LOOKBACK_DAYS))),
  );
  const about = (r: (typeof due)[number]) => `合同「${String(r.title)}」${String(r.name)}`;
  return remindOnce(db, [
    ...due.map((r) =>
      reminder(
        'repay_due',
        recoveryEntity.key,
        r.id,
        r.owner,
        `due:${String(r.date)}`,
        `${about(r)}将于 ${String(r.date)} 到期，待回款 ${moneyText(String(r.stay))} 元`,
      ),
    ),
    ...overdue.map((r) =>
      reminder(
        'repay_overdue',
        recoveryEntity.key,
        r.id,
        r.owner,
        `overdue:${String(r.date)}`,
        `${about(r)}已逾期（应于 ${String(r.date)} 回款），待回款 ${moneyText(String(r.stay))} 元`,
      ),
    ),
  ]);
}

/** Approved contracts ending within the days of 合同设置 tell their owner and team, once per end date. */
export async function remindExpiring(db: Db, today: string): Promise<number> {
  const { expiry_days } = await readContractSettings(db);
  const rows = await db
    .select({ id: contract.id, owner: contract.owner_user_id, title: contract.title, end: contract.end_date })
    .from(contractTable)
    .where(
      and(
        eq(contract.status, DOC_APPROVED),
        gte(contract.end_date, today),
        lte(contract.end_date, addDays(today, expiry_days)),
      ),
    );
  if (rows.length === 0) return 0;
  const team = await db
    .select({ id: teamMembers.record_id, user: teamMembers.user_id })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.entity, contractEntity.key),
        inArray(
          teamMembers.record_id,
          rows.map((r) => r.id),
        ),
      ),
    );
  return remindOnce(
    db,
    rows.flatMap((r) =>
      [r.owner, ...team.filter((t) => t.id === r.id).map((t) => t.user)].map((user) =>
        reminder(
          'contract_expiry',
          contractEntity.key,
          r.id,
          user,
          `expire:${String(r.end)}`,
          `合同「${String(r.title)}」将于 ${String(r.end)} 到期`,
        ),
      ),
    ),
  );
}
