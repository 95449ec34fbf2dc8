/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');
/** The LIKE pattern "contains `s`". */
export const containing = (s: string) => `%${escapeLike(s)}%`;
