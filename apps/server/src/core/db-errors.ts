import { ERR } from '@suwork/domain';
import { ApiError, fail } from './envelope.ts';
import { uniqueViolation } from './unique-fields.ts';

/** A PostgreSQL error as node-postgres and PGlite raise it (possibly wrapped by the ORM as `cause`). */
type PgError = { code: string; constraint?: string; detail?: string };

export function pgErrorOf(err: unknown): PgError | undefined {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as PgError;
  }
  return undefined;
}

/**
 * The client's share of a database refusal, as a clear 4xx: a unique value taken (naming the field), a number
 * out of range, text the database cannot store. Anything else stays an internal error.
 */
export function clientErrorOfDb(err: unknown): ApiError | undefined {
  const pg = pgErrorOf(err);
  if (!pg) return undefined;
  switch (pg.code) {
    case '23505':
      return uniqueViolation(pg.constraint);
    case '22003': // numeric value out of range (an id beyond integer, an amount beyond its precision)
      return fail(ERR.validation, '数值超出允许范围');
    case '22021': // character not in UTF8 (e.g. a NUL byte)
    case '22P05':
      return fail(ERR.validation, '文本包含不允许的控制字符');
    case '22001': // string too long for its column
      return fail(ERR.validation, '文本超出允许长度');
    case '22007':
    case '22008':
      return fail(ERR.validation, '日期或时间格式不正确');
    case '57014': // statement timeout
      return fail(ERR.queryTimeout);
    default:
      return undefined;
  }
}
