import { CHANCE_OPEN, CHANCE_STATUS, CHANCE_WON, contractEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { chance, chanceTable } from './tables.ts';

/** Refuses to make a contract from an opportunity that has ended (赢单, 输单, 无效). */
async function assertOpen(tx: Db, chanceId: number | null | undefined) {
  if (chanceId === null || chanceId === undefined) return;
  const [row] = await tx
    .select({ name: chance.chance_name, status: chance.status })
    .from(chanceTable)
    .where(eq(chance.id, chanceId));
  if (!row || row.status === CHANCE_OPEN) return;
  const name = `商机「${row.name}」`;
  if (row.status === CHANCE_WON) throw invalid(`${name}已赢单，不能再转为合同`, 'chance_id');
  throw invalid(
    `${name}已${CHANCE_STATUS[row.status as keyof typeof CHANCE_STATUS]}，不能转为合同，请先重新打开商机`,
    'chance_id',
  );
}

/** A contract comes from an opportunity still 进行中: its approval wins it (opportunity-outcome.ts). */
export function registerContractSourceHooks(app: App) {
  entity(app, contractEntity).hooks({
    beforeCreate: async ({ tx }, values) => assertOpen(tx, values.chance_id),
    beforeUpdate: async ({ tx }, before, changes) => {
      if ('chance_id' in changes && changes.chance_id !== before.chance_id) await assertOpen(tx, changes.chance_id);
    },
  });
}
