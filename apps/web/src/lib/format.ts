import dayjs, { type Dayjs } from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const MONTH_FORMAT = 'YYYY-MM';

type Numeric = number | string | null | undefined;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Rounds a plain decimal string half away from zero, digit by digit (no floating-point error). */
function roundDecimal(text: string, decimals: number): { negative: boolean; int: string; frac: string } | undefined {
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
  const negative = m[1] === '-';
  const digits = `${m[2] || '0'}${(m[3] ?? '').padEnd(decimals + 1, '0')}`;
  const intLen = (m[2] || '0').length;
  const kept = digits
    .slice(0, intLen + decimals)
    .split('')
    .map(Number);
  if (Number(digits[intLen + decimals]) >= 5) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === 9) kept[i--] = 0;
    if (i >= 0) kept[i] += 1;
    else kept.unshift(1);
  }
  const all = kept.join('');
  const cut = all.length - decimals;
  const int = all.slice(0, cut).replace(/^0+(?=\d)/, '');
  const frac = all.slice(cut);
  const zero = /^0*$/.test(int + frac);
  return { negative: negative && !zero, int, frac };
}

function toDecimalText(value: Numeric): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    // Exponent notation (1e21, 1e-7) goes through toFixed, which writes plain digits.
    const text = String(value);
    return /e/i.test(text) ? value.toFixed(20).replace(/0+$/, '') : text;
  }
  const text = value.trim().replace(/,/g, '');
  return text === '' ? undefined : text;
}

/**
 * A number with fixed decimals and grouped thousands: formatNumber('1234567.891') → '1,234,567.89'.
 * Accepts numbers and decimal strings (the API sends money as '1234.50'); anything else gives ''.
 */
export function formatNumber(value: Numeric, decimals = 2, decimalSep = '.', thousandsSep = ','): string {
  const text = toDecimalText(value);
  if (text === undefined) return '';
  const r = roundDecimal(text, decimals);
  if (!r) return '';
  const grouped = r.int.replace(/\B(?=(\d{3})+(?!\d))/g, thousandsSep);
  return `${r.negative ? '-' : ''}${grouped}${decimals > 0 ? decimalSep + r.frac : ''}`;
}

/** Money: two decimals, '.' and ','. */
export const formatAmount = (value: Numeric): string => formatNumber(value, 2);

/** Chart axis value: above 10000 in 万 (W) with one decimal, e.g. 12000 → '1.2W'. */
export function formatAxisValue(value: number): string {
  if (Math.abs(value) > 10000) return `${formatNumber(value / 10000, 1, '.', '')}W`;
  return String(value);
}

/** 'YYYY-MM-DD'; '' for an empty or invalid date. */
export function formatDate(value: Dayjs | Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT) : '';
}
