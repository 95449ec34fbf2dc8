const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** 早上好 / 中午好 / 下午好 / 晚上好 by the hour `now` reads (the company clock: see companyNow). */
export function greetingOf(now: Date): string {
  const h = now.getHours();
  if (h >= 5 && h < 11) return '早上好';
  if (h >= 11 && h < 13) return '中午好';
  if (h >= 13 && h < 18) return '下午好';
  return '晚上好';
}

/** 2026年11月20日 星期五 */
export const longDateOf = (now: Date): string =>
  `${now.getFullYear()}年${now.getMonth() + 1}月${now.getDate()}日 星期${WEEKDAYS[now.getDay()]}`;
