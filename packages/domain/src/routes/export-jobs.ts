import { z } from 'zod';
import { EXPORT_JOB_KEY } from '../constants.ts';
import { exportJobAnswers } from '../contracts/export-jobs.ts';
import { route } from './route.ts';

// An export's progress and its cancel: a member follows and cancels only their own exports.

const keyShape = z.strictObject({ job_key: z.string().regex(EXPORT_JOB_KEY, '导出任务标识无效') });

export const exportJobRoutes = {
  progress: route({
    method: 'GET',
    path: '/api/ExportJob/progress',
    auth: 'signedIn',
    query: keyShape,
    answer: exportJobAnswers.progress,
  }),
  cancel: route({
    method: 'POST',
    path: '/api/ExportJob/cancel',
    auth: 'signedIn',
    body: keyShape,
    answer: exportJobAnswers.cancel,
  }),
};
