import { sql } from 'drizzle-orm';
import type { Tx } from '../../core/kit/index.ts';
import { REALTIME_CHANNEL, type PermissionsEnvelope } from '../../core/realtime/realtime-message.ts';
import type { App } from '../../core/types.ts';

/**
 * After a change to roles, role nodes, data scopes, department menus or a member's roles or department. Nobody is
 * signed out (docs/decisions/0018): each request resolves the member's current nodes, so a node taken away is
 * refused from the next request on. Call it inside the change's transaction: on commit every instance forgets the
 * affected members' cached sessions and tells their open pages to fetch their menu again; the returned function,
 * run after the commit, drops this instance's cache at once.
 */
export async function permissionsChanged(
  app: App,
  tx: Tx,
  affectedUserIds: readonly number[],
): Promise<() => Promise<void>> {
  const envelopes: PermissionsEnvelope[] = [...new Set(affectedUserIds)].map((user_id) => ({
    user_id,
    type: 'permissions',
  }));
  if (envelopes.length > 0)
    await tx.execute(
      sql`select pg_notify(${REALTIME_CHANNEL}, e::text) from json_array_elements(${JSON.stringify(envelopes)}::json) as e`,
    );
  return async () => app.sessions.forgetAll();
}
