import { contractEntity, DEBT_MSG, RECOVERY_FIELDS } from '@suwork/domain/entities';
import { debtRoutes as routes, recoveryRoutesOf } from '@suwork/domain/routes';
import { z } from 'zod';
import { entity, serviceOf } from '../../core/engine/entity-handle.ts';
import { fieldSchema } from '../../core/engine/input-schema.ts';
import { ok } from '../../core/envelope.ts';
import { idField, okPage } from '../../core/kit/index.ts';
import { serve } from '../../core/serve.ts';
import { companyToday } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { ageing, ageingPlans } from './ageing.service.ts';
import { DEBT_BOOKS, type DebtBook } from './debt-books.ts';
import { readDebtSettings, saveDebtSettings } from './debt-settings.ts';
import { contractRoom, RecoveryService } from './recovery.service.ts';

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
  const r = recoveryRoutesOf[book.def.key];
  const contracts = entity(app, contractEntity).service;
  const recoveries = new RecoveryService(app, book, serviceOf(app, book.def));
  const today = () => companyToday(app.config.now(), tz);
  const field = recoveryFields(tz);
  const addBody = z.strictObject({
    debt_id: idField(`请选择${book.noun}`),
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
  const clean = <T extends { remark?: string | null; attachments?: number[] | null }>(v: T) => ({
    ...v,
    remark: v.remark ?? undefined,
    attachments: v.attachments ?? undefined,
  });

  serve(app, r.room, async (req) =>
    ok(await contractRoom(db, contracts, currentUser(req), req.query.contract_id, today())),
  );
  serve(app, r.recoveryList, async (req) => okPage(await recoveries.list(currentUser(req), req.query.id, req.query)));
  serve(app, r.recoveryInfo, async (req) => ok(await recoveries.info(currentUser(req), req.query.id)));
  // the engine's rules of the recovery's fields, finer than the route object's
  serve(app, r.addRecovery, { input: addBody }, async (req) =>
    ok({ id: await recoveries.add(currentUser(req), clean(req.body)) }),
  );
  serve(app, r.editRecovery, { input: editBody }, async (req) => {
    const { id, ...changes } = clean(req.body);
    await recoveries.update(currentUser(req), id, changes);
    return ok({ id });
  });
  serve(app, r.delRecovery, async (req) => {
    await recoveries.del(currentUser(req), req.body.id);
    return ok(null);
  });
}

/** 应收账龄 (GET /api/Financial/ageing, ageingPlans) and its settings. */
function ageingRoutes(app: App) {
  const db = app.database.db;
  const contracts = entity(app, contractEntity).service;
  const today = () => companyToday(app.config.now(), app.config.tzOffsetMinutes);

  serve(app, routes.ageing, async (req) =>
    ok(await ageing(db, contracts, currentUser(req), today(), await readDebtSettings(db), req.query)),
  );
  serve(app, routes.ageingPlans, async (req) =>
    okPage(await ageingPlans(db, contracts, currentUser(req), today(), req.query)),
  );
  serve(app, routes.getSettings, async () => ok(await readDebtSettings(db)));
  serve(app, routes.saveSettings, async (req) => {
    await saveDebtSettings(db, req.body);
    return ok(null);
  });
}

export function debtRoutes(app: App) {
  for (const book of DEBT_BOOKS) recoveryRoutes(app, book);
  ageingRoutes(app);
}
