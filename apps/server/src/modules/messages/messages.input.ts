import { MESSAGE_PAGE_SIZE } from '@suwork/domain';
import { z } from 'zod';
import { idParam, pageShape } from '../../core/kit/index.ts';

export const MESSAGE_MSG = {
  pickMessage: '请选择消息',
  notYours: '该消息不存在或不属于您',
  badType: '消息分类不正确',
  badStatus: '消息状态不正确',
} as const;

const msgId = idParam(MESSAGE_MSG.pickMessage);
/** 0 全部, 1 办公, 2 客户管理, 3 任务, 4 日程 */
const messageType = z.coerce.number({ error: MESSAGE_MSG.badType }).int(MESSAGE_MSG.badType).min(0, MESSAGE_MSG.badType).max(4, MESSAGE_MSG.badType).default(0);

export const listQuery = z.strictObject({
  ...pageShape(MESSAGE_PAGE_SIZE),
  /** 1 unread, 2 read, 0 or absent: all */
  status: z.coerce.number({ error: MESSAGE_MSG.badStatus }).int(MESSAGE_MSG.badStatus).min(0, MESSAGE_MSG.badStatus).max(2, MESSAGE_MSG.badStatus).default(0),
  message_type: messageType,
});

export const infoQuery = z.strictObject({ msg_id: msgId, type: z.coerce.number().int().min(0).max(4).optional() });
export const msgIdQuery = z.strictObject({ msg_id: msgId });
export const typeQuery = z.strictObject({ message_type: messageType });
