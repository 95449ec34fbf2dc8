import { Decimal, ERR, moneyText } from '@suwork/domain';
import {
  contractEntity,
  DOC_APPROVED,
  INVOICE_ALL,
  INVOICE_APPROVED,
  INVOICE_DONE,
  INVOICE_FILE_EXTS,
  INVOICE_ISSUABLE,
  INVOICE_KIND_ELECTRONIC,
  INVOICE_KIND_RECEIPT,
  INVOICE_PARTLY,
  INVOICE_STATUS,
  INVOICE_TRANSFER,
  INVOICE_VOID,
  invoiceEntity,
  RECORD_VALID,
  RECORD_VOID,
  TRANSFER_DONE,
  TRANSFER_PENDING,
  type FinanceInvoiceRow,
  type InvoicableContract,
  type InvoiceRecordView,
} from '@suwork/domain/entities';
import { INVOICE_QUEUE, type invoiceRoutes, type ParsedOf } from '@suwork/domain/routes';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { filesOf } from '../../core/engine/attachments.ts';
import type { EntityService, ListRowOf } from '../../core/engine/entity-service.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { assertAttachable } from '../../core/files/file-access.ts';
import { memberNames, type Counted } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { contract, contractTable, lockApprovedContracts, lockContracts } from '../contract/index.ts';
import { inv, invoiceRecords, invoiceTable, type InvoiceRow, type RecordShare } from './invoice.tables.ts';
import { booksOf, isLive, linesOf, settleInvoices, stateOf, type Line } from './ledger.ts';

type InvoiceService = EntityService<typeof invoiceEntity>;
type ContractService = EntityService<typeof contractEntity>;

/** The open node: finance's 开票 (财务开票, 开具发票, 作废发票, 移交). */
export const OPEN_NODE = 'financial_invoice_open';

export type OpenInput = ParsedOf<typeof invoiceRoutes.open>;

/** Contracts the form offers at most (a customer's approved contracts). */
const CONTRACTS_OFFERED = 100;

/** An application the member sees, its contracts locked (in id order) and then its own row: as it is now. */
async function lockedApplication(tx: Db, invoices: InvoiceService, user: SessionUser, id: number): Promise<InvoiceRow> {
  const visible = await invoices.within(tx).info(user, id);
  await lockContracts(
    tx,
    linesOf(visible).map((l) => l.contract_id),
  );
  const [row] = await tx.select().from(invoiceTable).where(eq(inv.id, id)).for('update');
  if (!row) throw fail(ERR.notFound, '开票申请不存在');
  return row;
}

const statusName = (s: unknown) => INVOICE_STATUS[s as keyof typeof INVOICE_STATUS] ?? '';

/** Why finance may not issue on an application now, or undefined. */
function notIssuable(row: InvoiceRow): string | undefined {
  if (row.transfer_type !== TRANSFER_PENDING && row.transfer_type !== TRANSFER_DONE)
    return `该申请${INVOICE_TRANSFER[row.transfer_type as 3 | 4]}，不能开票`;
  if (row.status === INVOICE_ALL || row.status === INVOICE_DONE) return '该申请已全部开票';
  if (row.status === INVOICE_VOID) return '该申请已作废，不能开票';
  if (!INVOICE_ISSUABLE.includes(stateOf(row).status)) return `该申请${statusName(row.status)}，不能开票`;
  return undefined;
}

/** The invoice number as its type asks: 8 (税控) or 20 (数电) digits; a receipt's number is free. */
function checkNumber(type: number, number: string) {
  if (type !== INVOICE_KIND_RECEIPT && !/^(\d{8}|\d{20})$/.test(number)) throw invalid('发票号码应为8位或20位数字');
}

/** The scan or e-invoice file: at least one, each an image, PDF or OFD; an e-invoice needs its PDF or OFD. */
async function checkFiles(app: App, tx: Db, user: SessionUser, type: number, ids: readonly number[]) {
  if (ids.length === 0) throw invalid('请上传发票扫描件或电子发票文件');
  await assertAttachable(app, tx, user, ids, { label: '发票文件' });
  const found = await tx
    .select({ ext: files.ext })
    .from(files)
    .where(inArray(files.id, [...ids]));
  const exts = found.map((f) => String(f.ext).toLowerCase().replace(/^\./, ''));
  if (exts.some((e) => !INVOICE_FILE_EXTS.includes(e))) throw invalid('发票文件仅支持 jpg、png、pdf、ofd 格式');
  if (INVOICE_KIND_ELECTRONIC.includes(type) && !exts.some((e) => e === 'pdf' || e === 'ofd'))
    throw invalid('电子发票请上传 PDF 或 OFD 文件');
}

/** An amount spread over the lines in their order, each up to what is left to issue on it. */
function spread(lines: readonly Line[], amount: Decimal): RecordShare[] {
  let left = amount;
  const out: RecordShare[] = [];
  for (const l of lines) {
    if (left.lte(0)) break;
    const open = new Decimal(l.amount).minus(l.invoice_amount ?? '0');
    const take = Decimal.min(open, left);
    if (take.lte(0)) continue;
    out.push({ contract_id: l.contract_id, amount: moneyText(take) });
    left = left.minus(take);
  }
  return out;
}

/** The lines with `shares` added to (or, with sign -1, taken from) what was issued on them. */
function withIssued(lines: readonly Line[], shares: readonly RecordShare[], sign: 1 | -1): Line[] {
  const by = new Map(shares.map((s) => [s.contract_id, new Decimal(s.amount)]));
  return lines.map((l) => ({
    ...l,
    invoice_amount: moneyText(
      new Decimal(l.invoice_amount ?? '0').plus((by.get(l.contract_id) ?? new Decimal(0)).times(sign)),
    ),
  }));
}

const issuedOf = (lines: readonly Line[]) => lines.reduce((s, l) => s.plus(l.invoice_amount ?? '0'), new Decimal(0));
const appliedOf = (lines: readonly Line[]) => lines.reduce((s, l) => s.plus(l.amount), new Decimal(0));

/**
 * 开具发票: finance records an invoice issued on an approved application, at most what is left to issue on it; its
 * amount goes onto the contracts in the application's order. The application becomes 部分开票 or 已全部开票.
 */
export async function openInvoice(
  app: App,
  invoices: InvoiceService,
  user: SessionUser,
  input: OpenInput,
): Promise<{ id: number; status: number }> {
  return app.database.db.transaction(async (tx) => {
    const row = await lockedApplication(tx, invoices, user, input.invoice_id);
    const refused = notIssuable(row);
    if (refused) throw invalid(refused);
    await lockApprovedContracts(
      tx,
      linesOf(row).map((l) => l.contract_id),
      '开具发票',
    );
    const lines = linesOf(row);
    const left = appliedOf(lines).minus(issuedOf(lines));
    const amount = new Decimal(input.invoice_amount);
    if (!amount.gt(0)) throw invalid('开票金额应大于0');
    if (amount.gt(left)) throw invalid(`开票金额不能超过该申请待开票金额 ${moneyText(Decimal.max(left, 0))} 元`);
    // required: the engine refused the application without it
    const type = row.invoice_type!;
    const number = input.invoice_number.trim();
    checkNumber(type, number);
    await checkFiles(app, tx, user, type, input.attachments);
    const [taken] = await tx
      .select({ id: invoiceRecords.id })
      .from(invoiceRecords)
      .where(and(eq(invoiceRecords.invoice_number, number), eq(invoiceRecords.status, RECORD_VALID)))
      .limit(1);
    if (taken) throw invalid(`发票号码 ${number} 已登记`);
    const shares = spread(lines, amount);
    const next = withIssued(lines, shares, 1);
    // issued ≤ applied on every line, and the lines' contracts never invoice beyond their amounts
    const books = await booksOf(
      tx,
      next.map((l) => l.contract_id),
    );
    for (const l of next) {
      const b = books.get(l.contract_id);
      const issuedElsewhere = (b?.issued ?? new Decimal(0)).minus(
        lines.find((x) => x.contract_id === l.contract_id)?.invoice_amount ?? '0',
      );
      if (!b || issuedElsewhere.plus(l.invoice_amount).gt(b.amount))
        throw invalid(`合同「${l.title}」已开票金额不能超过合同金额`);
    }
    const status = issuedOf(next).gte(appliedOf(next)) ? INVOICE_ALL : INVOICE_PARTLY;
    const now = app.config.now();
    const [created] = await tx
      .insert(invoiceRecords)
      .values({
        invoice_id: row.id,
        invoice_number: number,
        invoice_amount: moneyText(amount),
        invoice_date: input.invoice_date,
        shares,
        remark: input.remark ?? '',
        attachments: [...new Set(input.attachments)],
        create_user_id: user.user_id,
        create_time: now,
        update_time: now,
      })
      .returning({ id: invoiceRecords.id });
    await tx.update(invoiceTable).set({ contractList: next, status, update_time: now }).where(eq(inv.id, row.id));
    await settleInvoices(
      tx,
      next.map((l) => l.contract_id),
      now,
    );
    await writeLog(tx, {
      entity: invoiceEntity.key,
      record_id: row.id,
      action: 'status',
      user_id: user.user_id,
      content: `开具发票 ${number}，金额 ${moneyText(amount)} 元，申请状态改为${statusName(status)}`,
    });
    return { id: created.id, status };
  });
}

/** 作废 an issued invoice (红冲): it no longer counts; not once the invoices were handed over. */
export async function voidRecord(
  app: App,
  invoices: InvoiceService,
  user: SessionUser,
  recordId: number,
): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const [rec] = await tx.select().from(invoiceRecords).where(eq(invoiceRecords.id, recordId));
    if (!rec) throw fail(ERR.notFound, '开票记录不存在');
    const row = await lockedApplication(tx, invoices, user, rec.invoice_id);
    const [now] = await tx.select().from(invoiceRecords).where(eq(invoiceRecords.id, recordId)).for('update');
    if (now.status === RECORD_VOID) throw invalid('该发票已作废');
    if (row.status === INVOICE_DONE || row.transfer_type === TRANSFER_DONE) throw invalid('发票已移交，不能作废');
    const lines = withIssued(linesOf(row), now.shares, -1);
    const issued = issuedOf(lines);
    // a live application goes back to 待开票 or 部分开票; a voided one keeps its status
    const state = stateOf(row);
    const status = isLive(state) ? (issued.gt(0) ? INVOICE_PARTLY : INVOICE_APPROVED) : state.status;
    const at = app.config.now();
    await tx
      .update(invoiceRecords)
      .set({ status: RECORD_VOID, void_user_id: user.user_id, update_time: at })
      .where(eq(invoiceRecords.id, recordId));
    await tx.update(invoiceTable).set({ contractList: lines, status, update_time: at }).where(eq(inv.id, row.id));
    await settleInvoices(
      tx,
      lines.map((l) => l.contract_id),
      at,
    );
    await writeLog(tx, {
      entity: invoiceEntity.key,
      record_id: row.id,
      action: 'abolish',
      user_id: user.user_id,
      content: `作废了发票 ${now.invoice_number}（${moneyText(now.invoice_amount)} 元）`,
    });
  });
}

/** 移交: the invoices of a fully invoiced application were handed over; it is 已完成（移交结束）. */
export async function transferInvoice(
  app: App,
  invoices: InvoiceService,
  user: SessionUser,
  id: number,
): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const row = await lockedApplication(tx, invoices, user, id);
    if (row.transfer_type === TRANSFER_DONE) throw invalid('该申请已移交');
    if (row.transfer_type !== TRANSFER_PENDING)
      throw invalid(`该申请${INVOICE_TRANSFER[row.transfer_type as 3 | 4]}，不能移交`);
    if (row.status !== INVOICE_ALL) throw invalid('全部开票后才能移交');
    await lockApprovedContracts(
      tx,
      linesOf(row).map((l) => l.contract_id),
      '移交发票',
    );
    await tx
      .update(invoiceTable)
      .set({ transfer_type: TRANSFER_DONE, status: INVOICE_DONE, update_time: app.config.now() })
      .where(eq(inv.id, id));
    await writeLog(tx, {
      entity: invoiceEntity.key,
      record_id: id,
      action: 'transfer',
      user_id: user.user_id,
      content: '发票已移交，开票申请已完成',
    });
  });
}

/**
 * 作废 an approved application (待开票 or 部分开票), by its applicant or finance: what was not issued is released
 * on its contracts; issued invoices stay.
 */
export async function cancelInvoice(app: App, invoices: InvoiceService, user: SessionUser, id: number): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const row = await lockedApplication(tx, invoices, user, id);
    if (row.owner_user_id !== user.user_id && !user.nodes.has(OPEN_NODE))
      throw fail(ERR.noPermission, '只有申请人或财务可以作废开票申请');
    if (row.status === INVOICE_VOID) throw invalid('该申请已作废');
    if (!INVOICE_ISSUABLE.includes(stateOf(row).status)) throw invalid(`该申请${statusName(row.status)}，不能作废`);
    const at = app.config.now();
    await tx.update(invoiceTable).set({ status: INVOICE_VOID, update_time: at }).where(eq(inv.id, id));
    await settleInvoices(
      tx,
      linesOf(row).map((l) => l.contract_id),
      at,
    );
    await writeLog(tx, {
      entity: invoiceEntity.key,
      record_id: id,
      action: 'abolish',
      user_id: user.user_id,
      content: '作废了开票申请',
    });
  });
}

/**
 * The invoices issued on an application the member sees, oldest first; each one's 收款状态 says how much of it the
 * application's collected money covers, in the order they were issued.
 */
export async function recordsOf(
  app: App,
  invoices: InvoiceService,
  user: SessionUser,
  id: number,
): Promise<InvoiceRecordView[]> {
  const db = app.database.db;
  const row = await invoices.info(user, id);
  const recs = await db
    .select()
    .from(invoiceRecords)
    .where(eq(invoiceRecords.invoice_id, id))
    .orderBy(asc(invoiceRecords.id));
  const names = await memberNames(
    db,
    recs.map((r) => r.create_user_id),
  );
  const fileList = await filesOf(
    db,
    recs.flatMap((r) => r.attachments),
  );
  const fileById = new Map(fileList.map((f) => [f.id, f]));
  const titles = new Map(linesOf(row).map((l) => [l.contract_id, l.title]));
  let received = new Decimal(row.received_amount ?? '0');
  const collects = row.receive_status !== 0;
  return recs.map((r) => {
    const amount = new Decimal(r.invoice_amount);
    let receive = 0;
    if (collects && r.status === RECORD_VALID) {
      const take = Decimal.min(received, amount);
      received = received.minus(take);
      receive = take.lte(0) ? 1 : take.lt(amount) ? 2 : 3;
    }
    return {
      id: r.id,
      record_id: r.id,
      invoice_id: r.invoice_id,
      invoice_number: r.invoice_number,
      invoice_amount: moneyText(r.invoice_amount),
      invoice_date: r.invoice_date,
      receive_status: receive,
      status: r.status,
      remark: r.remark,
      user_name: names.get(r.create_user_id) ?? null,
      create_time: formatDateTime(r.create_time, app.config.tzOffsetMinutes),
      contracts: r.shares.map((s) => ({
        contract_id: s.contract_id,
        title: titles.get(s.contract_id) ?? '',
        amount: moneyText(s.amount),
      })),
      attachments: r.attachments.flatMap((fid) => fileById.get(fid) ?? []),
    };
  });
}

/**
 * The contracts of a customer an application may be made on, with what each may still have applied for: the approved
 * ones the member sees and, for an application being edited (`invoice_id`, its own share left out), its own contracts
 * even when they are no longer listed.
 */
export async function invoicableContracts(
  app: App,
  invoices: InvoiceService,
  contracts: ContractService,
  user: SessionUser,
  { enterprise_id, invoice_id }: ParsedOf<typeof invoiceRoutes.invoicable>,
): Promise<InvoicableContract[]> {
  const db = app.database.db;
  const own = invoice_id ? linesOf(await invoices.info(user, invoice_id)).map((l) => l.contract_id) : [];
  const visible = await db
    .select({ id: contract.id })
    .from(contractTable)
    .where(
      and(
        eq(contract.enterprise_id, enterprise_id),
        eq(contract.status, DOC_APPROVED),
        await contracts.listScope(user),
      ),
    )
    .orderBy(asc(contract.id))
    .limit(CONTRACTS_OFFERED);
  const books = await booksOf(db, [...new Set([...visible.map((r) => r.id), ...own])], invoice_id);
  return [...books.values()]
    .filter((b) => b.enterprise_id === enterprise_id)
    .map((b) => ({
      contract_id: b.id,
      title: b.title,
      contract_no: b.contract_no,
      company_name: b.company_name,
      enterprise_id: b.enterprise_id,
      amount: moneyText(b.amount),
      invoice_amount: moneyText(b.issued),
      held_amount: moneyText(b.held),
      invoicable_amount: moneyText(b.room.lt(0) ? 0 : b.room),
    }));
}

/** 财务开票: one page of the approved applications the member sees, in the queue's statuses (all four unless asked). */
export async function financeQueue(
  invoices: InvoiceService,
  user: SessionUser,
  q: ParsedOf<typeof invoiceRoutes.financeList>,
): Promise<{ rows: FinanceInvoiceRow[]; counted: Counted }> {
  const { rows, counted } = await invoices.list(user, {
    page: q.page,
    limit: q.limit,
    keyword: q.keyword,
    status: q.status ?? [...INVOICE_QUEUE],
    transfer_type: [1, 2],
  });
  return { rows: rows.map(queueRow), counted: counted! };
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const money = (v: unknown) => moneyText(text(v) || '0');

// the numbers below are listed columns, each required or written by the server from its default: never null
const queueRow = (r: ListRowOf<typeof invoiceEntity>): FinanceInvoiceRow => ({
  id: r.id,
  invoice_id: r.id,
  invoice_code: text(r.invoice_code),
  contractList: linesOf(r).map((l) => ({
    contract_id: l.contract_id,
    title: l.title,
    company_name: l.company_name,
    amount: money(l.amount),
    invoice_amount: money(l.invoice_amount),
  })),
  company: text(r.company),
  invoice_type: r.invoice_type!,
  amount: money(r.amount),
  invoice_amount: money(r.invoice_amount),
  invoicable_amount: money(r.invoicable_amount),
  received_amount: money(r.received_amount),
  stay_amount: money(r.stay_amount),
  is_receive: r.is_receive!,
  transfer_type: r.transfer_type!,
  status: r.status!,
  receive_status: r.receive_status!,
  remark: text(r.remark),
  userInfo: { user_id: r.owner_user_id ?? 0, user_name: text(r.owner_user_name) },
  create_time: r.create_time ?? null,
});
