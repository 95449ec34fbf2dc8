import { ERR, FLOW_MSG, FLOW_TYPE_BY_NUMBER, RUN_STATUS, RUN_STATUS_LABELS, STEP_USER_STATUS } from '@suwork/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flowRuns, flowStepUsers, users } from '../../db/schema.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { inTx } from '../org/org-common.ts';
import { loadDirectory } from './directory.ts';
import { startableRecord } from './flow-hooks.ts';
import { examineBody, previewQuery, recordBody, startBody } from './flow.input.ts';
import { resolveSteps } from './resolve-steps.ts';
import { examineRun, latestRun, startRun, withdrawRun } from './run-engine.ts';
import { loadTemplate, type TemplateWithDefinition } from './templates.ts';
import { previewSteps, runTimeline } from './timeline.ts';

export const EXAMINE_NODE = 'work_flow_examine';
type Run = typeof flowRuns.$inferSelect;

/** Whether a template is meant for the member (no departments and no members named: everyone). */
export const templateAppliesTo = (t: TemplateWithDefinition, user: SessionUser) => {
  const { dept_ids, user_ids } = t.definition;
  return (dept_ids.length === 0 && user_ids.length === 0) || dept_ids.includes(user.dept_id) || user_ids.includes(user.user_id);
};

/** A run is visible to its initiator, the people on it, and members whose data scope covers the initiator's department. */
export async function canSeeRun(db: Db, user: SessionUser, run: Run): Promise<boolean> {
  if (user.scope.all || run.initiator_id === user.user_id) return true;
  const [onIt] = await db.select({ id: flowStepUsers.id }).from(flowStepUsers).where(and(eq(flowStepUsers.run_id, run.run_id), eq(flowStepUsers.user_id, user.user_id))).limit(1);
  if (onIt) return true;
  const [initiator] = await db.select({ dept_id: users.dept_id }).from(users).where(eq(users.user_id, run.initiator_id));
  return Boolean(initiator && user.scope.deptIds.includes(initiator.dept_id));
}

/**
 * Starts (or restarts) the run of a record, inside the caller's transaction: the record must exist and be the
 * member's to submit (startableRecord), the template enabled and meant for the member, every self-chosen approver
 * chosen (请选择审批人！). Branches compare the record's saved values; only a flow_type whose module gives none
 * takes the values the form sent.
 */
export async function startRecordRun(tx: Db, user: SessionUser, flowType: number, detailId: number, toUser: Record<string, number[]>, sentCondition: Record<string, unknown> = {}) {
  const record = await startableRecord(tx, user, flowType, detailId);
  const condition = record.condition ?? sentCondition;
  const template = await loadTemplate(tx, { flow_type: flowType });
  if (template.enabled !== 1) throw invalid(FLOW_MSG.templateDisabled);
  if (!templateAppliesTo(template, user)) throw invalid(FLOW_MSG.notInScope);
  const steps = await resolveSteps({ definition: template.definition, initiator: { user_id: user.user_id, dept_id: user.dept_id }, condition, toUser, directory: await loadDirectory(tx) });
  if (steps.some((s) => s.needsChoice)) throw invalid(FLOW_MSG.chooseApprover);
  return startRun(tx, { flow_type: flowType, detail_id: detailId, template_id: template.id, version: template.version, condition, steps }, user);
}

/** Preview, start, decide, withdraw and read the approval of one record (any flow_type). */
export function flowRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;

  const resolveFor = async (template: TemplateWithDefinition, user: SessionUser, condition: Record<string, unknown>, toUser: Record<string, number[]>) =>
    resolveSteps({ definition: template.definition, initiator: { user_id: user.user_id, dept_id: user.dept_id }, condition, toUser, directory: await loadDirectory(db) });

  app.get('/api/flow/preview', { config: { auth: 'signedIn' }, schema: { querystring: previewQuery } }, async (req) => {
    const user = currentUser(req);
    const q = req.query;
    if (q.run_id !== undefined) {
      const [run] = await db.select().from(flowRuns).where(eq(flowRuns.run_id, q.run_id));
      if (!run || !(await canSeeRun(db, user, run))) throw fail(ERR.notFound);
      return ok(await runTimeline(db, run, tz));
    }
    const template = await loadTemplate(db, q.id !== undefined ? { id: q.id } : { flow_type: q.flow_type });
    return ok(await previewSteps(db, await resolveFor(template, user, q.condition ?? {}, {})));
  });

  app.post('/api/flow/startflow', { config: { auth: 'signedIn' }, schema: { body: startBody } }, async (req) => {
    const b = req.body;
    return ok({ run_id: await inTx(db, (tx) => startRecordRun(tx, currentUser(req), b.flow_type, b.detail_id, b.to_user, b.condition ?? {})) });
  });

  app.post('/api/flow/examine', { config: { auth: { node: EXAMINE_NODE } }, schema: { body: examineBody } }, async (req) => {
    await inTx(db, (tx) => examineRun(tx, req.body, currentUser(req)));
    return ok(null);
  });

  app.post('/api/flow/withdraw', { config: { auth: 'signedIn' }, schema: { body: recordBody } }, async (req) => {
    const runId = await inTx(db, (tx) => withdrawRun(tx, req.body, currentUser(req)));
    return ok({ run_id: runId });
  });

  app.get('/api/flow/review', { config: { auth: 'signedIn' }, schema: { querystring: recordBody } }, async (req) => {
    const user = currentUser(req);
    const run = await latestRun(db, req.query.flow_type, req.query.detail_id);
    if (!run) return ok({ run: null, steps: [], can_examine: false, can_withdraw: false });
    if (!(await canSeeRun(db, user, run))) throw fail(ERR.notFound);
    const running = run.status === RUN_STATUS.running;
    const [[initiator], [mine], [decided]] = await Promise.all([
      db.select({ user_name: users.user_name }).from(users).where(eq(users.user_id, run.initiator_id)),
      db
        .select({ id: flowStepUsers.id })
        .from(flowStepUsers)
        .where(and(eq(flowStepUsers.run_id, run.run_id), eq(flowStepUsers.step_no, run.current_step), eq(flowStepUsers.user_id, user.user_id), eq(flowStepUsers.status, STEP_USER_STATUS.inProgress))),
      db.select({ id: flowStepUsers.id }).from(flowStepUsers).where(and(eq(flowStepUsers.run_id, run.run_id), isNotNull(flowStepUsers.examine_time))).limit(1),
    ]);
    return ok({
      run: {
        run_id: run.run_id,
        flow_type: run.flow_type,
        flow_name: FLOW_TYPE_BY_NUMBER.get(run.flow_type)?.flow_name ?? '',
        detail_id: run.detail_id,
        status: run.status,
        status_name: RUN_STATUS_LABELS[run.status] ?? '',
        initiator_id: run.initiator_id,
        initiator_name: initiator?.user_name ?? '',
        create_time: formatDateTime(run.create_time, tz) ?? '',
      },
      steps: await runTimeline(db, run, tz),
      can_examine: running && Boolean(mine) && user.nodes.has(EXAMINE_NODE),
      can_withdraw: running && run.initiator_id === user.user_id && !decided,
    });
  });
}
