import { z } from 'zod';
import { dateTime, emptyBody, okBody } from './envelope.ts';

// The sales pipeline's hand-written routes: stage groups (商机阶段设置), stage moves and history, status changes,
// the kanban, funnel and forecast of the member's opportunities, quote versions and rivals' records.

/** A stage of a group; `percent` the win rate as a decimal string ('30.00'). */
export const stageView = z.object({ id: z.number(), name: z.string(), percent: z.string(), sort: z.number() });
/** A stage group; `dept_ids` empty: for every department without a group of its own. */
export const stageGroupView = z.object({
  id: z.number(),
  name: z.string(),
  dept_ids: z.array(z.number()),
  dept_names: z.array(z.string()),
  status: z.number(),
  sort: z.number(),
  stages: z.array(stageView),
});
/** One move of an opportunity between stages, and how long it stayed there (seconds; the current stage: until now). */
export const stageMoveView = z.object({
  from_name: z.string(),
  to_name: z.string(),
  user_name: z.string(),
  create_time: dateTime(),
  seconds_in_stage: z.number(),
});
/** A kanban card. */
export const kanbanCardView = z.object({
  chance_id: z.number(),
  chance_name: z.string(),
  company_name: z.string(),
  amount: z.string().nullable(),
  expect_success: z.string().nullable(),
  expect_date: z.string().nullable(),
  owner_user_name: z.string().nullable(),
  update_time: dateTime(),
  /** when it was won or lost; null while open */
  close_time: dateTime(),
});
/** A kanban column: the stage, how many open opportunities are in it (capped like lists), their amount, the first cards. */
export const kanbanColumnView = z.object({
  stage: stageView,
  count: z.number(),
  capped: z.boolean(),
  amount: z.string(),
  cards: z.array(kanbanCardView),
});
/** The opportunities of the group won (or lost) in the board's period: how many, their amount, the latest closed first. */
export const kanbanClosedView = z.object({ count: z.number(), amount: z.string(), cards: z.array(kanbanCardView) });
/** The kanban: a column per stage of its open opportunities, then 赢单 and 输单 of the period (company days, inclusive). */
export const kanbanView = z.object({
  stages: z.array(kanbanColumnView),
  won: kanbanClosedView,
  lost: kanbanClosedView,
  start_date: z.string(),
  end_date: z.string(),
});
/** The funnel: open opportunities by stage, then those of the group won in the period. */
export const funnelView = z.object({
  stages: z.array(z.object({ stage: stageView, count: z.number(), amount: z.string() })),
  won: z.object({ count: z.number(), amount: z.string() }),
});
/** The weighted forecast: open opportunities by expected month ('YYYY-MM'), Σ amount and Σ amount × win rate. */
export const forecastView = z.object({
  months: z.array(z.object({ month: z.string(), count: z.number(), amount: z.string(), weighted: z.string() })),
  total: z.object({ count: z.number(), amount: z.string(), weighted: z.string() }),
});
/** A quote version. */
export const offerVersionView = z.object({
  offer_id: z.number(),
  offer_no: z.string(),
  version: z.number(),
  status: z.number(),
  after_tax: z.string().nullable(),
  create_time: dateTime(),
});
/** A rival's record: the opportunities it was met in (those the member may see) and how they ended. */
export const rivalRecordView = z.object({
  chances: z.array(
    z.object({
      chance_id: z.number(),
      chance_name: z.string(),
      company_name: z.string(),
      status: z.number(),
      amount: z.string().nullable(),
    }),
  ),
  won: z.number(),
  lost: z.number(),
  open: z.number(),
});

export type Stage = z.infer<typeof stageView>;
export type StageGroup = z.infer<typeof stageGroupView>;
export type StageMove = z.infer<typeof stageMoveView>;
export type KanbanCard = z.infer<typeof kanbanCardView>;
export type KanbanColumn = z.infer<typeof kanbanColumnView>;
export type KanbanClosed = z.infer<typeof kanbanClosedView>;
export type Kanban = z.infer<typeof kanbanView>;
export type Funnel = z.infer<typeof funnelView>;
export type Forecast = z.infer<typeof forecastView>;
export type OfferVersion = z.infer<typeof offerVersionView>;
export type RivalRecord = z.infer<typeof rivalRecordView>;

/** /api/ChanceStage/<name> */
export const stageAnswers = {
  groups: okBody(z.array(stageGroupView)),
  /** the groups a new opportunity of the member (or of `user_id`) may use, its own department's first */
  groupsFor: okBody(z.array(stageGroupView)),
  save: okBody(z.object({ id: z.number() })),
  del: emptyBody,
};
/** /api/Chance/<name> */
export const chanceAnswers = {
  moveStage: emptyBody,
  changeStatus: emptyBody,
  stageHistory: okBody(z.array(stageMoveView)),
  kanban: okBody(kanbanView),
  funnel: okBody(funnelView),
  forecast: okBody(forecastView),
  rivals: okBody(z.array(z.object({ rival_id: z.number(), rival_name: z.string(), threat_level: z.number() }))),
  linkRivals: emptyBody,
};
/** /api/Offer/<name> */
export const offerAnswers = {
  changeStatus: emptyBody,
  copyVersion: okBody(z.object({ offer_id: z.number() })),
  versions: okBody(z.array(offerVersionView)),
};
/** /api/Rival/<name> */
export const rivalAnswers = { record: okBody(rivalRecordView) };
