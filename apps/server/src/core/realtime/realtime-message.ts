import type { MessagePush } from '@suwork/domain';

/** The PostgreSQL NOTIFY channel carrying new messages to every instance. */
export const REALTIME_CHANNEL = 'suwork_message';

/** One new message as NOTIFY carries it: for whom, and what the socket pushes (create_time as ISO here). */
export type RealtimeEnvelope = MessagePush & { user_id: number };

export const SIGNED_OUT_REASON = '登录已失效';
