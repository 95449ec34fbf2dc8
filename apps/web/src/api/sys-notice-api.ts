import type { SysNotice, SysNoticeDetail } from '@suwork/domain/contracts';
import { noticeRoutes } from '@suwork/domain/routes';
import { call } from './call.ts';

/** A notice as the shell lists it (a system notice, message_type 0, status 1, for the signed-in member), and in full. */
export type { SysNotice, SysNoticeDetail };

export const NOTICE_READ = 2;

/** 公告 as every member reads them in the shell. */
export const sysNoticeApi = {
  shellList: ({ signal }: { signal?: AbortSignal } = {}) => call(noticeRoutes.getSysNoticeList, undefined, { signal }),
  info: (id: number, { signal }: { signal?: AbortSignal } = {}) => call(noticeRoutes.sysNoticeInfo, { id }, { signal }),
  markRead: (id: number) => call(noticeRoutes.readSysNotice, { id }),
};
