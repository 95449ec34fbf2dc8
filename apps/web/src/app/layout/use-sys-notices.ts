import { useQuery } from '@tanstack/react-query';
import { NOTICE_READ, sysNoticeApi } from '../../api/sys-notice-api.ts';
import { useFirstScreenSettled } from './first-screen-settled.tsx';

export const SYS_NOTICE_KEY = ['sysNotices'] as const;
/** New notices reach an open page within this time. */
const REFRESH_MS = 5 * 60_000;

/** The published notices meant for the member (GET /api/Message/getSysNoticeList) and how many are unread. */
export function useSysNotices() {
  const settled = useFirstScreenSettled();
  const query = useQuery({
    enabled: settled,
    queryKey: SYS_NOTICE_KEY,
    queryFn: ({ signal }) => sysNoticeApi.shellList({ signal }).then((r) => r.data),
    staleTime: 60_000,
    refetchInterval: REFRESH_MS,
  });
  const notices = query.data ?? [];
  return { notices, unread: notices.filter((n) => n.is_read !== NOTICE_READ).length, isLoading: query.isLoading };
}
