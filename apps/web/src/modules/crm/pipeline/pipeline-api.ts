import { chanceRoutes, chanceStageRoutes, type InputOf } from '@suwork/domain/routes';
import { call } from '../../../api/call.ts';

export type {
  Forecast,
  Funnel,
  Kanban,
  KanbanCard,
  KanbanClosed,
  KanbanColumn,
  Stage,
  StageGroup,
} from '@suwork/domain/contracts';

type Signal = { signal?: AbortSignal };

/** The body of 阶段设置's save: a group and its stages in order (a stage without id is new). */
export type StageGroupBody = InputOf<typeof chanceStageRoutes.save>;

/** Permission nodes of the 商机 page. */
export const PIPELINE_NODE = {
  edit: 'customer_opportunities_edit',
  stage: 'customer_opportunities_stage',
} as const;

/** Stage group status: 1 启用, 2 停用. */
export const GROUP_STATUS = { enabled: 1, disabled: 2 } as const;

/** Every query of the pipeline views starts with this key (invalidated after a stage setting changes). */
export const PIPELINE_KEY = ['crm', 'pipeline'] as const;
export const pipelineKeys = {
  groupsFor: [...PIPELINE_KEY, 'groupsFor'] as const,
  groups: [...PIPELINE_KEY, 'groups'] as const,
  kanban: (groupId: number, keyword: string, start: string, end: string) =>
    [...PIPELINE_KEY, 'kanban', groupId, keyword, start, end] as const,
  funnel: (groupId: number, start: string, end: string) => [...PIPELINE_KEY, 'funnel', groupId, start, end] as const,
  forecast: (startMonth: string, months: number) => [...PIPELINE_KEY, 'forecast', startMonth, months] as const,
};

/** Cards asked per kanban column. */
export const KANBAN_LIMIT = 20;

/** The sales pipeline's calls: stage groups, the kanban and its moves, the funnel and the forecast. */
export const pipelineApi = {
  groupsFor: ({ signal }: Signal = {}) => call(chanceStageRoutes.groupsFor, undefined, { signal }),
  groups: ({ signal }: Signal = {}) => call(chanceStageRoutes.groups, undefined, { signal }),
  saveGroup: (body: StageGroupBody) => call(chanceStageRoutes.save, body),
  deleteGroup: (id: number) => call(chanceStageRoutes.del, { id }),
  /** the open opportunities by stage, and those won and lost from `startDate` to `endDate` */
  kanban: (groupId: number, keyword: string, startDate: string, endDate: string, { signal }: Signal = {}) =>
    call(
      chanceRoutes.kanban,
      {
        group_id: groupId,
        limit: KANBAN_LIMIT,
        keyword: keyword || undefined,
        start_date: startDate,
        end_date: endDate,
      },
      { signal },
    ),
  moveStage: (chanceId: number, stageId: number) =>
    call(chanceRoutes.moveStage, { chance_id: chanceId, stage_id: stageId }),
  funnel: (groupId: number, startDate: string, endDate: string, { signal }: Signal = {}) =>
    call(chanceRoutes.funnel, { group_id: groupId, start_date: startDate, end_date: endDate }, { signal }),
  forecast: (startMonth: string, months: number, { signal }: Signal = {}) =>
    call(chanceRoutes.forecast, { start_month: startMonth, months }, { signal }),
};
