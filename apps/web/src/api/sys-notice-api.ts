import type { DataOf, noticeAnswers, SysNotice, SysNoticeDetail } from '@suwork/domain/contracts';
import { http } from './http.ts';

/** A notice as the shell lists it (a system notice, message_type 0, status 1, for the signed-in member), and in full. */
export type { SysNotice, SysNoticeDetail };

export const NOTICE_READ = 2;

/** 公告 as every member reads them in the shell. */
export const sysNoticeApi = {
  shellList: ({ signal }: { signal?: AbortSignal } = {}) => http.get<DataOf<typeof noticeAnswers.getSysNoticeList>>('/api/Message/getSysNoticeList', undefined, { signal }),
  info: (id: number, { signal }: { signal?: AbortSignal } = {}) => http.get<DataOf<typeof noticeAnswers.sysNoticeInfo>>('/api/Message/sysNoticeInfo', { id }, { signal }),
  markRead: (id: number) => http.post<DataOf<typeof noticeAnswers.readSysNotice>>('/api/Message/readSysNotice', { id }),
};
