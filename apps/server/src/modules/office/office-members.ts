import type { Db } from '../../db/client.ts';
import { invalid } from '../../core/envelope.ts';
import { memberNames } from '../../core/kit/index.ts';

/** Refuses ids that are not members. */
export async function assertMembers(db: Db, ids: readonly number[], message: string): Promise<void> {
  const names = await memberNames(db, ids);
  if (ids.some((id) => !names.has(id))) throw invalid(message);
}
