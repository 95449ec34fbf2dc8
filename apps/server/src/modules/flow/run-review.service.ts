import { ERR, FLOW_TYPE_BY_NUMBER, RUN_STATUS, RUN_STATUS_LABELS, STEP_USER_STATUS } from '@suwork/domain';
import type { FlowReview, FlowStep } from '@suwork/domain/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flowRuns, flowStepUsers } from './flow.tables.ts';
import { fail } from '../../core/envelope.ts';
import { memberName } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { canSeeRun, EXAMINE_NODE } from './run-access.ts';
import { latestRun } from './run-engine.ts';
import { stepsFor } from './run-start.service.ts';
import { loadTemplate } from './templates.ts';
import { runTitle } from './run-title.ts';
import { previewSteps, runTimeline } from './timeline.ts';

export type PreviewQuery = { flow_type?: number; id?: number; condition?: Record<string, unknown>; run_id?: number };

/**
 * The steps to show: those of a run the member may see (run_id), or those a submission would go through now, by
 * template id or flow_type, for the form values given.
 */
export async function previewOf(db: Db, user: SessionUser, q: PreviewQuery, tz: number): Promise<FlowStep[]> {
  if (q.run_id !== undefined) {
    const [run] = await db.select().from(flowRuns).where(eq(flowRuns.run_id, q.run_id));
    if (!run || !(await canSeeRun(db, user, run))) throw fail(ERR.notFound);
    return runTimeline(db, run, tz);
  }
  const template = await loadTemplate(db, q.id !== undefined ? { id: q.id } : { flow_type: q.flow_type });
  return previewSteps(db, await stepsFor(db, template, user, q.condition ?? {}, {}));
}

/** The latest run of a record with its timeline and what the member may do on it; no run: `run` null. */
export async function reviewOf(
  db: Db,
  user: SessionUser,
  flowType: number,
  detailId: number,
  tz: number,
): Promise<FlowReview> {
  const run = await latestRun(db, flowType, detailId);
  if (!run) return { run: null, steps: [], can_examine: false, can_withdraw: false };
  if (!(await canSeeRun(db, user, run))) throw fail(ERR.notFound);
  const running = run.status === RUN_STATUS.running;
  const [initiatorName, [mine], [decided]] = await Promise.all([
    memberName(db, run.initiator_id),
    db
      .select({ id: flowStepUsers.id })
      .from(flowStepUsers)
      .where(
        and(
          eq(flowStepUsers.run_id, run.run_id),
          eq(flowStepUsers.step_no, run.current_step),
          eq(flowStepUsers.user_id, user.user_id),
          eq(flowStepUsers.status, STEP_USER_STATUS.inProgress),
        ),
      ),
    db
      .select({ id: flowStepUsers.id })
      .from(flowStepUsers)
      .where(and(eq(flowStepUsers.run_id, run.run_id), isNotNull(flowStepUsers.examine_time)))
      .limit(1),
  ]);
  return {
    run: {
      run_id: run.run_id,
      flow_type: run.flow_type,
      flow_name: FLOW_TYPE_BY_NUMBER.get(run.flow_type)?.flow_name ?? '',
      detail_id: run.detail_id,
      title: runTitle(run, initiatorName),
      status: run.status,
      status_name: RUN_STATUS_LABELS[run.status] ?? '',
      initiator_id: run.initiator_id,
      initiator_name: initiatorName,
      create_time: formatDateTime(run.create_time, tz) ?? '',
    },
    steps: await runTimeline(db, run, tz),
    can_examine: running && Boolean(mine) && user.nodes.has(EXAMINE_NODE),
    can_withdraw: running && run.initiator_id === user.user_id && !decided,
  };
}
