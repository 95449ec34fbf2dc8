import { FLOW_MSG } from '@suwork/domain';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { loadDirectory } from './directory.ts';
import { startableRecord, type FlowEnv } from './flow-hooks.ts';
import { resolveSteps } from './resolve-steps.ts';
import { startRun } from './run-engine.ts';
import { recordTitle } from './run-title.ts';
import { loadTemplate, type TemplateWithDefinition } from './templates.ts';

/** Whether a template is meant for the member (no departments and no members named: everyone). */
export const templateAppliesTo = (t: TemplateWithDefinition, user: SessionUser) => {
  const { dept_ids, user_ids } = t.definition;
  return (
    (dept_ids.length === 0 && user_ids.length === 0) ||
    dept_ids.includes(user.dept_id) ||
    user_ids.includes(user.user_id)
  );
};

/** The steps a template gives the member's submission now, with the form values and self-chosen people given. */
export async function stepsFor(
  db: Db,
  template: TemplateWithDefinition,
  user: SessionUser,
  condition: Record<string, unknown>,
  toUser: Record<string, number[]>,
) {
  return resolveSteps({
    definition: template.definition,
    initiator: { user_id: user.user_id, dept_id: user.dept_id },
    condition,
    toUser,
    directory: await loadDirectory(db),
  });
}

/**
 * Starts (or restarts) the run of a record, inside the caller's transaction: the record must exist and be the
 * member's to submit (startableRecord), the template enabled and meant for the member, every self-chosen approver
 * chosen (请选择审批人！). Branches compare the record's saved values; only a flow_type whose module gives none
 * takes the values the form sent. The run's title is the record's name and facts (run-title.ts).
 */
export async function startRecordRun(
  env: FlowEnv,
  tx: Db,
  user: SessionUser,
  flowType: number,
  detailId: number,
  toUser: Record<string, number[]>,
  sentCondition: Record<string, unknown> = {},
): Promise<number> {
  const record = await startableRecord(env, tx, user, flowType, detailId);
  const condition = record.condition ?? sentCondition;
  const template = await loadTemplate(tx, { flow_type: flowType });
  if (template.enabled !== 1) throw invalid(FLOW_MSG.templateDisabled);
  if (!templateAppliesTo(template, user)) throw invalid(FLOW_MSG.notInScope);
  const steps = await stepsFor(tx, template, user, condition, toUser);
  if (steps.some((s) => s.namedSelf)) throw invalid(FLOW_MSG.chooseOtherApprover);
  if (steps.some((s) => s.needsChoice)) throw invalid(FLOW_MSG.chooseApprover);
  // the title reads the record as it is now: a changed and resubmitted record's new run says what changed
  const title = await recordTitle(tx, flowType, detailId, env.tz);
  return startRun(
    env,
    tx,
    {
      flow_type: flowType,
      detail_id: detailId,
      template_id: template.id,
      version: template.version,
      title,
      condition,
      steps,
    },
    user,
  );
}
