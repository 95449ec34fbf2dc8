import { EXPORT_JOB_HEADER, EXPORT_STATUS } from '@suwork/domain';
import type { ExportProgress } from '@suwork/domain/contracts';
import { exportJobRoutes } from '@suwork/domain/routes';
import { call } from './call.ts';
import { HttpError, type JsonOptions } from './http.ts';

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

/** How often a page that lost an export's answer asks its job, and how many failed asks in a row it bears. */
const FOLLOW_MS = 1000;
const FOLLOW_FAILURES = 3;

/**
 * Follows an export whose own answer was lost (the connection dropped, the request timed out): the export goes on as
 * a job on the server, so its key still tells how it ended, with a fresh link once written. Undefined when nothing
 * more can be learnt (the server stays unreachable, or the export never ends within its time).
 */
export async function followExport(jobKey: string): Promise<ExportProgress | undefined> {
  const until = Date.now() + EXPORT_TIMEOUT_MS;
  let failures = 0;
  while (Date.now() < until) {
    try {
      const job = (await exportJobApi.progress(jobKey)).data;
      failures = 0;
      if (job && job.status !== EXPORT_STATUS.writing) return job;
    } catch (err) {
      if (!(err instanceof HttpError) || err.kind === 'signedOut' || ++failures >= FOLLOW_FAILURES) return undefined;
    }
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_MS));
  }
  return undefined;
}
