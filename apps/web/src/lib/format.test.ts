import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatAxisValue, formatDate, formatNumber } from './format.ts';

describe('formatAmount', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(12)).toBe('12.00');
    expect(formatAmount(999)).toBe('999.00');
    expect(formatAmount(1000)).toBe('1,000.00');
  });

  it('accepts the decimal strings the API sends', () => {
    expect(formatAmount('1234.50')).toBe('1,234.50');
    expect(formatAmount('1234567890123.45')).toBe('1,234,567,890,123.45');
    expect(formatAmount('-98765.4')).toBe('-98,765.40');
    expect(formatAmount('.5')).toBe('0.50');
  });

  it('rounds half up on the decimal digits, not on a binary float', () => {
    expect(formatAmount('1.005')).toBe('1.01');
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount('999.995')).toBe('1,000.00');
    expect(formatAmount('-0.001')).toBe('0.00');
  });

  it('gives an empty string for no value or something that is not a number', () => {
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
    expect(formatAmount('')).toBe('');
    expect(formatAmount('abc')).toBe('');
    expect(formatAmount(Number.NaN)).toBe('');
  });

  it('takes other decimals and separators', () => {
    expect(formatNumber(1234.5, 0)).toBe('1,235');
    expect(formatNumber('1234567.125', 3, ',', '.')).toBe('1.234.567,125');
  });
});

describe('formatAxisValue', () => {
  it('shows values above 10000 in W with one decimal', () => {
    expect(formatAxisValue(12000)).toBe('1.2W');
    expect(formatAxisValue(123456)).toBe('12.3W');
    expect(formatAxisValue(-25000)).toBe('-2.5W');
  });

  it('keeps 10000 and below as they are', () => {
    expect(formatAxisValue(10000)).toBe('10000');
    expect(formatAxisValue(9999)).toBe('9999');
    expect(formatAxisValue(0)).toBe('0');
  });
});

describe('formatDate', () => {
  it('formats as YYYY-MM-DD', () => {
    expect(formatDate(new Date(2024, 1, 9, 15, 30))).toBe('2024-02-09');
    expect(formatDate('2024-12-31 23:59:59')).toBe('2024-12-31');
    expect(formatDate(dayjs('2023-07-01'))).toBe('2023-07-01');
  });

  it('gives an empty string for no or an invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
