import { Decimal, isMoneyText, moneyText } from '@suwork/domain';
import type { StatementLine, StatementMatch } from '@suwork/domain/contracts';
import type { receivableEntity } from '@suwork/domain/entities';
import { and, inArray, sql } from 'drizzle-orm';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { andAll } from '../../core/engine/list-query.ts';
import { invalid } from '../../core/envelope.ts';
import { cellText, type CellRead } from '../../core/excel/cells.ts';
import { readFirstSheet, type Sheet } from '../../core/excel/sheet-reader.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { Db } from '../../db/client.ts';
import { contract, contractTable, receivable, receivableTable } from '../contract/index.ts';

// 银行流水匹配: finance uploads a bank statement (xlsx: date, payer, amount, reference) and, for each line, is shown
// the collections it may be — by the payer's name and the amount still to arrive. Nothing is confirmed here: each
// suggestion is confirmed (确认到账) by hand.

const STATEMENT_MAX_ROWS = 1000;
const MATCHES_PER_LINE = 5;
/** Collections still to arrive: 待回款, 部分回款. */
const OPEN = [1, 2];

/** Header words of each column, as banks write them. */
const HEADERS = {
  date: ['交易日期', '日期', '到账日期', '记账日期'],
  payer: ['付款方', '对方户名', '付款人', '对方名称', '付款单位'],
  amount: ['金额', '收入金额', '贷方金额', '收款金额', '发生额'],
  reference: ['摘要', '备注', '流水号', '用途', '附言'],
} as const;

const columnOf = (header: readonly string[], words: readonly string[]) =>
  header.findIndex((h) => words.some((w) => h.replace(/\s/g, '').includes(w)));
const text = (v: CellRead | undefined) => (v === undefined ? '' : cellText(v).trim());

type Parsed = Omit<StatementLine, 'matches'>;

/** The statement's lines: each with its date, payer, amount (decimal text) and reference, or the reason it cannot be used. */
export function statementLines(sheet: Sheet): Parsed[] {
  const at = Object.fromEntries(
    Object.entries(HEADERS).map(([k, words]) => [k, columnOf(sheet.header, words)]),
  ) as Record<keyof typeof HEADERS, number>;
  if (at.payer < 0 || at.amount < 0) throw invalid('银行流水需有「付款方」（或对方户名）和「金额」两列');
  return sheet.rows.map((r) => {
    const raw = text(r.cells[at.amount]).replace(/[,，¥￥\s]/g, '');
    const amount = isMoneyText(raw) ? moneyText(raw) : '';
    const payer = text(r.cells[at.payer]);
    const problem = !payer
      ? '没有付款方'
      : !amount
        ? '金额不是正数'
        : !new Decimal(amount).gt(0)
          ? '金额不是正数'
          : null;
    return {
      row: r.row,
      date: at.date < 0 ? '' : text(r.cells[at.date]).slice(0, 10),
      payer,
      amount,
      reference: at.reference < 0 ? '' : text(r.cells[at.reference]),
      problem,
    };
  });
}

type Open = {
  id: number;
  hk_number: string;
  company_name: string;
  contract_name: string;
  amount: string;
  actual_amount: string;
};

/** The customer is the payer: the same name, or one inside the other (上海恒通物流 / 上海恒通物流股份有限公司). */
const samePayer = (payer: string, company: string) =>
  payer === company ||
  (payer.length >= 4 && company.includes(payer)) ||
  (company.length >= 4 && payer.includes(company));

/** The collections a line may be: the payer's, still to arrive; exact amounts first, then the closest. */
export function matchesOf(line: Parsed, open: readonly Open[]): StatementMatch[] {
  if (line.problem) return [];
  const amount = new Decimal(line.amount);
  return open
    .filter((o) => samePayer(line.payer, o.company_name))
    .map((o) => {
      const remaining = new Decimal(o.amount).minus(o.actual_amount);
      return { o, remaining, gap: remaining.minus(amount).abs() };
    })
    .filter((m) => m.remaining.gt(0))
    .sort((a, b) => a.gap.comparedTo(b.gap) || a.o.id - b.o.id)
    .slice(0, MATCHES_PER_LINE)
    .map(({ o, remaining }) => ({
      receivable_id: o.id,
      hk_number: o.hk_number,
      company_name: o.company_name,
      contract_name: o.contract_name,
      amount: moneyText(o.amount),
      actual_amount: moneyText(o.actual_amount),
      remaining: moneyText(remaining),
      exact: remaining.eq(amount),
    }));
}

/** The open collections the member may see whose customer could be one of the payers. */
async function openCollections(
  db: Db,
  receivables: EntityService<typeof receivableEntity>,
  user: SessionUser,
  payers: readonly string[],
): Promise<Open[]> {
  if (payers.length === 0) return [];
  const rows = await db
    .select({
      id: receivable.id,
      hk_number: receivable.hk_number,
      company_name: receivable.company_name,
      contract_id: receivable.contract_id,
      amount: receivable.amount,
      actual_amount: receivable.actual_amount,
    })
    .from(receivableTable)
    .where(
      andAll([
        inArray(receivable.status, OPEN),
        await receivables.listScope(user),
        and(
          sql`exists (select 1 from unnest(${sql.param([...payers])}::text[]) p where p = ${receivable.company_name} or strpos(${receivable.company_name}, p) > 0 or strpos(p, ${receivable.company_name}) > 0)`,
        ),
      ]),
    )
    .limit(5000);
  // the contract and the amount are required, what arrived is written only by the server (from its default)
  const contractIds = [...new Set(rows.map((r) => r.contract_id!))];
  const titles = rows.length
    ? await db
        .select({ id: contract.id, title: contract.title })
        .from(contractTable)
        .where(inArray(contract.id, contractIds))
    : [];
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  return rows.map((r) => ({
    ...r,
    amount: r.amount!,
    actual_amount: r.actual_amount!,
    contract_name: titleOf.get(r.contract_id!) ?? '',
  }));
}

/** The statement's lines, each with the open collections it may be. */
export async function matchStatement(
  db: Db,
  receivables: EntityService<typeof receivableEntity>,
  user: SessionUser,
  file: Buffer | undefined,
) {
  if (!file || file.length === 0) throw invalid('请选择银行流水 Excel 文件（字段 file）');
  const lines = statementLines(await readFirstSheet(file, STATEMENT_MAX_ROWS));
  const open = await openCollections(db, receivables, user, [
    ...new Set(lines.filter((l) => !l.problem).map((l) => l.payer)),
  ]);
  return { lines: lines.map((l) => ({ ...l, matches: matchesOf(l, open) })) };
}
