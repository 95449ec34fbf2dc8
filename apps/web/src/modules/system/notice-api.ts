import type { DataOf, noticeAnswers } from '@suwork/domain/contracts';
import { http } from '../../api/http.ts';

/** 公告: publish and withdraw (management). What every member reads in the shell is in api/sys-notice-api.ts. */
export const noticeApi = {
  publish: (id: number) => http.post<DataOf<typeof noticeAnswers.publish>>('/api/Notice/publish', { id }),
  withdraw: (id: number) => http.post<DataOf<typeof noticeAnswers.withdraw>>('/api/Notice/withdraw', { id }),
};
