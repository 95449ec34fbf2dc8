import { noticeEntity } from '@suwork/domain/entities';
import { inArray } from 'drizzle-orm';
import { entity } from '../../core/engine/entity-handle.ts';
import type { App } from '../../core/types.ts';
import { noticeReads } from './system.tables.ts';

/** Who read a notice is kept only as long as the notice is. */
export function registerNoticeHooks(app: App) {
  entity(app, noticeEntity).hooks({
    beforeDelete: async ({ tx }, rows) => {
      await tx.delete(noticeReads).where(
        inArray(
          noticeReads.notice_id,
          rows.map((r) => r.id),
        ),
      );
    },
  });
}
