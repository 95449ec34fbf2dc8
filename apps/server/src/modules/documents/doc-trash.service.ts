import { DOC_MSG, DOC_SPACE, DOC_TRASH_DAYS } from '@suwork/domain';
import { and, eq, gt, inArray, isNull, notExists, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { docItems } from '../../db/document-tables.ts';
import { recycleBin } from '../../core/kit/recycle-bin.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { App } from '../../core/types.ts';
import { destroyItems } from './doc-items.ts';

const parent = alias(docItems, 'parent');

/**
 * 云文档's 回收站: a deleted item takes its contents with it; restored, it goes back to its folder, or to the space
 * root when that folder is gone or itself in the 回收站; after DOC_TRASH_DAYS days the job `doc-trash-purge`
 * destroys it with its subtree, versions, shares, links, favourites and opens.
 */
export const docTrash = (app: App) =>
  recycleBin(
    { db: app.database.db, now: app.config.now },
    {
      table: docItems,
      keepDays: DOC_TRASH_DAYS,
      notFound: DOC_MSG.notFound,
      notInTrash: DOC_MSG.notInTrash,
      destroy: destroyItems,
      afterRestore: async (tx, ids) => {
        await tx
          .update(docItems)
          .set({ parent_id: 0 })
          .where(
            and(
              inArray(docItems.id, ids),
              gt(docItems.parent_id, 0),
              notExists(
                tx
                  .select({ id: parent.id })
                  .from(parent)
                  .where(and(eq(parent.id, docItems.parent_id), isNull(parent.deleted_time))),
              ),
            ),
          );
      },
      job: { name: 'doc-trash-purge', label: '云文档回收站清理', pattern: '17 3 * * *' },
    },
  );

/** What the member put in the 回收站, or what lies there from their own space. */
export const trashedBy = (user: SessionUser) =>
  or(
    eq(docItems.deleted_by, user.user_id),
    and(eq(docItems.space_type, DOC_SPACE.personal), eq(docItems.space_id, user.user_id)),
  );
