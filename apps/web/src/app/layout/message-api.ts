import { messageRoutes, type AnswerData, type InputOf } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

/** One message as the message centre lists it, and the unread counts per tab. */
export type { MessageCounts, MessageRow } from '@suwork/domain/contracts';
export type MessageList = AnswerData<typeof messageRoutes.messageList>;
export type MessageQuery = InputOf<typeof messageRoutes.messageList>;

/** 消息中心 calls (GET /api/Message/*). */
export const messageApi = {
  list: (q: MessageQuery, { signal }: { signal?: AbortSignal } = {}) => call(messageRoutes.messageList, q, { signal }),
  info: (msg_id: number, type: number) => call(messageRoutes.messageInfo, { type, msg_id }),
  readBatch: (message_type: number) => call(messageRoutes.readBatch, { message_type }),
  remove: (msg_id: number) => call(messageRoutes.delMessmage, { msg_id }),
  removeRead: (message_type: number) => call(messageRoutes.delReadMessmage, { message_type }),
};

/** Every message query (counts and lists) starts with this key: invalidate it after any change or push. */
export const MESSAGES_KEY = ['messages'] as const;
