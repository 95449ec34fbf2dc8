import { z } from 'zod';
import { Decimal, MONEY_MAX, moneyText } from '../money.ts';

// The request rules routes share: ids, id lists and pages, each answering one Chinese sentence.

/** Ids are integer columns: 1 … 2,147,483,647. */
export const MAX_ID = 2_147_483_647;
const ID_MISSING = '记录不存在';
const idRule = (n: z.ZodNumber, message: string) => n.int(message).min(1, message).max(MAX_ID, message);
/** The one id rule for JSON bodies: anything else answers `message` (记录不存在 unless the field names itself). */
export const idField = (message = ID_MISSING) => idRule(z.number({ error: message }), message);
/** The same rule for query strings and form fields, where an id arrives as text. */
export const idParam = (message = ID_MISSING) => idRule(z.coerce.number({ error: message }), message);
/** One id in a query, path or form field, answering `message` when it is not one. */
export const positiveId = (message: string) => idParam(message);

/** Ids written as text, comma-joined ("3,5"), each under the one id rule (from `min`, 1 by default); `max` ids at most. */
export const idCsv = (message: string, max = 100, min = 1) =>
  z
    .string({ error: message })
    .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${max - 1}}$`), message)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((n) => n >= min && n <= MAX_ID), message);

/** Ids sent comma-joined ("3,5"), as a number, or as an array; blank gives an empty list. */
export const idList = (message: string, max = 500) =>
  z
    .union([z.string(), z.number(), z.array(idField())], { error: message })
    .transform((v) => (Array.isArray(v) ? v.join(',') : String(v).trim()))
    .refine((v) => v === '' || /^\d{1,10}(,\d{1,10})*$/.test(v), message)
    .transform((v) => [...new Set(v === '' ? [] : v.split(',').map(Number))].filter((n) => n > 0))
    .refine((v) => v.every((n) => n <= MAX_ID), message)
    .refine((v) => v.length <= max, `最多选择${max}项`);

/** The largest page a list serves. */
export const MAX_LIMIT = 100;
const PAGE_MSG = '页码应为正整数';

/** `page` (1, 2, …) as a query or body field. */
export const pageField = () =>
  z.coerce.number({ error: PAGE_MSG }).int(PAGE_MSG).min(1, PAGE_MSG).max(1_000_000, '页码过大').default(1);
/**
 * `limit` (rows a page) as a query or body field; `defaultLimit` when absent. `max` is 100 for every list; only a
 * view that shows a bounded whole at once (the task board) may read more.
 */
export const limitField = (defaultLimit = 10, max = MAX_LIMIT) => {
  const message = `每页条数应为 1 到 ${max} 的整数`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(max, `每页条数不能超过${max}`)
    .default(defaultLimit);
};
/** The page and limit of every list: spread into a list's query schema, `{ ...pageShape(), keyword: … }`. */
export const pageShape = (defaultLimit = 10, max = MAX_LIMIT) => ({
  page: pageField(),
  limit: limitField(defaultLimit, max),
});

/** A query that takes no parameter (an unknown one is refused). */
export const noQuery = () => z.strictObject({});

/** 'YYYY-MM-DD' that exists in the calendar. */
export function isDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const day = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return day.getUTCMonth() === +m[2] - 1 && day.getUTCDate() === +m[3];
}

const MONEY_RE = /^-?\d{1,12}(\.\d{1,2})?$/;

/**
 * A required money field of a hand-written route, checked as the engine checks a money field (0 … MONEY_MAX, to the
 * cent) with the same sentences: `moneyField('开票金额')` answers its normalised text ('1234.50').
 */
export const moneyField = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label}应为金额` })
    .transform((v) => String(v).trim())
    .transform((v) => v || null)
    .refine((v) => v === null || MONEY_RE.test(v), `${label}应为最多两位小数的金额`)
    // (each check runs even when an earlier one failed: only a well-formed amount is compared)
    .refine((v) => v === null || !MONEY_RE.test(v) || new Decimal(v).gte(0), `${label}不能为负数`)
    .refine(
      (v) => v === null || !MONEY_RE.test(v) || new Decimal(v).lte(MONEY_MAX),
      `${label}不能超过${moneyText(MONEY_MAX)}`,
    )
    .transform((v) => (v === null ? v : moneyText(v)))
    .nullable()
    .pipe(z.string({ error: `请输入${label}` }));

/** A required date field of a hand-written route, checked as the engine checks a date field: 'YYYY-MM-DD'. */
export const dateField = (label: string) =>
  z
    .string({ error: `${label}应为文本` })
    .trim()
    .refine((v) => v === '' || isDate(v), `${label}应为 YYYY-MM-DD 格式的日期`)
    .transform((v) => v || null)
    .nullable()
    .pipe(z.string({ error: `请选择${label}` }));
