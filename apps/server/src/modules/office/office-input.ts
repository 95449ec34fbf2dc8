import { z } from 'zod';
import { idParam } from '../../core/kit/index.ts';

/** 'YYYY-MM-DD HH:mm[:ss]' or '' (none), as the forms send it */
export const timeText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((s) => s === '' || /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(s), message);

/** member ids, as an array or comma-joined */
export const memberIds = (message: string) =>
  z
    .union([z.array(idParam(message)), z.string()], { error: message })
    .transform((v, ctx) => {
      const list =
        typeof v === 'string'
          ? v
              .split(',')
              .filter((s) => s.trim() !== '')
              .map(Number)
          : v;
      if (list.some((n) => !Number.isInteger(n) || n <= 0)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return [...new Set(list)];
    })
    .pipe(z.array(z.number()).max(200, '成员最多200人'));
