import type { MessagePush } from '@suwork/domain';

/** The PostgreSQL NOTIFY channel carrying new messages (and permission changes) to every instance. */
export const REALTIME_CHANNEL = 'suwork_message';

/** One new message as NOTIFY carries it: for whom, and what the socket pushes (create_time as ISO here). */
export type MessageEnvelope = MessagePush & { user_id: number };
/** A member whose permissions changed: every instance forgets their cached sessions and tells their sockets. */
export type PermissionsEnvelope = { user_id: number; type: 'permissions' };
export type RealtimeEnvelope = MessageEnvelope | PermissionsEnvelope;

export const SIGNED_OUT_REASON = '登录已失效';
