import { z } from 'zod';
import { idOf, okBody } from './envelope.ts';

/** One message as the message centre lists it. */
export const messageRowView = z.object({
  msg_id: z.number(),
  content: z.string(),
  create_time: z.string(),
  /** MESSAGE_STATUS: 1 unread, 2 read */
  status: z.number(),
  business_type: z.string(),
  business_id: z.number(),
  message_type: z.number(),
  channel: z.string(),
});
/** Unread counts per tab of the drawer. */
export const messageCountsView = z.object({
  countAll: z.number(),
  work: z.number(),
  customer: z.number(),
  task: z.number(),
  schedule: z.number(),
});
/** Where a message opens: a route path and its query; null when the record is gone. */
export const messageLinkView = z.object({
  path: z.string(),
  query: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type MessageRow = z.infer<typeof messageRowView>;
export type MessageCounts = z.infer<typeof messageCountsView>;

/** How many messages a batch call marked or deleted. */
const batchCount = okBody(z.object({ count: z.number() }));

/** 消息中心: /api/Message/<name>. The list keeps its own shape: data.list.{data,count} and the unread data.count. */
export const messageAnswers = {
  messageList: okBody(
    z.object({ list: z.object({ data: z.array(messageRowView), count: z.number() }), count: messageCountsView }),
  ),
  messageInfo: okBody(messageRowView.extend({ link: messageLinkView.nullable() })),
  readMsg: okBody(idOf('msg_id')),
  readBatch: batchCount,
  delMessmage: okBody(idOf('msg_id')),
  delReadMessmage: batchCount,
};
