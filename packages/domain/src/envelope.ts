/** Every API response body. `code: 0` is success. */
/**
 * `estimated`: the list total is the database's estimate (the whole of a large table), not an exact count;
 * `capped`: there are more than `count` (10,000) rows, shown as "10,000+"; `field`: on a refused request, the body
 * field the message is about (a form shows it at that field).
 */
export type Envelope<T = unknown> = {
  code: number;
  msg: string;
  data: T;
  count?: number;
  estimated?: boolean;
  capped?: boolean;
  field?: string;
};

/** Codes the web client treats as success (spec §8). */
export const SUCCESS_CODES: readonly number[] = [0, -200, 200];
