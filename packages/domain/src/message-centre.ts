// 消息中心 vocabulary shared by the server, the web and realtime delivery.

/** The drawer's tabs: 0 全部 is a filter only; every message belongs to one of 1–4. */
export const MESSAGE_TYPE = { office: 1, customer: 2, task: 3, schedule: 4 } as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];
export const MESSAGE_TYPE_LABEL: Record<number, string> = { 0: '全部', 1: '办公', 2: '客户管理', 3: '任务', 4: '日程' };

/** 1 unread, 2 read */
export const MESSAGE_STATUS = { unread: 1, read: 2 } as const;

/**
 * Realtime channels. The named ones show a notification titled 您有新的消息 that stays until closed;
 * `event` shows 新消息 and closes by itself.
 */
export const MESSAGE_CHANNEL = {
  crontab: 'crontab_msg',
  followComment: 'follow_comment_msg',
  clue: 'clue_msg',
  chance: 'chance_msg',
  project: 'project_msg',
  event: 'event',
} as const;
export type MessageChannel = (typeof MESSAGE_CHANNEL)[keyof typeof MESSAGE_CHANNEL];
/** Channels whose notification (您有新的消息) stays open until closed: every one but plain events. */
export const STICKY_CHANNELS: readonly string[] = Object.values(MESSAGE_CHANNEL).filter(
  (c) => c !== MESSAGE_CHANNEL.event,
);
export const MESSAGE_PAGE_SIZE = 7;

/** The websocket of realtime messages; the browser signs in with its token cookie or a first `{ token }` message. */
export const REALTIME_PATH = '/api/realtime';
/** Close code when the session is over (signed out, expired): sign in again before reconnecting. */
export const REALTIME_SIGNED_OUT = 4401;

/** Pushed to a member's sockets when their roles, role nodes, data scope or department menu changed: fetch getNode again. */
export const PERMISSIONS_PUSH = { type: 'permissions' } as const;

/** One pushed message, as the message centre lists it (create_time 'YYYY-MM-DD HH:mm:ss'). */
export type MessagePush = {
  msg_id: number;
  content: string;
  channel: string;
  message_type: number;
  business_type: string;
  business_id: number;
  create_time: string;
};

/** The message centre's own words. */
export const MESSAGE_CENTRE_MSG = {
  confirmDeleteRead: '确认删除已读信息？删除后无法恢复',
  recordGone: '该记录已不存在',
  stickyTitle: '您有新的消息',
  eventTitle: '新消息',
} as const;
