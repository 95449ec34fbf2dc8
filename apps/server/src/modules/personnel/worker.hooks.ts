import { workerEntity } from '@suwork/domain/entities';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { defineHooks } from '../../core/engine/hooks.ts';
import type { App } from '../../core/types.ts';
import { maskIdCard } from './id-card.ts';
import { assertJobNumberFree, assertNoOtherRecord, checkRecord, memberOf } from './worker.service.ts';

/**
 * The member's 工号 and 职级 follow the record, in the same transaction; the record takes the member's
 * department. A record moved to another member takes its job number away from the first one.
 */
export function registerWorkerHooks(app: App) {
  defineHooks(app, workerEntity.key, {
    beforeCreate: async ({ tx }, values) => {
      checkRecord(values, values, app.config.now());
      const userId = values.user_id as number;
      await assertNoOtherRecord(tx, userId);
      await assertJobNumberFree(tx, values.job_number as string, userId);
      values.dept_id = (await memberOf(tx, userId)).dept_id;
      await tx
        .update(users)
        .set({ job_number: values.job_number as string, ranks: (values.ranks as string) ?? '', update_time: app.config.now() })
        .where(eq(users.user_id, userId));
    },
    beforeUpdate: async ({ tx }, before, changes) => {
      const next = { ...before, ...changes };
      checkRecord(next, changes, app.config.now());
      const id = before.id as number;
      const userId = next.user_id as number;
      if ('user_id' in changes) {
        await assertNoOtherRecord(tx, userId, id);
        changes.dept_id = (await memberOf(tx, userId)).dept_id;
        await tx
          .update(users)
          .set({ job_number: '', update_time: app.config.now() })
          .where(and(eq(users.user_id, before.user_id as number), eq(users.job_number, before.job_number as string)));
      }
      if ('job_number' in changes || 'user_id' in changes) await assertJobNumberFree(tx, next.job_number as string, userId, id);
      if ('job_number' in changes || 'ranks' in changes || 'user_id' in changes) {
        await tx
          .update(users)
          .set({ job_number: next.job_number as string, ranks: (next.ranks as string) ?? '', update_time: app.config.now() })
          .where(eq(users.user_id, userId));
      }
    },
    afterList: (rows) => {
      for (const r of rows) if (typeof r.id_card === 'string') r.id_card = maskIdCard(r.id_card);
    },
  });
}
