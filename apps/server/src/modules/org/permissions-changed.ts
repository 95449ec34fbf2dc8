import type { App } from '../../core/types.ts';

/**
 * After a change to roles, role nodes, data scopes, department menus or a member's roles or department:
 * cached sessions are dropped and the affected members (except the one making the change) are signed out on
 * their next request. Their permission version (a fingerprint of what they hold) changes with their
 * permissions, so a client holding an old one also signs out; members the change does not touch stay.
 * Returns what to run once the change has committed.
 */
export function permissionsChanged(app: App, affectedUserIds: readonly number[], actorId: number) {
  const ids = [...new Set(affectedUserIds)].filter((id) => id !== actorId);
  return async () => {
    for (const id of ids) await app.sessions.revokeUser(id);
    app.sessions.forgetAll();
  };
}
