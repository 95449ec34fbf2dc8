import { workerEntity } from '@suwork/domain/entities';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import type { App } from '../../core/types.ts';
import { maskIdCard } from './id-card.ts';
import { assertJobNumberFree, assertNoOtherRecord, checkRecord, memberOf } from './worker.service.ts';

/**
 * The member's 工号 and 职级 follow the record, in the same transaction; the record takes the member's
 * department. A record moved to another member takes its job number away from the first one.
 */
export function registerWorkerHooks(app: App) {
  entity(app, workerEntity).hooks({
    beforeCreate: async ({ tx }, values) => {
      checkRecord(values, values, app.config.now());
      // 成员 and 工号 are required
      const userId = values.user_id!;
      const jobNumber = values.job_number!;
      await assertNoOtherRecord(tx, userId);
      await assertJobNumberFree(tx, jobNumber, userId);
      values.dept_id = (await memberOf(tx, userId)).dept_id;
      await tx
        .update(users)
        .set({ job_number: jobNumber, ranks: values.ranks ?? '', update_time: app.config.now() })
        .where(eq(users.user_id, userId));
    },
    beforeUpdate: async ({ tx }, before, changes) => {
      const next = { ...before, ...changes };
      checkRecord(next, changes, app.config.now());
      const id = before.id;
      // required: never emptied
      const userId = next.user_id!;
      if ('user_id' in changes) {
        await assertNoOtherRecord(tx, userId, id);
        changes.dept_id = (await memberOf(tx, userId)).dept_id;
        await tx
          .update(users)
          .set({ job_number: '', update_time: app.config.now() })
          .where(and(eq(users.user_id, before.user_id!), eq(users.job_number, before.job_number)));
      }
      if ('job_number' in changes || 'user_id' in changes) await assertJobNumberFree(tx, next.job_number, userId, id);
      if ('job_number' in changes || 'ranks' in changes || 'user_id' in changes) {
        await tx
          .update(users)
          .set({ job_number: next.job_number, ranks: next.ranks ?? '', update_time: app.config.now() })
          .where(eq(users.user_id, userId));
      }
    },
    afterList: (rows) => {
      for (const r of rows) if (typeof r.id_card === 'string') r.id_card = maskIdCard(r.id_card);
    },
  });
}
