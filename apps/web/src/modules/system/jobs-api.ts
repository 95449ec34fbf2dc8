import type { NodeName } from '@suwork/domain';
import { jobRoutes, type InputOf } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

export const JOBS_KEY = ['system', 'backgroundJobs'] as const;
export const JOBS_RETRY_NODE = 'system_backgroundJobs_retry' satisfies NodeName;

/** 后台任务: the recent jobs (or the failed ones) and 重试. */
export const jobsApi = {
  list: (q: InputOf<typeof jobRoutes.getList>, { signal }: { signal?: AbortSignal } = {}) =>
    call(jobRoutes.getList, q, { signal }),
  retry: (id: string) => call(jobRoutes.retry, { id }),
};
