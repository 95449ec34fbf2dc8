import { z } from 'zod';
import { emptyBody, okBody } from './envelope.ts';

/**
 * The state of an export a member follows (EXPORT_STATUS); null before the export has started writing. Once written,
 * `url` is a fresh ten-minute link to its file (the export's own answer may have been lost on the way).
 */
export const exportProgressView = z
  .object({ status: z.number(), done: z.number(), total: z.number(), url: z.string().nullable() })
  .nullable();
export type ExportProgress = z.infer<typeof exportProgressView>;

/** ExportJob/progress, ExportJob/cancel. */
export const exportJobAnswers = {
  progress: okBody(exportProgressView),
  cancel: emptyBody,
};
