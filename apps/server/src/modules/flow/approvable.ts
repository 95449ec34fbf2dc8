import { RUN_STATUS, type RunStatus } from '@suwork/domain';
import { flowStatesOf, recordCondition, submitterOf, type EntityDef, type RowOf } from '@suwork/domain/entities';
import { eq, inArray } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import { columnsOf, type EntityTable } from '../../core/engine/table.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { flowDocument, onFlowStatus } from './flow-hooks.ts';

/** Any document's row, as the kit reads it. */
type Row = RowOf<EntityDef>;

const VERB: Record<RunStatus, string> = {
  [RUN_STATUS.running]: '提交了审批',
  [RUN_STATUS.passed]: '审批通过',
  [RUN_STATUS.rejected]: '审批驳回',
  [RUN_STATUS.withdrawn]: '撤回了审批',
};

export type Approvable<R extends Row = Row> = {
  /**
   * Locks what the document's money rule is about (its contract, its borrowing …) before anything is read again;
   * the document's own row is locked by the kit after it.
   */
  lock?: (tx: Db, row: R) => Promise<void>;
  /** Runs when its run starts or ends, inside the run's transaction, before the status is written (may refuse). */
  effect?: (tx: Db, row: R, status: RunStatus) => Promise<void>;
  /**
   * Refuse 编辑 and 删除 outside the editable states (default true; a module with its own wording, such as 合同's
   * 请发起合同变更, says false and checks itself).
   */
  guardChanges?: boolean;
};

/**
 * A document in approval (EntityDef.flowType): submitted by its submitter (EntityDef.flowSubmitter) only in an
 * editable state; its status follows its run through EntityDef.flowStates; `effect` runs with the rows locked.
 * Unless told otherwise, the engine's update and delete refuse it once submitted.
 */
export function approvable<D extends EntityDef>(app: App, def: D, opts: Approvable<RowOf<D>> = {}) {
  const handle = entity(app, def);
  // the kit works on any document: its own reads are of a row with an id and maybe a status
  const table = handle.table as unknown as EntityTable;
  const cols = columnsOf(table);
  const hooks = opts as unknown as Approvable;
  const states = flowStatesOf(def);
  const after: Record<RunStatus, number> = {
    [RUN_STATUS.running]: states.running,
    [RUN_STATUS.passed]: states.passed,
    [RUN_STATUS.rejected]: states.rejected,
    [RUN_STATUS.withdrawn]: states.withdrawn,
  };
  const statusOf = (row: Row) => (typeof row.status === 'number' ? row.status : undefined);
  const statusName = (row: Row) => {
    const status = statusOf(row);
    return (status !== undefined && def.fields.find((f) => f.key === 'status')?.options?.[status]) || '';
  };
  const editable = (row: Row) => {
    const status = statusOf(row);
    return status !== undefined && states.editable.includes(status);
  };
  const load = async (tx: Db, id: number, lock = false) => {
    const q = tx.select().from(table).where(eq(cols.id, id));
    return ((await (lock ? q.for('update') : q)) as Row[])[0];
  };
  const locked = async (tx: Db, row: Row) => {
    await hooks.lock?.(tx, row);
    return load(tx, row.id, true);
  };

  flowDocument(app, def.flowType!, {
    load: async (tx, id) => {
      const row = await load(tx, id);
      return row && { owner_id: row[submitterOf(def)] ?? 0, condition: recordCondition(def, row) };
    },
  });
  onFlowStatus(app, def.flowType!, async (id, status, tx) => {
    const first = await load(tx, id);
    if (!first) return;
    const row = await locked(tx, first);
    if (status === RUN_STATUS.running && !editable(row)) throw invalid(`${def.title}${statusName(row)}，不能再次提交`);
    await hooks.effect?.(tx, row, status);
    await tx.update(table).set({ status: after[status], update_time: app.config.now() }).where(eq(cols.id, id));
    await writeLog(tx, {
      entity: def.key,
      record_id: id,
      action: 'status',
      user_id: 0,
      content: `${def.title}${VERB[status]}`,
    });
  });

  if (opts.guardChanges === false) return;
  const refuseUnlessEditable = (row: Row, verb: string) => {
    if (!editable(row)) throw invalid(`${def.title}${statusName(row)}，不能${verb}`);
  };
  handle.hooks({
    async beforeUpdate({ tx }, before) {
      refuseUnlessEditable(await locked(tx, before), '修改');
    },
    async beforeDelete({ tx }, rows) {
      for (const r of rows) await opts.lock?.(tx, r);
      const ids = rows.map((r) => r.id);
      const now = (await tx.select().from(table).where(inArray(cols.id, ids)).orderBy(cols.id).for('update')) as Row[];
      for (const r of now) refuseUnlessEditable(r, '删除');
    },
  });
}
