import { businessProjectEntity } from '@suwork/domain/entities';
import { eq, inArray } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { chance, chanceTable, contact, contactTable } from './tables.ts';

/** A project's decision makers are contacts of its opportunity's customer. */
async function checkDecisionMakers(db: Db, chanceId: number | null | undefined, ids: readonly number[] | undefined) {
  if (!ids || ids.length === 0 || !chanceId) return;
  const [c] = await db.select({ enterprise_id: chance.enterprise_id }).from(chanceTable).where(eq(chance.id, chanceId));
  const found = await db
    .select({ enterprise_id: contact.enterprise_id })
    .from(contactTable)
    .where(inArray(contact.id, [...ids]));
  if (found.some((x) => x.enterprise_id !== c?.enterprise_id)) throw invalid('关键决策人应为该商机客户的联系人');
}

/** 商机项目: its decision makers come from the opportunity's customer. */
export function registerBusinessProjectHooks(app: App) {
  entity(app, businessProjectEntity).hooks({
    beforeCreate: ({ tx }, values) => checkDecisionMakers(tx, values.chance_id, values.decision_maker_ids),
    async beforeUpdate({ tx }, before, changes) {
      if ('chance_id' in changes || 'decision_maker_ids' in changes)
        await checkDecisionMakers(
          tx,
          changes.chance_id ?? before.chance_id,
          changes.decision_maker_ids ?? before.decision_maker_ids,
        );
    },
  });
}
