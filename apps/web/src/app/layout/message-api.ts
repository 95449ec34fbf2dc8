import { messageAnswers, type DataOf } from '@suwork/domain/contracts';
import { http } from '../../api/http.ts';

/** One message as the message centre lists it, and the unread counts per tab. */
export type { MessageCounts, MessageRow } from '@suwork/domain/contracts';
export type MessageList = DataOf<typeof messageAnswers.messageList>;
export type MessageQuery = { page: number; limit: number; status: number; message_type: number };

/** 消息中心 calls (GET /api/Message/*). */
export const messageApi = {
  list: (q: MessageQuery, { signal }: { signal?: AbortSignal } = {}) => http.get<MessageList>('/api/Message/messageList', q, { signal }),
  info: (msg_id: number, type: number) => http.get<DataOf<typeof messageAnswers.messageInfo>>('/api/Message/messageInfo', { type, msg_id }),
  readBatch: (message_type: number) => http.get<DataOf<typeof messageAnswers.readBatch>>('/api/Message/readBatch', { message_type }),
  remove: (msg_id: number) => http.get<DataOf<typeof messageAnswers.delMessmage>>('/api/Message/delMessmage', { msg_id }),
  removeRead: (message_type: number) => http.get<DataOf<typeof messageAnswers.delReadMessmage>>('/api/Message/delReadMessmage', { message_type }),
};

/** Every message query (counts and lists) starts with this key: invalidate it after any change or push. */
export const MESSAGES_KEY = ['messages'] as const;
