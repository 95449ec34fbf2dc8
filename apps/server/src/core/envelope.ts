import { ERR, MSG, type Envelope, type ErrorDef } from '@suwork/domain';

/** A failure that reaches the client as an envelope with its catalogue code and a Chinese message. */
export class ApiError extends Error {
  readonly code: number;
  readonly http: number;
  /** the request body's field the message is about, so a form shows it there */
  readonly field?: string;
  constructor(def: ErrorDef, msg?: string, field?: string) {
    super(msg ?? def.msg);
    this.code = def.code;
    this.http = def.http;
    if (field) this.field = field;
  }
}

export const fail = (def: ErrorDef, msg?: string) => new ApiError(def, msg);
/** A refused value; `field` names the body field it is about (纳税人识别号 → tax_number). */
export const invalid = (msg: string, field?: string) => new ApiError(ERR.validation, msg, field);

export function ok<T>(data: T): { code: number; msg: string; data: T };
export function ok<T>(data: T, count: number): { code: number; msg: string; data: T; count: number };
export function ok<T>(data: T, count?: number): Envelope<T> {
  return count === undefined ? { code: 0, msg: MSG.ok, data } : { code: 0, msg: MSG.ok, data, count };
}

export function errorBody(code: number, msg: string, field?: string): Envelope<null> {
  return field ? { code, msg, data: null, field } : { code, msg, data: null };
}
