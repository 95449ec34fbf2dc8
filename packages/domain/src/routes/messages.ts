import { z } from 'zod';
import { messageAnswers } from '../contracts/messages.ts';
import { MESSAGE_PAGE_SIZE } from '../message-centre.ts';
import { idParam, pageShape } from './fields.ts';
import { route } from './route.ts';

export const MESSAGE_MSG = {
  pickMessage: '请选择消息',
  notYours: '该消息不存在或不属于您',
  badType: '消息分类不正确',
  badStatus: '消息状态不正确',
} as const;

const msgId = idParam(MESSAGE_MSG.pickMessage);
/** 0 全部, 1 办公, 2 客户管理, 3 任务, 4 日程 */
const messageType = z.coerce
  .number({ error: MESSAGE_MSG.badType })
  .int(MESSAGE_MSG.badType)
  .min(0, MESSAGE_MSG.badType)
  .max(4, MESSAGE_MSG.badType)
  .default(0);

const listQuery = z.strictObject({
  ...pageShape(MESSAGE_PAGE_SIZE),
  /** 1 unread, 2 read, 0 or absent: all */
  status: z.coerce
    .number({ error: MESSAGE_MSG.badStatus })
    .int(MESSAGE_MSG.badStatus)
    .min(0, MESSAGE_MSG.badStatus)
    .max(2, MESSAGE_MSG.badStatus)
    .default(0),
  message_type: messageType,
});

const infoQuery = z.strictObject({ msg_id: msgId, type: z.coerce.number().int().min(0).max(4).optional() });
const msgIdQuery = z.strictObject({ msg_id: msgId });
const typeQuery = z.strictObject({ message_type: messageType });

/** 消息中心: each signed-in member reads, marks and deletes only their own messages. */
export const messageRoutes = {
  messageList: route({
    method: 'GET',
    path: '/api/Message/messageList',
    auth: 'signedIn',
    query: listQuery,
    answer: messageAnswers.messageList,
  }),
  messageInfo: route({
    method: 'GET',
    path: '/api/Message/messageInfo',
    auth: 'signedIn',
    query: infoQuery,
    answer: messageAnswers.messageInfo,
  }),
  readMsg: route({
    method: 'GET',
    path: '/api/Message/readMsg',
    auth: 'signedIn',
    query: msgIdQuery,
    answer: messageAnswers.readMsg,
  }),
  readBatch: route({
    method: 'GET',
    path: '/api/Message/readBatch',
    auth: 'signedIn',
    query: typeQuery,
    answer: messageAnswers.readBatch,
  }),
  delMessmage: route({
    method: 'GET',
    path: '/api/Message/delMessmage',
    auth: 'signedIn',
    query: msgIdQuery,
    answer: messageAnswers.delMessmage,
  }),
  delReadMessmage: route({
    method: 'GET',
    path: '/api/Message/delReadMessmage',
    auth: 'signedIn',
    query: typeQuery,
    answer: messageAnswers.delReadMessmage,
  }),
};
