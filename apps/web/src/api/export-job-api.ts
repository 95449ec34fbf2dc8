import { EXPORT_JOB_HEADER } from '@suwork/domain';
import { exportJobRoutes } from '@suwork/domain/routes';
import { call } from './call.ts';
import type { JsonOptions } from './http.ts';

export type { ExportFormat } from '@suwork/domain/routes';

/** An export runs as long as its rows need (at most 100,000), past the usual request timeout. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/** The options an export request is sent with: named by the job the member follows, and quiet (its button reports). */
export const exportJobOptions = (jobKey: string): JsonOptions => ({
  headers: { [EXPORT_JOB_HEADER]: jobKey },
  timeoutMs: EXPORT_TIMEOUT_MS,
  silent: true,
});

export const exportJobApi = {
  progress: (job_key: string, signal?: AbortSignal) =>
    call(exportJobRoutes.progress, { job_key }, { signal, silent: true }),
  cancel: (job_key: string) => call(exportJobRoutes.cancel, { job_key }),
};
