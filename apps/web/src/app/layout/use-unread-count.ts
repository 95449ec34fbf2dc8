import { useQuery } from '@tanstack/react-query';
import { MESSAGE_STATUS } from '@suwork/domain';
import { useFirstScreenSettled } from './first-screen-settled.tsx';
import { MESSAGES_KEY, messageApi, type MessageCounts } from './message-api.ts';

const NONE: MessageCounts = { countAll: 0, work: 0, customer: 0, task: 0, schedule: 0 };

/** Unread messages per tab (data.count of GET /api/Message/messageList); refreshed by realtime pushes. */
export function useMessageCounts(): MessageCounts {
  const settled = useFirstScreenSettled();
  const query = useQuery({
    enabled: settled,
    queryKey: [...MESSAGES_KEY, 'counts'],
    queryFn: ({ signal }) =>
      messageApi
        .list({ page: 1, limit: 1, status: MESSAGE_STATUS.unread, message_type: 0 }, { signal })
        .then((r) => r.data.count),
    staleTime: 30_000,
  });
  return query.data ?? NONE;
}

/** Unread messages for the bell. */
export function useUnreadCount(): number {
  return useMessageCounts().countAll;
}
