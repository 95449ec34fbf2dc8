import { MESSAGE_CHANNEL, MESSAGE_TYPE, moneyText } from '@suwork/domain';
import { BORROW, borrowEntity } from '@suwork/domain/entities';
import { and, eq, gt, lt } from 'drizzle-orm';
import { remindOnce } from '../../core/remind-once.ts';
import { companyToday } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { borrow, borrowTable } from './finance.tables.ts';

/**
 * 借款逾期: a borrowing paid out and not fully repaid by its 预计还款日期 tells its applicant, once for that date
 * (a new date, after an edit, reminds again). Returns how many were sent.
 */
export async function remindOverdueBorrows(db: Db, today: string): Promise<number> {
  const rows = await db
    .select({
      id: borrow.id,
      owner: borrow.owner_user_id,
      code: borrow.code,
      date: borrow.repay_date,
      out: borrow.unpayment_received,
    })
    .from(borrowTable)
    .where(and(eq(borrow.status, BORROW.paid), lt(borrow.repay_date, today), gt(borrow.unpayment_received, '0')));
  return remindOnce(
    db,
    rows.map((r) => ({
      kind: 'borrow_overdue',
      business_type: borrowEntity.key,
      business_id: r.id,
      user_id: r.owner,
      occasion: `overdue:${String(r.date)}`,
      title: `借款 ${String(r.code)} 已逾期（应于 ${String(r.date)} 还款），未还款 ${moneyText(String(r.out))} 元`,
      message_type: MESSAGE_TYPE.office,
      channel: MESSAGE_CHANNEL.crontab,
    })),
  );
}

export function registerBorrowReminders(app: App) {
  app.jobs.register({
    name: 'borrow-overdue',
    label: '借款逾期提醒',
    pattern: '0 9 * * *',
    run: async () =>
      void (await remindOverdueBorrows(app.database.db, companyToday(app.config.now(), app.config.tzOffsetMinutes))),
  });
}
