import { noticeEntity } from '@suwork/domain/entities';
import { inArray } from 'drizzle-orm';
import { defineHooks } from '../../core/engine/hooks.ts';
import type { App } from '../../core/types.ts';
import { noticeReads } from '../../db/schema.ts';

/** Who read a notice is kept only as long as the notice is. */
export function registerNoticeHooks(app: App) {
  defineHooks(app, noticeEntity.key, {
    beforeDelete: async ({ tx }, rows) => {
      await tx.delete(noticeReads).where(
        inArray(
          noticeReads.notice_id,
          rows.map((r) => r.id as number),
        ),
      );
    },
  });
}
