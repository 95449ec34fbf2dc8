import { Decimal, moneyText } from '@suwork/domain';
import {
  contractEntity,
  DELIVERY_ONLINE,
  DELIVERY_POST,
  INVOICE_KIND_RECEIPT,
  INVOICE_KIND_SPECIAL,
  INVOICE_MSG,
  invoiceEntity,
  isUnifiedCreditCode,
} from '@suwork/domain/entities';
import { and, inArray } from 'drizzle-orm';
import { entity } from '../../core/engine/entity-handle.ts';
import { EntityService } from '../../core/engine/entity-service.ts';
import { invalid } from '../../core/envelope.ts';
import { nextNumber } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { assertApproved, contract, contractTable, lockContracts } from '../contract/index.ts';
import type { InvoiceRow } from './invoice.tables.ts';
import { booksOf, FIGURE_KEYS, figuresOf, type Line } from './ledger.ts';

/** An application's values as saved (a new one's, or a stored one with its changes). */
type Values = Partial<InvoiceRow>;
/** A line as the member gives it: the engine checked it against the field's columns (contract_id an integer). */
type GivenLine = Pick<Line, 'contract_id'> & { amount?: unknown };
/** What the server keeps on a saved application, in the order it compares them. */
const DERIVED = ['contractList', 'contract_ids', ...FIGURE_KEYS] as const;
type Derived = Pick<InvoiceRow, (typeof DERIVED)[number]>;

/** 开票申请 numbers: KP-20261124-0001. */
export const INVOICE_NUMBERING = { key: 'invoice', prefix: 'KP' } as const;

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** The buyer's tax details and the delivery the invoice type and delivery ask for. */
export function checkBuyer(v: Values): void {
  // required: the engine refused the application without it
  const type = v.invoice_type!;
  const tax = blank(v.tax_number) ? '' : String(v.tax_number).trim().toUpperCase();
  if (type !== INVOICE_KIND_RECEIPT) {
    if (blank(v.company)) throw invalid(INVOICE_MSG.companyRequired, 'company');
    if (!tax) throw invalid(INVOICE_MSG.taxNumberRequired, 'tax_number');
  }
  if (tax && !isUnifiedCreditCode(tax)) throw invalid(INVOICE_MSG.taxNumber, 'tax_number');
  if (INVOICE_KIND_SPECIAL.includes(type)) {
    if (blank(v.address_phone)) throw invalid(INVOICE_MSG.specialNeedsAddress, 'address_phone');
    if (blank(v.bank_account)) throw invalid(INVOICE_MSG.specialNeedsBank, 'bank_account');
  }
  if (v.delivery === DELIVERY_POST) {
    const missing = (['receiver', 'receiver_phone', 'receiver_address'] as const).find((k) => blank(v[k]));
    if (missing) throw invalid(INVOICE_MSG.postNeedsAddress, missing);
  }
  if (v.delivery === DELIVERY_ONLINE && blank(v.receiver_email))
    throw invalid(INVOICE_MSG.onlineNeedsEmail, 'receiver_email');
}

/** The contracts of the lines the member may see (their ids). */
async function visibleContracts(app: App, tx: Db, user: SessionUser, ids: readonly number[]): Promise<Set<number>> {
  const service = new EntityService(contractEntity, tx, app.config.tzOffsetMinutes, 'owned', app);
  const found = await tx
    .select({ id: contract.id })
    .from(contractTable)
    .where(and(inArray(contract.id, [...ids]), await service.listScope(user)));
  return new Set(found.map((r) => r.id));
}

/**
 * The application's contract lines as they are stored: each an approved contract of the application's customer that
 * the member sees (when given), once, for more than 0 and at most what the contract may still have applied for (the other
 * applications' holds left out); its name and customer copied, nothing issued yet. Locks the contracts.
 */
export async function checkLines(
  app: App,
  tx: Db,
  user: SessionUser | undefined,
  v: Values,
  selfId?: number,
): Promise<Line[]> {
  const given = (Array.isArray(v.contractList) ? v.contractList : []) as GivenLine[];
  if (given.length === 0) throw invalid(INVOICE_MSG.contractsRequired, 'contractList');
  const ids = given.map((l) => l.contract_id);
  if (new Set(ids).size !== ids.length) throw invalid(INVOICE_MSG.contractTwice, 'contractList');
  for (const [i, l] of given.entries())
    if (!new Decimal(String(l.amount ?? '0')).gt(0))
      throw invalid(`开票合同第${i + 1}行：申请开票金额应大于0`, 'contractList');
  await lockContracts(tx, ids);
  const seen = user ? await visibleContracts(app, tx, user, ids) : new Set(ids);
  const books = await booksOf(tx, ids, selfId);
  return given.map((l, i) => {
    const b = books.get(l.contract_id);
    if (!b || !seen.has(b.id)) throw invalid(`开票合同第${i + 1}行：合同不存在或无权查看`, 'contractList');
    assertApproved(b, '申请开票');
    if (b.enterprise_id !== v.enterprise_id) throw invalid(INVOICE_MSG.oneCustomer, 'contractList');
    if (b.room.lt(String(l.amount)))
      throw invalid(
        `合同「${b.title}」可开票金额不足，最多还可申请 ${moneyText(Decimal.max(b.room, 0))} 元`,
        'contractList',
      );
    return {
      contract_id: b.id,
      title: b.title,
      company_name: b.company_name,
      amount: moneyText(String(l.amount)),
      invoice_amount: '0.00',
    };
  });
}

/** What the server keeps on a saved application (not yet approved): its lines' contracts and its figures. */
function derived(lines: Line[], v: Values): Derived {
  const figures = figuresOf({ id: 0, status: 0, transfer_type: 1, is_receive: v.is_receive ?? 1, lines }, new Map());
  return {
    contractList: lines,
    contract_ids: [...new Set(lines.map((l) => l.contract_id))].sort((a, b) => a - b),
    ...figures,
  };
}

/** 开票申请: lines on one customer's approved contracts within what each may still invoice; tax details by invoice type. */
export function registerInvoiceHooks(app: App) {
  entity(app, invoiceEntity).hooks({
    async beforeCreate({ tx, user }, v) {
      checkBuyer(v);
      if (typeof v.tax_number === 'string') v.tax_number = v.tax_number.trim().toUpperCase();
      Object.assign(v, derived(await checkLines(app, tx, user, v), v));
      v.invoice_code = await nextNumber(tx, INVOICE_NUMBERING, app.config.now(), app.config.tzOffsetMinutes);
    },
    // (the approval kit refused it first unless it is 待提交, 驳回 or 已撤回: nothing was issued on it)
    async beforeUpdate({ tx, user }, before, changes) {
      const after = { ...before, ...changes };
      checkBuyer(after);
      if (typeof changes.tax_number === 'string') changes.tax_number = changes.tax_number.trim().toUpperCase();
      if ('contractList' in changes || 'enterprise_id' in changes || 'is_receive' in changes) {
        const lines = await checkLines(app, tx, user, after, before.id);
        const next = derived(lines, after);
        const keep = <K extends keyof Derived>(k: K) => {
          if (JSON.stringify(next[k]) !== JSON.stringify(before[k] ?? null)) changes[k] = next[k];
          else delete changes[k];
        };
        for (const k of DERIVED) keep(k);
      }
    },
  });
}
