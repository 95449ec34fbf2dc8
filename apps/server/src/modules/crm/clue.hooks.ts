import { clueEntity } from '@suwork/domain/entities';
import { and, eq } from 'drizzle-orm';
import { defineHooks } from '../../core/engine/hooks.ts';
import type { App } from '../../core/types.ts';
import { tableOf } from '../../db/entity-tables.ts';

const clues = tableOf(clueEntity);
const NOT_FOLLOWED = 1;
const FOLLOWING = 2;

/**
 * The first follow-up moves a clue to 跟进中. A converted clue is history and keeps its data: the engine refuses
 * every change to it (clueEntity.readOnlyWhen, core/engine/read-only.ts).
 */
export function registerClueHooks(app: App) {
  defineHooks(app, clueEntity.key, {
    afterFollow: async ({ tx }, id) => {
      await tx
        .update(clues)
        .set({ status: FOLLOWING })
        .where(and(eq(clues.id, id), eq(clues.status, NOT_FOLLOWED)));
    },
  });
}
