import type { EntityDef, Field, FlowStates } from './define.ts';

/** Field types whose saved values a template's condition branches compare (amounts, choices, dates, people). */
const CONDITION_TYPES: ReadonlySet<Field['type']> = new Set([
  'integer',
  'money',
  'percent',
  'enum',
  'date',
  'member',
  'department',
]);

/**
 * What an approval template's condition branches look at for a saved record: amounts as numbers, choices, dates,
 * people (the server adds the department). The server starts the run with it, the web previews the flow with it.
 */
export function recordCondition(
  def: Pick<EntityDef, 'fields'>,
  row: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of def.fields) {
    const v = row[f.key];
    if (!CONDITION_TYPES.has(f.type) || v === null || v === undefined) continue;
    out[f.key] = f.type === 'money' || f.type === 'percent' ? Number(v) : v;
  }
  return out;
}

/** Who submits a document into its flow: its owner (合同) or whoever entered it (合同退款, 合同变更). */
export const submitterOf = (def: Pick<EntityDef, 'flowSubmitter'>): 'owner_user_id' | 'create_user_id' =>
  def.flowSubmitter === 'creator' ? 'create_user_id' : 'owner_user_id';

/** 待提交 → 审批中 → 已通过 / 已驳回 / 已撤回 (DOC_STATUS), editable while 待提交, 已驳回 or 已撤回. */
export const DOC_FLOW_STATES: FlowStates = {
  draft: 1,
  running: 2,
  passed: 3,
  rejected: 4,
  withdrawn: 5,
  editable: [1, 4, 5],
};

/** The statuses a document of `def` passes through in approval. */
export const flowStatesOf = (def: Pick<EntityDef, 'flowStates'>): FlowStates => def.flowStates ?? DOC_FLOW_STATES;
