/** Every API response body. `code: 0` is success. */
/** `estimated`: the list total is the database's estimate (large tables), not an exact count. */
export type Envelope<T = unknown> = { code: number; msg: string; data: T; count?: number; estimated?: boolean };

/** Codes the web client treats as success (spec §8). */
export const SUCCESS_CODES: readonly number[] = [0, -200, 200];
