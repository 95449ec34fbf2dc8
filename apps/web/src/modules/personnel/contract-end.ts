import dayjs from 'dayjs';

/** Whole days from today (YYYY-MM-DD, default the browser's today) to a date; negative once it has passed. */
export const daysUntil = (date: string, today?: string) => dayjs(date).diff(dayjs(today ?? dayjs().format('YYYY-MM-DD')), 'day');
