import { clueEntity } from '@suwork/domain/entities';
import { and, eq } from 'drizzle-orm';
import { defineHooks } from '../../core/engine/hooks.ts';
import type { App } from '../../core/types.ts';
import { invalid } from '../../core/envelope.ts';
import { tableOf } from '../../db/entity-tables.ts';

const clues = tableOf(clueEntity);
const NOT_FOLLOWED = 1;
const FOLLOWING = 2;
const CONVERTED = 3;

/** A converted clue is history: it keeps its data. The first follow-up moves a clue to 跟进中. */
export function registerClueHooks(app: App) {
  defineHooks(app, clueEntity.key, {
    beforeUpdate: (_ctx, before) => {
      if (before.status === CONVERTED) throw invalid('已转客户的线索不能编辑');
    },
    afterFollow: async ({ tx }, id) => {
      await tx
        .update(clues)
        .set({ status: FOLLOWING })
        .where(and(eq(clues.id, id), eq(clues.status, NOT_FOLLOWED)));
    },
  });
}
