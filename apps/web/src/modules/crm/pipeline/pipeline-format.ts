import { formatAmount } from '../../../lib/format.ts';

/** A column's count: 1,234, or 10,000+ when the server stopped counting. */
export const countText = (count: number, capped: boolean): string =>
  `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;

/** A win rate as the server sends it ('30.00', '12.50') without its trailing zeros: '30', '12.5'. */
export const percentText = (percent: string): string =>
  percent.includes('.') ? percent.replace(/\.?0+$/, '') : percent;

/** Money with 2 decimals and thousands separators, digit by digit; '—' when there is none. */
export const moneyText = (amount: string | null | undefined): string =>
  amount === null || amount === undefined || amount === '' ? '—' : formatAmount(amount);

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside a chart tooltip, which ECharts renders as HTML (stage names are typed by administrators). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
