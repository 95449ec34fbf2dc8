import dayjs from 'dayjs';
import { companyNow } from '../../lib/dates.ts';

/** Whole days from today (YYYY-MM-DD, default the browser's today) to a date; negative once it has passed. */
export const daysUntil = (date: string, today?: string) =>
  dayjs(date).diff(dayjs(today ?? companyNow().format('YYYY-MM-DD')), 'day');
