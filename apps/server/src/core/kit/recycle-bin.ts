import { ERR } from '@suwork/domain';
import { and, desc, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { fail } from '../envelope.ts';
import type { Job } from '../jobs.ts';
import { inTx, type Tx } from './tx.ts';

const DAY_MS = 86_400_000;

/** A table whose rows go to a recycle bin: `deleted_time` set = in the bin, `deleted_by` = who put them there. */
export type BinTable = PgTable & {
  id: AnyPgColumn<{ data: number; notNull: true }>;
  deleted_time: AnyPgColumn<{ data: Date }>;
  deleted_by: AnyPgColumn<{ data: number }>;
};

export type RecycleBinSpec = {
  table: BinTable;
  /** rows stay this many days in the bin, then the purge job takes them out for good */
  keepDays: number;
  /** answered when a row to delete is not found (already in the bin, or gone) */
  notFound: string;
  /** answered when a row to restore or destroy is not in the bin */
  notInTrash: string;
  /** takes rows out for good, answering how many went (default: deletes the rows themselves) */
  destroy?: (tx: Tx, ids: number[]) => Promise<number>;
  /** after rows come back, in the same transaction (a row whose folder is gone goes to the top) */
  afterRestore?: (tx: Tx, ids: number[]) => Promise<void>;
  /** the nightly purge job */
  job: { name: string; label: string; pattern: string };
};

/**
 * The recycle bin of a table: delete into it, list it with the days left, restore, destroy, and a nightly job
 * that destroys what stayed longer than `keepDays`. Every "now" is the app's clock.
 */
export function recycleBin(env: { db: Db; now: () => Date }, spec: RecycleBinSpec) {
  const { db, now } = env;
  const t = spec.table;
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  const destroyRows =
    spec.destroy ??
    (async (tx: Tx, list: number[]) => (await tx.delete(t).where(inArray(t.id, list)).returning({ id: t.id })).length);

  /** The rows of the bin (within `scope`, when given). */
  const inBin = (scope?: SQL) => and(isNotNull(t.deleted_time), scope);

  /** The rows asked for, all of them in the bin (within `scope`); otherwise nothing happens and notInTrash is answered. */
  const binned = async (tx: Tx, list: readonly number[], scope?: SQL) => {
    const wanted = [...new Set(list)];
    const found = ids(
      await tx
        .select({ id: t.id })
        .from(t)
        .where(and(inArray(t.id, wanted), inBin(scope))),
    );
    if (found.length !== wanted.length) throw fail(ERR.notFound, spec.notInTrash);
    return found;
  };

  /** Destroys what has been in the bin longer than keepDays; answers how many went. */
  const purge = async () => {
    const cutoff = new Date(now().getTime() - spec.keepDays * DAY_MS);
    const old = ids(await db.select({ id: t.id }).from(t).where(lt(t.deleted_time, cutoff)));
    return old.length > 0 ? inTx(db, (tx) => destroyRows(tx, old)) : 0;
  };

  return {
    inBin,
    /** Most recently deleted first. */
    order: [desc(t.deleted_time), desc(t.id)],

    /** Whole days a row deleted at `deletedTime` has left in the bin. */
    daysLeft: (deletedTime: Date) =>
      Math.max(0, spec.keepDays - Math.floor((now().getTime() - deletedTime.getTime()) / DAY_MS)),

    /** Into the bin; every row must be live, or nothing moves and notFound is answered. */
    trash: (list: readonly number[], userId: number) =>
      inTx(db, async (tx) => {
        const wanted = [...new Set(list)];
        const rows = await tx
          .update(t)
          .set({ deleted_time: now(), deleted_by: userId })
          .where(and(inArray(t.id, wanted), isNull(t.deleted_time)))
          .returning({ id: t.id });
        if (rows.length !== wanted.length) throw fail(ERR.notFound, spec.notFound);
        return rows.length;
      }),

    /** Out of the bin, back where they were. */
    restore: (list: readonly number[], scope?: SQL) =>
      inTx(db, async (tx) => {
        const found = await binned(tx, list, scope);
        await tx.update(t).set({ deleted_time: null, deleted_by: 0 }).where(inArray(t.id, found));
        await spec.afterRestore?.(tx, found);
        return found.length;
      }),

    /** Out of the bin for good. */
    destroy: (list: readonly number[], scope?: SQL) =>
      inTx(db, async (tx) => destroyRows(tx, await binned(tx, list, scope))),

    purge,

    /** The nightly purge, for `app.jobs.register`. */
    purgeJob: { ...spec.job, run: async () => void (await purge()) } satisfies Job,
  };
}

export type RecycleBin = ReturnType<typeof recycleBin>;
