import { SCHEDULE_MSG, SCHEDULE_REMIND, SCHEDULE_REPEAT, SCHEDULE_TITLE_MAX } from '@suwork/domain';
import { z } from 'zod';
import { positiveId } from '../../core/kit/index.ts';
import { memberIds, timeText } from './office-input.ts';

const scheduleId = positiveId(SCHEDULE_MSG.notFound);
const dateText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message);
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

export const scheduleBody = z.strictObject({
  title: z.string({ error: SCHEDULE_MSG.titleRequired }).trim().min(1, SCHEDULE_MSG.titleRequired).max(SCHEDULE_TITLE_MAX, SCHEDULE_MSG.titleTooLong),
  start_time: timeText(SCHEDULE_MSG.startRequired).refine((s) => s !== '', SCHEDULE_MSG.startRequired),
  end_time: timeText(SCHEDULE_MSG.endRequired).refine((s) => s !== '', SCHEDULE_MSG.endRequired),
  all_day: flag.default(false),
  participant_ids: memberIds('所选成员不存在').default([]),
  location: z.string().trim().max(100, '地点不能超过100个字').default(''),
  remark: z.string().trim().max(1000, '备注不能超过1000个字').default(''),
  remind_minutes: z.coerce
    .number({ error: SCHEDULE_MSG.remindInvalid })
    .refine((v) => String(v) in SCHEDULE_REMIND, SCHEDULE_MSG.remindInvalid)
    .default(0),
  repeat_rule: z
    .string()
    .refine((v) => v in SCHEDULE_REPEAT, SCHEDULE_MSG.repeatInvalid)
    .default('none'),
  repeat_until: z.union([z.literal(''), dateText(SCHEDULE_MSG.repeatInvalid)]).default(''),
  customer_id: z.coerce.number().int().min(0).default(0),
  project_id: z.coerce.number().int().min(0).default(0),
});
export const scheduleUpdateBody = scheduleBody.extend({ id: scheduleId });
export const scheduleIdQuery = z.strictObject({ id: scheduleId });
export const scheduleIdBody = z.strictObject({ id: scheduleId });
export const scheduleRangeQuery = z.strictObject({ start_date: dateText(SCHEDULE_MSG.rangeInvalid), end_date: dateText(SCHEDULE_MSG.rangeInvalid) });
