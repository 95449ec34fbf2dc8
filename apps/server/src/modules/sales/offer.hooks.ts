import { quoteAmounts } from '@suwork/domain';
import { OFFER_STATUS, offerEntity } from '@suwork/domain/entities';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import { nextNumber, type NumberingRule } from '../../core/kit/index.ts';
import { companyToday } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { chance, chanceTable, contact, contactTable, offer, offerTable, type OfferRow } from './tables.ts';

export const OFFER_NUMBERING: NumberingRule = { key: 'offer', prefix: 'BJ' };
/** States in which a quote is still being negotiated: 草稿, 已发送. */
export const OFFER_OPEN: readonly number[] = [1, 2];
const EXPIRED = 5;
const statusName = (s: unknown) => OFFER_STATUS[s as keyof typeof OFFER_STATUS] ?? '';

/** The quote's contact must be its customer's, and its opportunity too. */
async function checkParties(db: Db, v: Partial<OfferRow>) {
  if (v.contact_id) {
    const [c] = await db.select({ e: contact.enterprise_id }).from(contactTable).where(eq(contact.id, v.contact_id));
    if (c?.e !== v.enterprise_id) throw invalid('联系人不属于所选客户');
  }
  if (v.chance_id) {
    const [c] = await db.select({ e: chance.enterprise_id }).from(chanceTable).where(eq(chance.id, v.chance_id));
    if (c?.e !== v.enterprise_id) throw invalid('商机不属于所选客户');
  }
}

/** Before and after tax from the lines' total, the whole-quote discount and the tax rate. */
function amountsOf(v: Partial<OfferRow>) {
  return quoteAmounts(String(v.lines_amount ?? '0'), String(v.discount ?? '0'), String(v.tax_rate ?? 0));
}

/** 报价: numbered on creation, amounts computed from its lines, frozen once accepted, rejected or expired. */
export function registerOfferHooks(app: App) {
  entity(app, offerEntity).hooks({
    async beforeCreate({ tx }, values) {
      await checkParties(tx, values);
      values.offer_no = await nextNumber(tx, OFFER_NUMBERING, app.config.now(), app.config.tzOffsetMinutes);
      values.version = 1;
      values.lines_amount ??= '0.00';
      Object.assign(values, amountsOf(values));
    },
    async afterCreate({ tx }, id) {
      // the first version is its own root
      await tx
        .update(offerTable)
        .set({ root_id: id })
        .where(and(eq(offer.id, id), isNull(offer.root_id)));
    },
    async beforeUpdate({ tx }, before, changes) {
      if (!OFFER_OPEN.includes(before.status!))
        throw invalid(`报价${statusName(before.status)}，不能修改，可复制为新版本后修改`);
      const after = { ...before, ...changes };
      if ('contact_id' in changes || 'chance_id' in changes || 'enterprise_id' in changes)
        await checkParties(tx, after);
      const amounts = amountsOf(after);
      for (const [k, v] of Object.entries(amounts) as [keyof typeof amounts, string][])
        if (String(before[k]) !== v) changes[k] = v;
    },
    afterList(rows) {
      // a quote past its date reads as 已过期 before the hourly job marks it
      const today = companyToday(app.config.now(), app.config.tzOffsetMinutes);
      for (const r of rows)
        if (
          typeof r.status === 'number' &&
          OFFER_OPEN.includes(r.status) &&
          typeof r.valid_until === 'string' &&
          r.valid_until < today
        )
          r.status = EXPIRED;
    },
  });
}

/** Marks quotes past their valid-until date (company day) 已过期; returns how many. */
export async function expireOffers(db: Db, now: Date, tz: number): Promise<number> {
  const rows = await db
    .update(offerTable)
    .set({ status: EXPIRED })
    .where(and(inArray(offer.status, [...OFFER_OPEN]), lt(offer.valid_until, companyToday(now, tz))))
    .returning({ id: offer.id });
  return rows.length;
}
