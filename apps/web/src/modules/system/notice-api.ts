import { noticeRoutes } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

/** 公告: publish and withdraw (management). What every member reads in the shell is in api/sys-notice-api.ts. */
export const noticeApi = {
  publish: (id: number) => call(noticeRoutes.publish, { id }),
  withdraw: (id: number) => call(noticeRoutes.withdraw, { id }),
};
