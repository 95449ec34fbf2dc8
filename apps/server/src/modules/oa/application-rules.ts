import {
  APPLICATIONS,
  derivedValues,
  OA_MSG,
  recordCondition,
  type EntityDef,
  type RowOf,
} from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import { invalid } from '../../core/envelope.ts';
import type { App } from '../../core/types.ts';
import { assertNotInApproval, flowDocument, onFlowStatus } from '../flow/flow-hooks.ts';

type Values = Record<string, unknown>;

/** Checks the application as it will be and returns the values the server derives from it (时长). */
type Rule = (next: Values, applicantId: number) => Values;

const inOrder = (from: unknown, to: unknown, msg: string) => {
  if (from && to && String(to) < String(from)) throw invalid(msg);
};

const RULES: Readonly<Record<string, Rule>> = {
  leave: (v) => {
    const derived = derivedValues('leave', v);
    if (!derived) throw invalid(OA_MSG.endBeforeStart);
    return derived;
  },
  becomeMember: (v) => (inOrder(v.entry_date, v.become_date, OA_MSG.becomeBeforeEntry), {}),
  quit: (v) => (inOrder(v.entry_date, v.quit_date, OA_MSG.quitBeforeEntry), {}),
  quitHandover: (v) => {
    if (v.quit_user_id && v.quit_user_id === v.receiver_id) throw invalid(OA_MSG.receiverIsQuitter);
    return {};
  },
  useCar: (v) => {
    if (!(v.end_time instanceof Date && v.start_time instanceof Date && v.end_time > v.start_time))
      throw invalid(OA_MSG.endNotAfterStart);
    return {};
  },
  goOut: (v) => {
    const derived = v.start_time instanceof Date && v.end_time instanceof Date ? derivedValues('goOut', v) : undefined;
    if (!derived) throw invalid(OA_MSG.endNotAfterStart);
    return derived;
  },
  workHandover: (v, applicantId) => {
    if (v.receiver_id === applicantId) throw invalid(OA_MSG.receiverIsSelf);
    return {};
  },
};

/**
 * Every application: its rule on create and update (derived values written only when they change), no edit or
 * delete while in approval, 审批状态 following its run.
 */
export function registerApplicationHooks(app: App) {
  for (const def of APPLICATIONS) {
    const rule = RULES[def.key] ?? (() => ({}));
    const flowType = def.flowType!;
    entity(app, def).hooks({
      beforeCreate: ({ user }, values) => void Object.assign(values, rule(values, user.user_id)),
      beforeUpdate: async ({ tx }, before, changes) => {
        await assertNotInApproval(tx, flowType, before.id);
        for (const [k, v] of Object.entries(rule({ ...before, ...changes }, before.create_user_id)))
          if (Number(before[k]) !== Number(v)) changes[k] = v;
      },
      beforeDelete: async ({ tx }, rows) => {
        for (const r of rows) await assertNotInApproval(tx, flowType, r.id);
      },
    });
  }
  for (const def of APPLICATIONS) {
    const table = tableOf(def);
    // an application is submitted by its applicant only, with the values it was saved with
    flowDocument(app, def.flowType!, {
      load: async (tx, id) => {
        const [row] = (await tx.select().from(table).where(eq(table.id, id))) as RowOf<EntityDef>[];
        return row && { owner_id: row.create_user_id, condition: recordCondition(def, row) };
      },
    });
    onFlowStatus(app, def.flowType!, async (detailId, status, tx: Db) => {
      await tx.update(table).set({ status, update_time: app.config.now() }).where(eq(table.id, detailId));
    });
  }
}
