import { moneyText } from '@suwork/domain';
import { contractEntity, DOC_APPROVED, f, invoiceAnswers, invoiceEntity, type FinanceInvoiceRow, type InvoicableContract } from '@suwork/domain/entities';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { entity } from '../../core/engine/entity-handle.ts';
import { fieldSchema } from '../../core/engine/input-schema.ts';
import { ok } from '../../core/envelope.ts';
import { idCsv, idField, idParam, okList, pageShape } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import { MONEY_MAX } from '@suwork/domain';
import { contract, contractTable } from '../contract/index.ts';
import { cancelInvoice, openInvoice, OPEN_NODE, recordsOf, transferInvoice, voidRecord } from './invoice.service.ts';
import { booksOf, linesOf } from './ledger.ts';

type Row = Record<string, unknown>;

/** Statuses of finance's queue: 待开票, 部分开票, 已全部开票, 已完成. */
const QUEUE: readonly number[] = [2, 3, 4, 5];
/** Contracts the form offers at most (a customer's approved contracts). */
const CONTRACTS_OFFERED = 100;

/**
 * 开票申请's own actions beside the engine's: the contracts a form may apply on, finance's queue (财务开票), 开具发票,
 * the issued invoices of an application and their 作废, 移交, 作废 of an application.
 */
export function invoiceRoutes(app: App) {
  const db = app.database.db;
  const invoices = entity(app, invoiceEntity).service;
  const contracts = entity(app, contractEntity).service;
  const tz = app.config.tzOffsetMinutes;
  const amount = fieldSchema(f.money('invoice_amount', '开票金额', { min: 0, max: MONEY_MAX }), tz).pipe(z.string({ error: '请输入开票金额' }));
  const day = fieldSchema(f.date('invoice_date', '开票日期'), tz).pipe(z.string({ error: '请选择开票日期' }));

  app.get(
    '/api/FinanceInvoice/invoicable',
    {
      config: { auth: { node: invoiceEntity.node } },
      schema: { querystring: z.strictObject({ enterprise_id: idParam('请选择客户'), invoice_id: idParam('开票申请应为编号').optional() }), response: { 200: invoiceAnswers.invoicable } },
    },
    async (req) => {
      const user = currentUser(req);
      const { enterprise_id, invoice_id } = req.query;
      // an application being edited: its own contracts are offered even when they are no longer listed
      const own = invoice_id ? linesOf(await invoices.info(user, invoice_id)).map((l) => l.contract_id) : [];
      const visible = (await db
        .select({ id: contract.id })
        .from(contractTable)
        .where(and(eq(contract.enterprise_id, enterprise_id), eq(contract.status, DOC_APPROVED), await contracts.listScope(user)))
        .orderBy(asc(contract.id))
        .limit(CONTRACTS_OFFERED)) as { id: number }[];
      const books = await booksOf(db, [...new Set([...visible.map((r) => r.id), ...own])], invoice_id);
      const data: InvoicableContract[] = [...books.values()]
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
      return ok(data);
    },
  );

  app.get(
    '/api/FinanceInvoice/financeList',
    {
      config: { auth: { node: OPEN_NODE } },
      schema: {
        querystring: z.strictObject({
          ...pageShape(),
          status: idCsv('开票状态应为 2、3、4 或 5，多个用逗号分隔', 4)
            .refine((s) => s.every((x) => QUEUE.includes(x)), '开票状态应为 2、3、4 或 5，多个用逗号分隔')
            .optional(),
          keyword: z.string().trim().max(100, '关键词不能超过100个字符').optional(),
        }),
        response: { 200: invoiceAnswers.financeList },
      },
    },
    async (req) => {
      const { page, limit, status, keyword } = req.query;
      const { rows, counted } = await invoices.list(currentUser(req), { page, limit, keyword, status: status ?? [...QUEUE], transfer_type: [1, 2] });
      return okList(rows.map(queueRow), counted!);
    },
  );

  app.post(
    '/api/FinanceInvoice/openInvoice',
    {
      config: { auth: { node: OPEN_NODE } },
      schema: {
        body: z.strictObject({
          invoice_id: idField('请选择开票申请'),
          invoice_number: z
            .string({ error: '请输入发票号码' })
            .trim()
            .min(1, '请输入发票号码')
            .max(20, '发票号码不能超过20个字符')
            .regex(/^[A-Za-z0-9-]+$/, '发票号码只能包含字母、数字和横线'),
          invoice_amount: amount,
          invoice_date: day,
          remark: z.string({ error: '备注应为文本' }).trim().max(500, '备注不能超过500个字符').optional(),
          attachments: z.array(idField('发票文件应为编号'), { error: '请上传发票扫描件或电子发票文件' }).max(10, '发票文件最多10个'),
        }),
        response: { 200: invoiceAnswers.open },
      },
    },
    async (req) => ok(await openInvoice(app, invoices, currentUser(req), req.body)),
  );

  app.get(
    '/api/FinanceInvoiceRecord/getList',
    { config: { auth: { node: invoiceEntity.node } }, schema: { querystring: z.strictObject({ invoice_id: idParam('请选择开票申请') }), response: { 200: invoiceAnswers.records } } },
    async (req) => ok(await recordsOf(app, invoices, currentUser(req), req.query.invoice_id)),
  );

  app.post(
    '/api/FinanceInvoiceRecord/cancel',
    { config: { auth: { node: OPEN_NODE } }, schema: { body: z.strictObject({ record_id: idField('请选择开票记录') }), response: { 200: invoiceAnswers.voidRecord } } },
    async (req) => {
      await voidRecord(app, invoices, currentUser(req), req.body.record_id);
      return ok(null);
    },
  );

  app.post(
    '/api/FinanceInvoice/transfer',
    { config: { auth: { node: OPEN_NODE } }, schema: { body: z.strictObject({ invoice_id: idField('请选择开票申请') }), response: { 200: invoiceAnswers.transfer } } },
    async (req) => {
      await transferInvoice(app, invoices, currentUser(req), req.body.invoice_id);
      return ok(null);
    },
  );

  app.post(
    '/api/FinanceInvoice/cancel',
    { config: { auth: { node: invoiceEntity.node } }, schema: { body: z.strictObject({ invoice_id: idField('请选择开票申请') }), response: { 200: invoiceAnswers.cancel } } },
    async (req) => {
      await cancelInvoice(app, invoices, currentUser(req), req.body.invoice_id);
      return ok(null);
    },
  );
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const money = (v: unknown) => moneyText(text(v) || '0');

const queueRow = (r: Row): FinanceInvoiceRow => ({
  id: r.id as number,
  invoice_id: r.id as number,
  invoice_code: text(r.invoice_code),
  contractList: linesOf(r).map((l) => ({ contract_id: l.contract_id, title: l.title, company_name: l.company_name, amount: money(l.amount), invoice_amount: money(l.invoice_amount) })),
  company: text(r.company),
  invoice_type: r.invoice_type as number,
  amount: money(r.amount),
  invoice_amount: money(r.invoice_amount),
  invoicable_amount: money(r.invoicable_amount),
  received_amount: money(r.received_amount),
  stay_amount: money(r.stay_amount),
  is_receive: r.is_receive as number,
  transfer_type: r.transfer_type as number,
  status: r.status as number,
  receive_status: r.receive_status as number,
  remark: text(r.remark),
  userInfo: { user_id: (r.owner_user_id as number) ?? 0, user_name: text(r.owner_user_name) },
  create_time: (r.create_time as string | null) ?? null,
});
