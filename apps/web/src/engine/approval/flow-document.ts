import { APPLICATIONS, flowStatesOf, isReadOnlyRecord, submitterOf, type EntityDef } from '@suwork/domain/entities';
import type { EntityRow } from '../entity-api.ts';

// A document goes through approval once saved (合同, 合同退款): its owner presses 提交审批 on the detail page; it is
// changed or deleted only while 待提交, 已驳回 or 已撤回 (its flowStates' editable). OA applications have a flowType too but are
// submitted as they are created, through pages of their own.

type Def = Pick<EntityDef, 'key' | 'flowType' | 'flowStates'>;

/** An entity whose records are submitted into their approval flow from the detail page. */
export const isFlowDocument = (def: Def): boolean =>
  def.flowType !== undefined && !APPLICATIONS.some((a) => a.key === def.key);

const statusOf = (row: EntityRow): number => Number(row.status);

/** A document its owner may still submit (and change): 待提交, 已驳回, 已撤回. */
export const awaitsSubmission = (def: Def, row: EntityRow): boolean =>
  isFlowDocument(def) && flowStatesOf(def).editable.includes(statusOf(row));

/** A document in approval (审批中): its initiator may withdraw it. */
export const inApproval = (def: Def, row: EntityRow): boolean =>
  isFlowDocument(def) && statusOf(row) === flowStatesOf(def).running;

/**
 * Whether 编辑 and 删除 apply to the record: always, except for a document in approval, approved or void, and a
 * record that is closed history (EntityDef.readOnlyWhen: a converted clue); the server refuses those with its own
 * message.
 */
export const isChangeable = (def: Def & Pick<EntityDef, 'readOnlyWhen'>, row: EntityRow): boolean =>
  !isReadOnlyRecord(def, row) && (!isFlowDocument(def) || flowStatesOf(def).editable.includes(statusOf(row)));

/** Who may press 提交审批: the document's submitter (EntityDef.flowSubmitter: its owner, or whoever entered it). */
export const maySubmit = (def: Pick<EntityDef, 'flowSubmitter'>, row: EntityRow, userId: number): boolean =>
  row[submitterOf(def)] === userId;
