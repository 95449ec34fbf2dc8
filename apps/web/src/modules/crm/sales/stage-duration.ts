const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long an opportunity stayed in a stage: 「3天4小时」, 「2小时15分」, 「15分钟」, 「不到1分钟」. */
export function formatStageDuration(seconds: number): string {
  const days = Math.floor(seconds / DAY);
  const hours = Math.floor((seconds % DAY) / HOUR);
  const minutes = Math.floor((seconds % HOUR) / MINUTE);
  if (days > 0) return `${days}天${hours > 0 ? `${hours}小时` : ''}`;
  if (hours > 0) return `${hours}小时${minutes > 0 ? `${minutes}分` : ''}`;
  if (minutes > 0) return `${minutes}分钟`;
  return '不到1分钟';
}
