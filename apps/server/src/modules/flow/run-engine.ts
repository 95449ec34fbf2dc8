import type { LogAction } from '@suwork/domain';
import {
  ERR,
  FLOW_MSG,
  FLOW_STEP_TYPE,
  FLOW_TYPE_BY_NUMBER,
  PASS_TYPE,
  RUN_STATUS,
  SIGN_MODE,
  STEP_STATUS,
  STEP_USER_STATUS,
  type RunStatus,
} from '@suwork/domain';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flowRuns, flowRunSteps, flowStepUsers } from './flow.tables.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { memberName } from '../../core/kit/index.ts';
import { notify } from '../../core/notify.ts';
import { emitFlowStatus, type FlowEnv } from './flow-hooks.ts';
import type { ResolvedStep } from './resolve-steps.ts';
import { runDocumentName } from './run-title.ts';

/** Notifications of approvals point at the run. */
export const FLOW_BUSINESS_TYPE = 'flow';

type Run = typeof flowRuns.$inferSelect;
type Actor = { user_id: number; user_name: string };

const flowName = (flowType: number) => FLOW_TYPE_BY_NUMBER.get(flowType)?.flow_name ?? '审批';
/** The operation log of a record in approval: entity `flow.<key>`, record id the detail id. */
export const flowLogEntity = (flowType: number) => `flow.${FLOW_TYPE_BY_NUMBER.get(flowType)?.key ?? flowType}`;

const log = (tx: Db, run: Run, actor: number, action: LogAction, content: string) =>
  writeLog(tx, { entity: flowLogEntity(run.flow_type), record_id: run.detail_id, action, user_id: actor, content });

/**
 * Walks the run forward from step `fromNo` (exclusive): copy steps are reached and notified, steps nobody is
 * left to decide pass by themselves, the first approver step with people becomes current. No step left: passed.
 */
async function advance(env: FlowEnv, tx: Db, run: Run, fromNo: number) {
  const steps = await tx
    .select()
    .from(flowRunSteps)
    .where(eq(flowRunSteps.run_id, run.run_id))
    .orderBy(asc(flowRunSteps.step_no));
  const who = await memberName(tx, run.initiator_id);
  const name = flowName(run.flow_type);
  for (const step of steps.filter((s) => s.step_no > fromNo)) {
    const people = await tx
      .select({ user_id: flowStepUsers.user_id })
      .from(flowStepUsers)
      .where(and(eq(flowStepUsers.run_id, run.run_id), eq(flowStepUsers.step_no, step.step_no)));
    const ids = people.map((p) => p.user_id);
    const at = and(eq(flowStepUsers.run_id, run.run_id), eq(flowStepUsers.step_no, step.step_no));
    const stepAt = eq(flowRunSteps.id, step.id);
    if (step.type === FLOW_STEP_TYPE.copy) {
      await tx.update(flowRunSteps).set({ status: STEP_STATUS.done }).where(stepAt);
      await tx.update(flowStepUsers).set({ status: STEP_USER_STATUS.passed }).where(at);
      await notify(tx, {
        user_ids: ids,
        business_type: FLOW_BUSINESS_TYPE,
        business_id: run.run_id,
        title: `${who}提交的${name}审批抄送给您`,
      });
      continue;
    }
    if (ids.length === 0) {
      await tx.update(flowRunSteps).set({ status: STEP_STATUS.done, reason: FLOW_MSG.autoPassed }).where(stepAt);
      continue;
    }
    await tx.update(flowRunSteps).set({ status: STEP_STATUS.processing }).where(stepAt);
    await tx.update(flowStepUsers).set({ status: STEP_USER_STATUS.inProgress }).where(at);
    await tx
      .update(flowRuns)
      .set({ current_step: step.step_no, update_time: env.now() })
      .where(eq(flowRuns.run_id, run.run_id));
    await notify(tx, {
      user_ids: ids,
      business_type: FLOW_BUSINESS_TYPE,
      business_id: run.run_id,
      title: `${who}提交的${name}审批待您处理`,
    });
    return;
  }
  await finish(env, tx, run, RUN_STATUS.passed);
}

async function finish(env: FlowEnv, tx: Db, run: Run, status: RunStatus) {
  const now = env.now();
  await tx
    .update(flowRuns)
    .set({ status, current_step: 0, update_time: now, finish_time: now })
    .where(eq(flowRuns.run_id, run.run_id));
  if (status === RUN_STATUS.passed || status === RUN_STATUS.rejected) {
    const verdict = status === RUN_STATUS.passed ? '已通过' : '已被拒绝';
    const document = await runDocumentName(tx, run);
    await notify(tx, {
      user_ids: [run.initiator_id],
      business_type: FLOW_BUSINESS_TYPE,
      business_id: run.run_id,
      title: `您提交的${flowName(run.flow_type)}${document}审批${verdict}`,
    });
  }
  await emitFlowStatus(env, run.flow_type, run.detail_id, status, tx);
}

/** The latest run of a record (any status), locked when `lock`. */
async function latestRun(tx: Db, flowType: number, detailId: number, lock = false) {
  const q = tx
    .select()
    .from(flowRuns)
    .where(and(eq(flowRuns.flow_type, flowType), eq(flowRuns.detail_id, detailId)))
    .orderBy(desc(flowRuns.run_id))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** A new run for a record: refused while one is in approval or after it passed; a rejected or withdrawn one may be resubmitted. */
export async function startRun(
  env: FlowEnv,
  tx: Db,
  input: {
    flow_type: number;
    detail_id: number;
    template_id: number;
    version: number;
    title: string;
    condition: Record<string, unknown>;
    steps: ResolvedStep[];
  },
  actor: Actor,
): Promise<number> {
  const prev = await latestRun(tx, input.flow_type, input.detail_id, true);
  if (prev?.status === RUN_STATUS.running) throw fail(ERR.conflict, FLOW_MSG.alreadyRunning);
  if (prev?.status === RUN_STATUS.passed) throw invalid(FLOW_MSG.alreadyPassed);
  const inserted = await tx
    .insert(flowRuns)
    .values({
      flow_type: input.flow_type,
      detail_id: input.detail_id,
      template_id: input.template_id,
      version: input.version,
      title: input.title,
      initiator_id: actor.user_id,
      condition: input.condition,
    })
    .onConflictDoNothing()
    .returning();
  const run = inserted[0];
  if (!run) throw fail(ERR.conflict, FLOW_MSG.alreadyRunning);
  for (const s of input.steps) {
    await tx.insert(flowRunSteps).values({
      run_id: run.run_id,
      step_no: s.step_no,
      type: s.type,
      settype: s.settype,
      select_range: s.selectRange,
      source: s.source,
      mode: s.mode,
    });
    if (s.user_ids.length > 0)
      await tx
        .insert(flowStepUsers)
        .values(s.user_ids.map((user_id) => ({ run_id: run.run_id, step_no: s.step_no, user_id })));
  }
  await log(tx, run, actor.user_id, 'flow_start', `发起了${flowName(run.flow_type)}审批`);
  await emitFlowStatus(env, run.flow_type, run.detail_id, RUN_STATUS.running, tx);
  await advance(env, tx, run, 0);
  return run.run_id;
}

/**
 * One decision by one approver of the current step. The run row is locked first, so decisions on a run
 * happen one after the other; a decision that is no longer possible is a conflict.
 */
export async function examineRun(
  env: FlowEnv,
  tx: Db,
  input: { flow_type: number; detail_id: number; reason: string; pass_type: number },
  actor: Actor,
): Promise<void> {
  const run = await latestRun(tx, input.flow_type, input.detail_id, true);
  if (!run) throw invalid(FLOW_MSG.noRun);
  const mine = await tx
    .select()
    .from(flowStepUsers)
    .where(and(eq(flowStepUsers.run_id, run.run_id), eq(flowStepUsers.user_id, actor.user_id)));
  const current = mine.find((m) => m.step_no === run.current_step);
  if (run.status !== RUN_STATUS.running || !current || current.status !== STEP_USER_STATUS.inProgress) {
    if (mine.some((m) => m.examine_time !== null) || run.status !== RUN_STATUS.running)
      throw fail(ERR.conflict, FLOW_MSG.alreadyDecided);
    throw fail(ERR.noPermission, FLOW_MSG.notApprover);
  }
  // the last guard of the self-approval rule (resolve-steps.ts), for runs resolved before it
  if (run.initiator_id === actor.user_id) throw fail(ERR.noPermission, FLOW_MSG.ownSubmission);
  const [step] = await tx
    .select()
    .from(flowRunSteps)
    .where(and(eq(flowRunSteps.run_id, run.run_id), eq(flowRunSteps.step_no, run.current_step)));
  const approve = input.pass_type === PASS_TYPE.approve;
  const now = env.now();
  await tx
    .update(flowStepUsers)
    .set({
      status: approve ? STEP_USER_STATUS.passed : STEP_USER_STATUS.rejected,
      reason: input.reason,
      examine_time: now,
    })
    .where(eq(flowStepUsers.id, current.id));
  await log(
    tx,
    run,
    actor.user_id,
    approve ? 'flow_pass' : 'flow_reject',
    `${approve ? '通过' : '拒绝'}了${flowName(run.flow_type)}审批：${input.reason}`,
  );
  if (!approve) {
    await tx
      .update(flowRunSteps)
      .set({ status: STEP_STATUS.done, reason: input.reason })
      .where(eq(flowRunSteps.id, step.id));
    await finish(env, tx, run, RUN_STATUS.rejected);
    return;
  }
  if (step.mode === SIGN_MODE.all) {
    const undecided = await tx
      .select({ id: flowStepUsers.id })
      .from(flowStepUsers)
      .where(
        and(
          eq(flowStepUsers.run_id, run.run_id),
          eq(flowStepUsers.step_no, step.step_no),
          eq(flowStepUsers.status, STEP_USER_STATUS.inProgress),
        ),
      );
    if (undecided.length > 0) return;
  }
  await tx
    .update(flowRunSteps)
    .set({ status: STEP_STATUS.done, reason: input.reason })
    .where(eq(flowRunSteps.id, step.id));
  await advance(env, tx, run, step.step_no);
}

/** The initiator takes a run back, as long as nobody has decided on it. */
export async function withdrawRun(
  env: FlowEnv,
  tx: Db,
  input: { flow_type: number; detail_id: number },
  actor: Actor,
): Promise<number> {
  const run = await latestRun(tx, input.flow_type, input.detail_id, true);
  if (!run || run.status !== RUN_STATUS.running) throw invalid(FLOW_MSG.noRun);
  if (run.initiator_id !== actor.user_id) throw fail(ERR.noPermission, FLOW_MSG.notInitiator);
  const [decided] = await tx
    .select({ id: flowStepUsers.id })
    .from(flowStepUsers)
    .where(and(eq(flowStepUsers.run_id, run.run_id), isNotNull(flowStepUsers.examine_time)))
    .limit(1);
  if (decided) throw invalid(FLOW_MSG.cannotWithdraw);
  await log(tx, run, actor.user_id, 'flow_withdraw', `撤回了${flowName(run.flow_type)}审批`);
  await finish(env, tx, run, RUN_STATUS.withdrawn);
  return run.run_id;
}

export { latestRun };
