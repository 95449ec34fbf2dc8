/** The rows of `db.execute(sql…)`: node-postgres and PGlite return {rows}; some drivers return the array itself. */
export function resultRows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
