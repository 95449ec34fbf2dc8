import { Decimal, moneyText, sumMoney } from '@suwork/domain';
import { salaryEntity } from '@suwork/domain/entities';
import { inArray } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import { nextNumber } from '../../core/kit/index.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { SalaryRow } from './finance.tables.ts';

type Values = Record<string, unknown>;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * A pay sheet's rows as kept: each member once and existing, named; 实发 = 应发 − 扣款 − 社保 − 个税, never below 0;
 * the sheet's headcount and totals beside.
 */
export async function payLines(
  tx: Db,
  rows: unknown,
): Promise<Pick<SalaryRow, 'lines' | 'headcount' | 'gross_amount' | 'amount'>> {
  const lines: readonly Values[] = Array.isArray(rows) ? rows : [];
  const ids = lines.map((l) => Number(l.user_id));
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup !== undefined)
    throw invalid(`工资明细第${ids.lastIndexOf(dup) + 1}行：该员工已在第${ids.indexOf(dup) + 1}行`);
  const found = ids.length
    ? await tx.select({ id: users.user_id, name: users.user_name }).from(users).where(inArray(users.user_id, ids))
    : [];
  const names = new Map(found.map((u) => [u.id, u.name]));
  const kept = lines.map((l, i): Values => {
    const name = names.get(Number(l.user_id));
    if (!name) throw invalid(`工资明细第${i + 1}行：员工不存在`);
    const gross = new Decimal(String(l.gross ?? '0'));
    const net = gross
      .minus(String(l.deductions ?? '0') || '0')
      .minus(String(l.social_security ?? '0') || '0')
      .minus(String(l.tax ?? '0') || '0');
    if (net.lt(0)) throw invalid(`工资明细第${i + 1}行：扣款、社保和个税合计不能超过应发工资`);
    return { ...l, user_name: name, net: moneyText(net) };
  });
  return {
    lines: kept,
    headcount: kept.length,
    gross_amount: sumMoney(kept.map((l) => String(l.gross ?? '0'))),
    amount: sumMoney(kept.map((l) => String(l.net))),
  };
}

/** 工资录入: numbered GZ-…, a month written YYYY-MM, its rows named and netted, totals kept; nothing paid yet. */
export function registerSalaryHooks(app: App) {
  const month = (v: unknown) => {
    if (v !== undefined && !MONTH.test(String(v))) throw invalid('工资月份应为 YYYY-MM 格式，如 2026-11');
  };
  entity(app, salaryEntity).hooks({
    async beforeCreate({ tx }, v) {
      month(v.month);
      Object.assign(v, await payLines(tx, v.lines), {
        code: await nextNumber(tx, { key: 'salary', prefix: 'GZ' }, app.config.now(), app.config.tzOffsetMinutes),
        paid_amount: '0.00',
      });
      v.unpaid_amount = v.amount;
    },
    async beforeUpdate({ tx }, _before, changes) {
      month(changes.month);
      if (!('lines' in changes)) return;
      Object.assign(changes, await payLines(tx, changes.lines));
      changes.unpaid_amount = changes.amount;
    },
  });
}
