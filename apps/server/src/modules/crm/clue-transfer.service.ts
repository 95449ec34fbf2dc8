import { ERR } from '@suwork/domain';
import type { TransferResult } from '@suwork/domain/contracts';
import { clueEntity, contactEntity, customerEntity, readOnlyMessage } from '@suwork/domain/entities';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows } from '../../db/schema.ts';
import { serviceOf } from '../../core/engine/entity-handle.ts';
import type { WithRegistries } from '../../core/registries.ts';
import { andAll } from '../../core/engine/list-query.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { inTx } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';

export const CLUE_CONVERTED = 3;
/** fields a customer takes over from the clue it comes from (its name comes from the clue's 公司名称) */
const CARRIED = [
  'contact_name',
  'mobile',
  'phone',
  'email',
  'source',
  'industry',
  'level',
  'tags',
  'region',
  'address',
  'next_follow_time',
  'last_follow_time',
  'remark',
] as const;
const NAME_REQUIRED = '请输入客户名称';

export type TransferRequest = {
  id: number;
  /** defaults to the clue's 公司名称 (never its 线索名称, which names the lead, not the company) */
  enterprise_name?: string;
  /** also create a contact from the clue's contact person (default yes) */
  create_contact?: boolean;
};

/**
 * 线索转客户: creates the customer (and its contact) owned by the clue's owner, moves the clue's follow-up
 * history to the customer, and marks the clue converted — all or nothing.
 */
export function transferClue(
  db: Db,
  app: WithRegistries,
  user: SessionUser,
  req: TransferRequest,
  now: Date,
): Promise<TransferResult> {
  const clues = serviceOf(app, clueEntity);
  const customers = serviceOf(app, customerEntity);
  const contacts = serviceOf(app, contactEntity);
  return inTx(db, async (tx) => {
    const [clue] = (await tx
      .select()
      .from(clues.table)
      .where(andAll([eq(clues.cols.id, req.id), clues.scope(user)]))
      .for('update')) as Record<string, unknown>[];
    if (!clue) throw fail(ERR.notFound);
    if (clue.status === CLUE_CONVERTED) throw invalid(readOnlyMessage(clueEntity, '再次转化'));
    const name = req.enterprise_name ?? String(clue.company_name ?? '').trim();
    if (!name) throw invalid(NAME_REQUIRED);
    const owner = { owner_user_id: clue.owner_user_id, dept_id: clue.dept_id, create_user_id: user.user_id };
    const carried = Object.fromEntries(CARRIED.map((k) => [k, clue[k]]));
    const [customer] = (await tx
      .insert(customers.table)
      .values({ ...carried, enterprise_name: name, deal_status: 1, in_pool: 1, pool_exempt: 1, ...owner })
      .returning({ id: customers.cols.id })) as { id: number }[];
    let contactId: number | null = null;
    if (req.create_contact !== false && clue.contact_name) {
      const [contact] = (await tx
        .insert(contacts.table)
        .values({
          contact_name: clue.contact_name,
          enterprise_id: customer.id,
          mobile: clue.mobile,
          phone: clue.phone,
          email: clue.email,
          is_decision_maker: 1,
          ...owner,
        })
        .returning({ id: contacts.cols.id })) as { id: number }[];
      contactId = contact.id;
    }
    await tx
      .update(follows)
      .set({ entity: customerEntity.key, record_id: customer.id })
      .where(and(eq(follows.entity, clueEntity.key), eq(follows.record_id, req.id)));
    await tx
      .update(clues.table)
      .set({ status: CLUE_CONVERTED, customer_id: customer.id, update_time: now })
      .where(eq(clues.cols.id, req.id));
    await writeLog(tx, [
      {
        entity: clueEntity.key,
        record_id: req.id,
        action: 'transfer',
        user_id: user.user_id,
        content: `转为客户：${name}`,
      },
      {
        entity: customerEntity.key,
        record_id: customer.id,
        action: 'add',
        user_id: user.user_id,
        content: `由线索「${String(clue.clue_name)}」转化而来`,
      },
    ]);
    return { enterprise_id: customer.id, contact_id: contactId };
  });
}
