import { ERR, MSG, type Envelope, type ErrorDef } from '@suwork/domain';

/** A failure that reaches the client as an envelope with its catalogue code and a Chinese message. */
export class ApiError extends Error {
  readonly code: number;
  readonly http: number;
  constructor(def: ErrorDef, msg?: string) {
    super(msg ?? def.msg);
    this.code = def.code;
    this.http = def.http;
  }
}

export const fail = (def: ErrorDef, msg?: string) => new ApiError(def, msg);
export const invalid = (msg: string) => new ApiError(ERR.validation, msg);

export function ok<T>(data: T): { code: number; msg: string; data: T };
export function ok<T>(data: T, count: number): { code: number; msg: string; data: T; count: number };
export function ok<T>(data: T, count?: number): Envelope<T> {
  return count === undefined ? { code: 0, msg: MSG.ok, data } : { code: 0, msg: MSG.ok, data, count };
}

export function errorBody(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}
