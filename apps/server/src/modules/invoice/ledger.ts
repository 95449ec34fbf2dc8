import { Decimal, moneyText } from '@suwork/domain';
import {
  INVOICE_DONE,
  INVOICE_DRAFT,
  INVOICE_IN_APPROVAL,
  INVOICE_ISSUABLE,
  INVOICE_REJECTED,
  INVOICE_VOID,
  INVOICE_WITHDRAWN,
  NO_COLLECTION,
  TRANSFER_BAD_DEBT,
  TRANSFER_DONE,
  TRANSFER_PENDING,
  TRANSFER_REFUND,
} from '@suwork/domain/entities';
import { arrayOverlaps, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contract, contractTable, lockContracts } from '../contract/index.ts';
import { inv, invoiceTable, type InvoiceRow } from './invoice.tables.ts';

// The invoice books of contracts. Per contract, under parallel requests: issued ≤ held ≤ contract amount, where an
// application in approval or approved (and not voided by a refund or a bad debt) holds what it applied for on the
// contract, and any other holds only what was issued on it. Every write locks the contracts first (in id order),
// re-reads the applications, checks, writes, then settles what is kept on the contracts and applications.
// Money collected on a contract (its 已回款) pays its live applications' amounts in the order they were made: that is
// each application's 已收款, and what a refund or a bad debt leaves uncovered.

export { inv, invoiceTable } from './invoice.tables.ts';

/** One contract of an application as stored. */
export type Line = { contract_id: number; title: string; company_name: string; amount: string; invoice_amount: string };
/** What the books need of an application. */
export type Application = { id: number; status: number; transfer_type: number; is_receive: number; lines: Line[] };
/** The amounts and receipt status an application shows (figuresOf), in the order they are compared. */
export type Figures = {
  amount: string;
  invoice_amount: string;
  invoicable_amount: string;
  received_amount: string;
  stay_amount: string;
  receive_status: number;
};
export const FIGURE_KEYS = [
  'amount',
  'invoice_amount',
  'invoicable_amount',
  'received_amount',
  'stay_amount',
  'receive_status',
] as const satisfies readonly (keyof Figures)[];

/** In approval, approved, issued (in part or in full) or handed over. */
const RUNNING_OR_APPROVED: readonly number[] = [1, 2, 3, 4, 5];

// the stored lines are written only by the server (checkLines, openInvoice), in this shape
export const linesOf = (row: { readonly contractList?: unknown }): Line[] =>
  Array.isArray(row.contractList) ? (row.contractList as Line[]) : [];
/** An application's status and transfer state, both written only by the server, from their defaults. */
export const stateOf = (
  row: Pick<InvoiceRow, 'status' | 'transfer_type'>,
): Pick<Application, 'status' | 'transfer_type'> => ({ status: row.status!, transfer_type: row.transfer_type! });
const applicationOf = (
  row: Pick<InvoiceRow, 'id' | 'status' | 'transfer_type' | 'is_receive' | 'contractList'>,
): Application => ({
  id: row.id,
  ...stateOf(row),
  // required, with a default: never null
  is_receive: row.is_receive!,
  lines: linesOf(row),
});

/** Holds its applied amounts: in approval or approved, and not voided by a contract refund or a bad debt. */
export const isLive = (a: Pick<Application, 'status' | 'transfer_type'>): boolean =>
  RUNNING_OR_APPROVED.includes(a.status) && (a.transfer_type === TRANSFER_PENDING || a.transfer_type === TRANSFER_DONE);

/** What a line holds of its contract. */
export const lineHold = (a: Pick<Application, 'status' | 'transfer_type'>, l: Line): Decimal =>
  new Decimal(isLive(a) ? l.amount : (l.invoice_amount ?? '0'));

/** The applications naming any of the contracts, oldest first. */
export async function applicationsOn(tx: Db, contractIds: readonly number[]): Promise<Application[]> {
  if (contractIds.length === 0) return [];
  const rows = await tx
    .select({
      id: inv.id,
      status: inv.status,
      transfer_type: inv.transfer_type,
      is_receive: inv.is_receive,
      contractList: inv.contractList,
    })
    .from(invoiceTable)
    .where(arrayOverlaps(inv.contract_ids, [...new Set(contractIds)]))
    .orderBy(asc(inv.id));
  return rows.map(applicationOf);
}

/**
 * What of the invoice books still hangs on a locked contract, as the reason it cannot be voided (the contract
 * ledger's dependent check): an application in approval, one approved and still open to issue, or invoices issued on
 * it (first those handed over, which are never voided). Drafts and rejected, withdrawn or voided applications with
 * nothing issued hold nothing.
 */
export async function invoiceDependent(tx: Db, contractId: number): Promise<string | undefined> {
  const rows = await tx
    .select({
      id: inv.id,
      code: inv.invoice_code,
      status: inv.status,
      transfer_type: inv.transfer_type,
      contractList: inv.contractList,
    })
    .from(invoiceTable)
    .where(arrayOverlaps(inv.contract_ids, [contractId]))
    .orderBy(asc(inv.id));
  const running = rows.find((r) => r.status === INVOICE_IN_APPROVAL);
  if (running) return `合同已有审核中的开票申请 ${running.code}，不能作废，请先撤回开票申请`;
  const open = rows.find((r) => isLive(stateOf(r)) && INVOICE_ISSUABLE.includes(stateOf(r).status));
  if (open) return `合同已有开票申请 ${open.code}，不能作废，请先作废开票申请`;
  const issuedOn = (r: (typeof rows)[number]) =>
    linesOf(r).reduce((s, l) => (l.contract_id === contractId ? s.plus(l.invoice_amount ?? '0') : s), new Decimal(0));
  const issued = rows.reduce((s, r) => s.plus(issuedOn(r)), new Decimal(0));
  if (issued.lte(0)) return undefined;
  if (rows.some((r) => issuedOn(r).gt(0) && (r.status === INVOICE_DONE || r.transfer_type === TRANSFER_DONE)))
    return `合同已开具发票 ${moneyText(issued)} 元并已移交，不能作废`;
  return `合同已开具发票 ${moneyText(issued)} 元，不能作废，请先作废发票`;
}

export type ContractBook = {
  id: number;
  title: string;
  contract_no: string;
  company_name: string;
  enterprise_id: number | null;
  status: number;
  amount: Decimal;
  collected: Decimal;
  /** held by the applications other than the one asked about */
  held: Decimal;
  issued: Decimal;
  /** amount − held: what may still be applied for */
  room: Decimal;
  /** 已开票 as the contract keeps it */
  stored: string;
};

/** Each contract's books; `exceptId`: leave that application's own holds out (it is being saved or submitted). */
export async function booksOf(
  tx: Db,
  contractIds: readonly number[],
  exceptId?: number,
): Promise<Map<number, ContractBook>> {
  const ids = [...new Set(contractIds)];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: contract.id,
      title: contract.title,
      contract_no: contract.contract_no,
      company_name: contract.company_name,
      enterprise_id: contract.enterprise_id,
      status: contract.status,
      amount: contract.amount,
      back: contract.back_amount,
      invoiced: contract.invoice_amount,
    })
    .from(contractTable)
    .where(inArray(contract.id, ids));
  const books = new Map<number, ContractBook>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        title: r.title,
        contract_no: r.contract_no,
        company_name: r.company_name,
        enterprise_id: r.enterprise_id,
        // written only by the server, from its default
        status: r.status!,
        amount: new Decimal(r.amount ?? '0'),
        collected: new Decimal(r.back ?? '0'),
        held: new Decimal(0),
        issued: new Decimal(0),
        room: new Decimal(0),
        stored: r.invoiced ?? '',
      },
    ]),
  );
  for (const a of await applicationsOn(tx, ids)) {
    for (const l of a.lines) {
      const b = books.get(l.contract_id);
      if (!b) continue;
      b.issued = b.issued.plus(l.invoice_amount ?? '0');
      if (a.id !== exceptId) b.held = b.held.plus(lineHold(a, l));
    }
  }
  for (const b of books.values()) b.room = b.amount.minus(b.held);
  return books;
}

/**
 * How much of each live application's line the contract's collected money covers, oldest application first:
 * application id → contract id → covered. `collected` overrides a contract's collected amount (before a refund).
 */
export function coverage(
  apps: readonly Application[],
  collected: ReadonlyMap<number, Decimal>,
): Map<number, Map<number, Decimal>> {
  const left = new Map(collected);
  const out = new Map<number, Map<number, Decimal>>();
  for (const a of [...apps].sort((x, y) => x.id - y.id)) {
    if (!isLive(a)) continue;
    const mine = new Map<number, Decimal>();
    for (const l of a.lines) {
      const have = left.get(l.contract_id) ?? new Decimal(0);
      const take = Decimal.max(Decimal.min(have, l.amount), 0);
      mine.set(l.contract_id, take);
      left.set(l.contract_id, have.minus(take));
    }
    out.set(a.id, mine);
  }
  return out;
}

/** Whether each line of the application on `contractId` is covered in full. */
const coveredOn = (cov: Map<number, Map<number, Decimal>>, a: Application, contractId: number) =>
  a.lines
    .filter((l) => l.contract_id === contractId)
    .every((l) => (cov.get(a.id)?.get(contractId) ?? new Decimal(0)).gte(l.amount));

/** The amounts and statuses an application shows, from its lines and what its contracts' money covers of them. */
export function figuresOf(a: Application, cov: Map<number, Map<number, Decimal>>): Figures {
  const amount = a.lines.reduce((s, l) => s.plus(l.amount), new Decimal(0));
  const issued = a.lines.reduce((s, l) => s.plus(l.invoice_amount ?? '0'), new Decimal(0));
  const beforeApproval = [INVOICE_DRAFT, INVOICE_REJECTED, INVOICE_WITHDRAWN].includes(a.status);
  const counts = isLive(a) || beforeApproval;
  const received = isLive(a)
    ? [...(cov.get(a.id)?.values() ?? [])].reduce((s, v) => s.plus(v), new Decimal(0))
    : new Decimal(0);
  const collects = a.is_receive !== NO_COLLECTION && counts && a.status !== INVOICE_VOID;
  const receiveStatus = !collects ? 0 : received.lte(0) ? 1 : received.lt(amount) ? 2 : 3;
  return {
    amount: moneyText(amount),
    invoice_amount: moneyText(issued),
    invoicable_amount: moneyText(counts ? Decimal.max(amount.minus(issued), 0) : 0),
    received_amount: moneyText(received),
    stay_amount: moneyText(collects ? Decimal.max(amount.minus(received), 0) : 0),
    receive_status: receiveStatus,
  };
}

/**
 * Writes what the contracts' applications add up to (call with the contracts locked): each contract's 已开票 and the
 * amounts and receipt status of every application on them.
 */
export async function settleInvoices(tx: Db, contractIds: readonly number[], now: Date): Promise<void> {
  const ids = [...new Set(contractIds)];
  if (ids.length === 0) return;
  const direct = await applicationsOn(tx, ids);
  // an application's receipts depend on each of its contracts' money: read them all
  const allIds = [...new Set([...ids, ...direct.flatMap((a) => a.lines.map((l) => l.contract_id))])];
  const apps = allIds.length > ids.length ? await applicationsOn(tx, allIds) : direct;
  const books = await booksOf(tx, allIds);
  for (const id of ids) {
    const b = books.get(id);
    if (b && b.stored !== moneyText(b.issued))
      await tx
        .update(contractTable)
        .set({ invoice_amount: moneyText(b.issued) })
        .where(eq(contract.id, id));
  }
  const cov = coverage(apps, new Map([...books.values()].map((b) => [b.id, b.collected])));
  const touched = new Set(direct.map((a) => a.id));
  const stored = touched.size
    ? await tx
        .select({
          id: inv.id,
          amount: inv.amount,
          invoice_amount: inv.invoice_amount,
          invoicable_amount: inv.invoicable_amount,
          received_amount: inv.received_amount,
          stay_amount: inv.stay_amount,
          receive_status: inv.receive_status,
        })
        .from(invoiceTable)
        .where(inArray(inv.id, [...touched]))
    : [];
  const before = new Map(stored.map((r) => [r.id, r]));
  for (const a of apps.filter((x) => touched.has(x.id))) {
    const next = figuresOf(a, cov);
    const had = before.get(a.id);
    if (FIGURE_KEYS.some((k) => String(had?.[k] ?? '') !== String(next[k])))
      await tx
        .update(invoiceTable)
        .set({ ...next, update_time: now })
        .where(eq(inv.id, a.id));
  }
}

/**
 * After money left a contract (an approved refund, `before` being what was collected until then) or will not come
 * (a bad debt, `before` undefined): its live applications whose amount on it was covered by collected money and is
 * no longer — or, for a bad debt, is not covered — are voided with the given transfer state. Returns their ids.
 */
async function voidUncovered(
  tx: Db,
  contractId: number,
  transfer: number,
  now: Date,
  before?: Decimal,
): Promise<number[]> {
  await lockContracts(tx, [contractId]);
  const apps = await applicationsOn(tx, [contractId]);
  const [c] = await tx.select({ back: contract.back_amount }).from(contractTable).where(eq(contract.id, contractId));
  if (!c) return [];
  const after = new Decimal(c.back ?? '0');
  const covAfter = coverage(apps, new Map([[contractId, after]]));
  const covBefore = before ? coverage(apps, new Map([[contractId, before]])) : undefined;
  const hit = apps
    .filter(
      (a) => isLive(a) && !coveredOn(covAfter, a, contractId) && (!covBefore || coveredOn(covBefore, a, contractId)),
    )
    .map((a) => a.id);
  if (hit.length > 0)
    await tx.update(invoiceTable).set({ transfer_type: transfer, update_time: now }).where(inArray(inv.id, hit));
  await settleInvoices(tx, [contractId], now);
  return hit;
}

/**
 * A refund of `refunded` on the contract was approved: its live applications that the collected money covered and no
 * longer does go to 3 已作废(合同退款) (docs/decisions/0011-invoice-states.md).
 */
export const markRefundTransfer = (tx: Db, contractId: number, refunded: Decimal.Value, now: Date) =>
  lockContracts(tx, [contractId]).then(async () => {
    const [c] = await tx.select({ back: contract.back_amount }).from(contractTable).where(eq(contract.id, contractId));
    const before = new Decimal(c?.back ?? '0').plus(refunded);
    return voidUncovered(tx, contractId, TRANSFER_REFUND, now, before);
  });

/**
 * The contract's debt was written off (坏账): its live applications that collected money does not cover go to
 * 4 已作废(坏账) and hold only what was issued on them. For the bad-debt module to call in its approval's transaction.
 */
export const markBadDebtTransfer = (tx: Db, contractId: number, now: Date) =>
  voidUncovered(tx, contractId, TRANSFER_BAD_DEBT, now);
