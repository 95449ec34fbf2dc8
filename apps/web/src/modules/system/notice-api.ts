import { http } from '../../api/http.ts';

/** A notice as the shell lists it: a system notice (message_type 0, status 1) for the signed-in member. */
export type SysNotice = {
  id: number;
  notice_id: number;
  title: string;
  /** plain text, shortened */
  summary: string;
  publish_time: string | null;
  expire_date: string | null;
  /** 2 置顶 */
  is_top: number;
  /** 2 read by this member, 1 not yet */
  is_read: number;
  status: number;
  message_type: number;
};
export type SysNoticeDetail = Omit<SysNotice, 'summary'> & { content: string };

export const NOTICE_READ = 2;

/** 公告: publish and withdraw (management), and what every member reads in the shell. */
export const noticeApi = {
  publish: (id: number) => http.post<{ id: number }>('/api/Notice/publish', { id }),
  withdraw: (id: number) => http.post<{ id: number }>('/api/Notice/withdraw', { id }),
  shellList: ({ signal }: { signal?: AbortSignal } = {}) => http.get<SysNotice[]>('/api/Message/getSysNoticeList', undefined, { signal }),
  info: (id: number, { signal }: { signal?: AbortSignal } = {}) => http.get<SysNoticeDetail>('/api/Message/sysNoticeInfo', { id }, { signal }),
  markRead: (id: number) => http.post<{ id: number }>('/api/Message/readSysNotice', { id }),
};
