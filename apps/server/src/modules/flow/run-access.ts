import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { flowRuns, flowStepUsers } from './flow.tables.ts';
import type { SessionUser } from '../../core/sessions.ts';

/** Deciding on a run (同意 / 拒绝) needs this node besides being on its current step. */
export const EXAMINE_NODE = 'work_flow_examine';

export type Run = typeof flowRuns.$inferSelect;

/** A run is visible to its initiator, the people on it, and members whose data scope covers the initiator's department. */
export async function canSeeRun(db: Db, user: SessionUser, run: Run): Promise<boolean> {
  if (user.scope.all || run.initiator_id === user.user_id) return true;
  const [onIt] = await db
    .select({ id: flowStepUsers.id })
    .from(flowStepUsers)
    .where(and(eq(flowStepUsers.run_id, run.run_id), eq(flowStepUsers.user_id, user.user_id)))
    .limit(1);
  if (onIt) return true;
  const [initiator] = await db
    .select({ dept_id: users.dept_id })
    .from(users)
    .where(eq(users.user_id, run.initiator_id));
  return Boolean(initiator && user.scope.deptIds.includes(initiator.dept_id));
}
