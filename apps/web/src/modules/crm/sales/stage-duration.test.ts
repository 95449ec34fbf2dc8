import { describe, expect, it } from 'vitest';
import { formatStageDuration } from './stage-duration.ts';

describe('formatStageDuration', () => {
  it('reads days and hours, hours and minutes, minutes, or 不到1分钟', () => {
    expect(formatStageDuration(3 * 86400 + 4 * 3600 + 59)).toBe('3天4小时');
    expect(formatStageDuration(2 * 86400)).toBe('2天');
    expect(formatStageDuration(2 * 3600 + 15 * 60 + 30)).toBe('2小时15分');
    expect(formatStageDuration(3600)).toBe('1小时');
    expect(formatStageDuration(15 * 60)).toBe('15分钟');
    expect(formatStageDuration(59)).toBe('不到1分钟');
    expect(formatStageDuration(0)).toBe('不到1分钟');
  });
});
