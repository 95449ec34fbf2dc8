import { FLOW_STEP_TYPE, RUN_STATUS, STEP_STATUS, STEP_USER_STATUS } from '@suwork/domain';
import type { FlowStep, FlowStepUser } from '@suwork/domain/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flowRuns, flowRunSteps, flowStepUsers } from './flow.tables.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { peopleById } from './directory.ts';
import type { ResolvedStep } from './resolve-steps.ts';

export type StepUser = FlowStepUser;
/** One step as preview and review return it. */
export type Step = FlowStep;

/** The steps a submission would go through now (nobody has decided yet). */
export async function previewSteps(db: Db, steps: ResolvedStep[]): Promise<Step[]> {
  const people = await peopleById(
    db,
    steps.flatMap((s) => s.user_ids),
  );
  return steps.map((s) => ({
    step_id: s.step_no,
    type: s.type,
    examineMode: s.type,
    settype: s.settype,
    selectRange: s.selectRange,
    source: s.source,
    mode: s.mode,
    users: s.user_ids.flatMap((id) => {
      const p = people.get(id);
      return p
        ? [{ user_id: id, user_name: p.user_name, avatar_url: p.avatar_url, status: STEP_USER_STATUS.waiting }]
        : [];
    }),
    status: STEP_STATUS.waiting,
    reason: '',
  }));
}

/** The timeline of a run; after a rejected approver, later approver steps are left out. */
export async function runTimeline(db: Db, run: typeof flowRuns.$inferSelect, tz: number): Promise<Step[]> {
  const [steps, stepUsers] = await Promise.all([
    db.select().from(flowRunSteps).where(eq(flowRunSteps.run_id, run.run_id)).orderBy(asc(flowRunSteps.step_no)),
    db
      .select()
      .from(flowStepUsers)
      .where(and(eq(flowStepUsers.run_id, run.run_id)))
      .orderBy(asc(flowStepUsers.id)),
  ]);
  const people = await peopleById(
    db,
    stepUsers.map((u) => u.user_id),
  );
  const out: Step[] = [];
  let rejected = false;
  for (const s of steps) {
    if (rejected && s.type === FLOW_STEP_TYPE.approver) continue;
    const users = stepUsers
      .filter((u) => u.step_no === s.step_no)
      .map((u) => {
        const p = people.get(u.user_id);
        const row: StepUser = {
          user_id: u.user_id,
          user_name: p?.user_name ?? '',
          avatar_url: p?.avatar_url ?? '',
          status: u.status,
        };
        if (u.examine_time)
          Object.assign(row, { reason: u.reason, examine_time: formatDateTime(u.examine_time, tz) ?? '' });
        return row;
      });
    if (users.some((u) => u.status === STEP_USER_STATUS.rejected)) rejected = run.status === RUN_STATUS.rejected;
    out.push({
      step_id: s.step_no,
      type: s.type,
      examineMode: s.type,
      settype: s.settype,
      selectRange: s.select_range,
      source: s.source,
      mode: s.mode,
      users,
      status: s.status,
      reason: s.reason,
    });
  }
  return out;
}
