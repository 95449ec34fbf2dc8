import type { MessagePush, PERMISSIONS_PUSH } from '@suwork/domain';
import type { WebSocket } from 'ws';
import type { Revocation } from '../sessions.ts';

type Conn = { socket: WebSocket; userId: number; tokenHash: string };

/** This instance's open sockets by member: delivers pushes and closes the sockets of ended sessions. */
export class RealtimeHub {
  private byUser = new Map<number, Set<Conn>>();

  add(socket: WebSocket, userId: number, tokenHash: string): void {
    const conn: Conn = { socket, userId, tokenHash };
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(conn);
    socket.on('close', () => {
      set.delete(conn);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    });
  }

  deliver(userId: number, push: MessagePush | typeof PERMISSIONS_PUSH): void {
    const text = JSON.stringify(push);
    for (const c of this.byUser.get(userId) ?? []) if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
  }

  /** The sockets a sign-out ends. */
  revoked(r: Revocation): Conn[] {
    return this.all().filter((c) =>
      'tokenHash' in r
        ? c.tokenHash === r.tokenHash
        : c.userId === r.userId && !r.keepTokenHashes.includes(c.tokenHash),
    );
  }

  all(): Conn[] {
    return [...this.byUser.values()].flatMap((s) => [...s]);
  }
}
