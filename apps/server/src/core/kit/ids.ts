import { z } from 'zod';
import { idField, idParam, MAX_ID } from '../validation.ts';

export { idCsv, idField, idParam, MAX_ID } from '../validation.ts';

/** Ids sent comma-joined ("3,5"), as a number, or as an array; blank gives an empty list. */
export const idList = (message: string, max = 500) =>
  z
    .union([z.string(), z.number(), z.array(idField())], { error: message })
    .transform((v) => (Array.isArray(v) ? v.join(',') : String(v).trim()))
    .refine((v) => v === '' || /^\d{1,10}(,\d{1,10})*$/.test(v), message)
    .transform((v) => [...new Set(v === '' ? [] : v.split(',').map(Number))].filter((n) => n > 0))
    .refine((v) => v.every((n) => n <= MAX_ID), message)
    .refine((v) => v.length <= max, `最多选择${max}项`);

/** One id in a query, path or form field, answering `message` when it is not one. */
export const positiveId = (message: string) => idParam(message);
