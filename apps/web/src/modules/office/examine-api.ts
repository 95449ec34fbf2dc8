import { flowRoutes } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

export type { ExamineCount, ExamineRow } from '@suwork/domain/contracts';

/** 1 待我审批, 2 我已审批, 3 我发起的, 4 抄送我的 */
export type ExamineTab = 1 | 2 | 3 | 4;
export type ExamineQuery = {
  tab: ExamineTab;
  flow_type?: string;
  start_time?: string;
  end_time?: string;
  page: number;
  limit: number;
};

type Signal = { signal?: AbortSignal };

/** Calls of the approval centre (审批中心). */
export const examineApi = {
  list: (q: ExamineQuery, { signal }: Signal = {}) => call(flowRoutes.examineList, q, { signal }),
  count: ({ signal }: Signal = {}) => call(flowRoutes.examineCount, {}, { signal }),
};
