import type { MessagePush, RouteLink } from '@suwork/domain';
import { http } from '../../api/http.ts';

/** One message as the message centre lists it. */
export type MessageRow = Omit<MessagePush, 'channel'> & { status: number; channel?: string };
/** Unread counts per tab. */
export type MessageCounts = { countAll: number; work: number; customer: number; task: number; schedule: number };
export type MessageList = { list: { data: MessageRow[]; count: number }; count: MessageCounts };
export type MessageQuery = { page: number; limit: number; status: number; message_type: number };

/** 消息中心 calls (GET /api/Message/*). */
export const messageApi = {
  list: (q: MessageQuery, { signal }: { signal?: AbortSignal } = {}) => http.get<MessageList>('/api/Message/messageList', q, { signal }),
  info: (msg_id: number, type: number) => http.get<MessageRow & { link: RouteLink | null }>('/api/Message/messageInfo', { type, msg_id }),
  readBatch: (message_type: number) => http.get<{ count: number }>('/api/Message/readBatch', { message_type }),
  remove: (msg_id: number) => http.get<{ msg_id: number }>('/api/Message/delMessmage', { msg_id }),
  removeRead: (message_type: number) => http.get<{ count: number }>('/api/Message/delReadMessmage', { message_type }),
};

/** Every message query (counts and lists) starts with this key: invalidate it after any change or push. */
export const MESSAGES_KEY = ['messages'] as const;
