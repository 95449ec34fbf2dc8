import type { OfferVersion } from '@suwork/domain/contracts';
import { OFFER_ACCEPTED, OFFER_DRAFT, OFFER_SENT, OFFER_STATUS, offerEntity } from '@suwork/domain/entities';
import { and, asc, eq, sql } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { andAll } from '../../core/engine/list-query.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { companyToday, formatDateTime } from '../../core/time-format.ts';
import type { Db } from '../../db/client.ts';
import { OFFER_OPEN } from './offer.hooks.ts';
import { offer, offerTable, type OfferRow } from './tables.ts';

type OfferService = EntityService<typeof offerEntity>;
const label = (s: number) => OFFER_STATUS[s as keyof typeof OFFER_STATUS];
/** Which states a quote may move to from which: 发送 a draft; 接受 or 拒绝 a draft or a sent one. */
const ALLOWED_FROM: Record<number, readonly number[]> = {
  [OFFER_SENT]: [OFFER_DRAFT],
  [OFFER_ACCEPTED]: OFFER_OPEN,
  4: OFFER_OPEN,
};

async function lockVisible(tx: Db, service: OfferService, user: SessionUser, id: number): Promise<OfferRow> {
  await service.within(tx).info(user, id);
  const [row] = await tx.select().from(offerTable).where(eq(offer.id, id)).for('update');
  return row;
}

/** 发送 / 接受 / 拒绝; a quote past its date can no longer be sent or accepted. */
export async function changeOfferStatus(
  db: Db,
  service: OfferService,
  user: SessionUser,
  input: { offer_id: number; status: number },
  now: Date,
  tz: number,
) {
  await db.transaction(async (tx) => {
    const row = await lockVisible(tx, service, user, input.offer_id);
    // written only by the server, from its default
    const from = row.status!;
    if (!ALLOWED_FROM[input.status]?.includes(from))
      throw invalid(`报价${label(from)}，不能${input.status === OFFER_SENT ? '发送' : `标记为${label(input.status)}`}`);
    if (input.status !== 4 && String(row.valid_until) < companyToday(now, tz))
      throw invalid('报价已过有效期，请复制为新版本并更新有效期');
    await tx.update(offerTable).set({ status: input.status, update_time: now }).where(eq(offer.id, input.offer_id));
    await writeLog(tx, {
      entity: offerEntity.key,
      record_id: input.offer_id,
      action: 'status',
      user_id: user.user_id,
      content: `将报价状态由「${label(from)}」改为「${label(input.status)}」`,
    });
  });
}

/** A new draft version of a quote (v2, v3 …): same customer, lines and terms, numbered after its first version. */
export async function copyOfferVersion(
  db: Db,
  service: OfferService,
  user: SessionUser,
  offerId: number,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const source = await lockVisible(tx, service, user, offerId);
    const rootId = source.root_id ?? offerId;
    // the first version is locked too, so two copies at once number themselves one after the other
    const [root] = await tx
      .select({ offer_no: offer.offer_no })
      .from(offerTable)
      .where(eq(offer.id, rootId))
      .for('update');
    const [{ last }] = await tx
      .select({ last: sql<number>`max(${offer.version})::int` })
      .from(offerTable)
      .where(eq(offer.root_id, rootId));
    const version = last + 1;
    const copy: Partial<OfferRow> = {
      ...source,
      status: OFFER_DRAFT,
      version,
      root_id: rootId,
      offer_no: `${root.offer_no}-v${version}`,
      create_user_id: user.user_id,
      create_time: now,
      update_time: now,
    };
    delete copy.id;
    const [created] = await tx.insert(offerTable).values(copy).returning({ id: offer.id });
    await writeLog(tx, {
      entity: offerEntity.key,
      record_id: created.id,
      action: 'add',
      user_id: user.user_id,
      content: `由报价 ${source.offer_no} 复制为新版本 v${version}`,
    });
    return created.id;
  });
}

/** Every version of the quote the member may see, v1 first. */
export async function offerVersions(
  db: Db,
  service: OfferService,
  user: SessionUser,
  offerId: number,
  tz: number,
): Promise<OfferVersion[]> {
  const row = await service.info(user, offerId);
  const rootId = row.root_id ?? offerId;
  const rows = await db
    .select({
      offer_id: offer.id,
      offer_no: offer.offer_no,
      version: offer.version,
      status: offer.status,
      after_tax: offer.after_tax,
      create_time: offer.create_time,
    })
    .from(offerTable)
    .where(andAll([and(eq(offer.root_id, rootId)), await service.listScope(user)]))
    .orderBy(asc(offer.version));
  return rows.map((r) => ({
    offer_id: r.offer_id,
    offer_no: r.offer_no,
    // both written only by the server, from their defaults
    version: r.version!,
    status: r.status!,
    after_tax: r.after_tax,
    create_time: formatDateTime(r.create_time, tz),
  }));
}
