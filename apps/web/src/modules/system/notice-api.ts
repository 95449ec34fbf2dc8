import type { DataOf, noticeAnswers, SysNotice, SysNoticeDetail } from '@suwork/domain/contracts';
import { http } from '../../api/http.ts';

/** A notice as the shell lists it (a system notice, message_type 0, status 1, for the signed-in member), and in full. */
export type { SysNotice, SysNoticeDetail };

export const NOTICE_READ = 2;

/** 公告: publish and withdraw (management), and what every member reads in the shell. */
export const noticeApi = {
  publish: (id: number) => http.post<DataOf<typeof noticeAnswers.publish>>('/api/Notice/publish', { id }),
  withdraw: (id: number) => http.post<DataOf<typeof noticeAnswers.withdraw>>('/api/Notice/withdraw', { id }),
  shellList: ({ signal }: { signal?: AbortSignal } = {}) => http.get<DataOf<typeof noticeAnswers.getSysNoticeList>>('/api/Message/getSysNoticeList', undefined, { signal }),
  info: (id: number, { signal }: { signal?: AbortSignal } = {}) => http.get<DataOf<typeof noticeAnswers.sysNoticeInfo>>('/api/Message/sysNoticeInfo', { id }, { signal }),
  markRead: (id: number) => http.post<DataOf<typeof noticeAnswers.readSysNotice>>('/api/Message/readSysNotice', { id }),
};
