import { ERR } from '@suwork/domain';
import { contractEntity, DEBT_MSG, debtAnswers, RECOVERY_FIELDS } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { entity, serviceOf } from '../../core/engine/entity-handle.ts';
import { fieldSchema } from '../../core/engine/input-schema.ts';
import { andAll } from '../../core/engine/list-query.ts';
import { fail, ok } from '../../core/envelope.ts';
import { idField, idParam, okPage, pageShape } from '../../core/kit/index.ts';
import { companyToday } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { contract, contractTable } from '../contract/index.ts';
import { ageing, ageingPlans } from './ageing.service.ts';
import { DEBT_BOOKS, debtRoom, type DebtBook } from './debt-books.ts';
import { debtSettingsBody, readDebtSettings, saveDebtSettings } from './debt-settings.ts';
import { RecoveryService } from './recovery.service.ts';

const KEYWORD_MAX = 100;
const keyword = z.string({ error: '关键词应为文本' }).trim().max(KEYWORD_MAX, `关键词不能超过${KEYWORD_MAX}个字符`).optional();

/**
 * The recovery's fields: each field's own rule, then what it gives. A required one says its own message when it is
 * missing or emptied; the others give their text or list, or null when emptied.
 */
function recoveryFields(tz: number) {
  const rule = (key: keyof typeof RECOVERY_FIELDS) => fieldSchema(RECOVERY_FIELDS[key], tz);
  const { amount, recover_date, pay_method } = RECOVERY_FIELDS;
  return {
    amount: rule('amount').pipe(z.string({ error: amount.required })),
    recover_date: rule('recover_date').pipe(z.string({ error: recover_date.required })),
    pay_method: rule('pay_method').pipe(z.number({ error: pay_method.required })),
    remark: rule('remark').pipe(z.string().nullable()).optional(),
    attachments: rule('attachments').pipe(z.array(z.number()).nullable()).optional(),
  };
}

/** The recovery routes of one kind of write-off, under its controller (/api/ContractBroken/addRecovery …). */
function recoveryRoutes(app: App, book: DebtBook) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const base = `/api/${book.def.controller}`;
  const page = { node: book.def.node };
  const recover = { node: book.recoverNode };
  const contracts = entity(app, contractEntity).service;
  const recoveries = new RecoveryService(app, book, serviceOf(app, book.def));
  const today = () => companyToday(app.config.now(), tz);
  const field = recoveryFields(tz);
  const debtId = idField(`请选择${book.noun}`);
  const addBody = z.strictObject({
    debt_id: debtId,
    amount: field.amount,
    recover_date: field.recover_date,
    pay_method: field.pay_method,
    remark: field.remark,
    attachments: field.attachments,
  });
  const editBody = z.strictObject({
    id: idField(DEBT_MSG.recoveryMissing),
    amount: field.amount.optional(),
    recover_date: field.recover_date.optional(),
    pay_method: field.pay_method.optional(),
    remark: field.remark,
    attachments: field.attachments,
  });
  const clean = <T extends { remark?: string | null; attachments?: number[] | null }>(v: T) => ({ ...v, remark: v.remark ?? undefined, attachments: v.attachments ?? undefined });

  // what may still be written off on a contract: the add page starts from it, the ageing's 一键核销 too
  app.get(`${base}/room`, { config: { auth: page }, schema: { querystring: z.strictObject({ contract_id: idParam('请选择合同') }), response: { 200: debtAnswers.room } } }, async (req) => {
    const user = currentUser(req);
    const [c] = await db
      .select()
      .from(contractTable)
      .where(andAll([eq(contract.id, req.query.contract_id), await contracts.listScope(user)]));
    if (!c) throw fail(ERR.notFound, '合同不存在或无权查看');
    return ok(await debtRoom(db, c, today()));
  });
  app.get(
    `${base}/recoveryList`,
    { config: { auth: page }, schema: { querystring: z.strictObject({ id: idParam(`请选择${book.noun}`), ...pageShape() }), response: { 200: debtAnswers.recoveryList } } },
    async (req) => okPage(await recoveries.list(currentUser(req), req.query.id, req.query)),
  );
  app.get(
    `${base}/recoveryInfo`,
    { config: { auth: page }, schema: { querystring: z.strictObject({ id: idParam(DEBT_MSG.recoveryMissing) }), response: { 200: debtAnswers.recoveryInfo } } },
    async (req) => ok(await recoveries.info(currentUser(req), req.query.id)),
  );
  app.post(`${base}/addRecovery`, { config: { auth: recover }, schema: { body: addBody, response: { 200: debtAnswers.addRecovery } } }, async (req) =>
    ok({ id: await recoveries.add(currentUser(req), clean(req.body)) }),
  );
  app.post(`${base}/editRecovery`, { config: { auth: recover }, schema: { body: editBody, response: { 200: debtAnswers.editRecovery } } }, async (req) => {
    const { id, ...changes } = clean(req.body);
    await recoveries.update(currentUser(req), id, changes);
    return ok({ id });
  });
  app.post(
    `${base}/delRecovery`,
    { config: { auth: recover }, schema: { body: z.strictObject({ id: idField(DEBT_MSG.recoveryMissing) }), response: { 200: debtAnswers.delRecovery } } },
    async (req) => {
      await recoveries.del(currentUser(req), req.body.id);
      return ok(null);
    },
  );
}

/** The node of 财务概览, where the ageing is shown. */
export const OVERVIEW_NODE = 'financial_financial';
/** Who changes the candidates' days: 选项配置 editors (as 合同设置). */
export const SETTINGS_EDIT_NODE = 'system_optionConfig_edit';

/** 应收账龄 (GET /api/Financial/ageing, ageingPlans) and its settings. */
function ageingRoutes(app: App) {
  const db = app.database.db;
  const contracts = entity(app, contractEntity).service;
  const today = () => companyToday(app.config.now(), app.config.tzOffsetMinutes);
  const dimension = z.enum(['customer', 'contract'], { error: '统计维度应为 customer（按客户）或 contract（按合同）' }).default('customer');
  const sort = z.enum(['total', 'days'], { error: '排序应为 total（按金额）或 days（按逾期天数）' }).default('total');
  const bucket = z.coerce.number({ error: '账龄区间应为 0 到 6 的整数' }).int('账龄区间应为 0 到 6 的整数').min(0, '账龄区间应为 0 到 6 的整数').max(6, '账龄区间应为 0 到 6 的整数').optional();

  app.get(
    '/api/Financial/ageing',
    { config: { auth: { node: OVERVIEW_NODE } }, schema: { querystring: z.strictObject({ dimension, sort, keyword, ...pageShape() }), response: { 200: debtAnswers.ageing } } },
    async (req) => ok(await ageing(db, contracts, currentUser(req), today(), await readDebtSettings(db), req.query)),
  );
  app.get(
    '/api/Financial/ageingPlans',
    {
      config: { auth: { node: OVERVIEW_NODE } },
      schema: {
        querystring: z.strictObject({ bucket, contract_id: idParam('合同不存在').optional(), enterprise_id: idParam('客户不存在').optional(), keyword, ...pageShape() }),
        response: { 200: debtAnswers.ageingPlans },
      },
    },
    async (req) => okPage(await ageingPlans(db, contracts, currentUser(req), today(), req.query)),
  );
  app.get('/api/Financial/getDebtSettings', { config: { auth: { node: OVERVIEW_NODE } }, schema: { querystring: z.strictObject({}), response: { 200: debtAnswers.getSettings } } }, async () =>
    ok(await readDebtSettings(db)),
  );
  app.post('/api/Financial/saveDebtSettings', { config: { auth: { node: SETTINGS_EDIT_NODE } }, schema: { body: debtSettingsBody, response: { 200: debtAnswers.saveSettings } } }, async (req) => {
    await saveDebtSettings(db, req.body);
    return ok(null);
  });
}

export function debtRoutes(app: App) {
  for (const book of DEBT_BOOKS) recoveryRoutes(app, book);
  ageingRoutes(app);
}
