/**
 * Unread messages for the bell. The message centre (GET /api/Message/messageList, data.count.countAll)
 * plugs in here; until then there is nothing unread.
 */
export function useUnreadCount(): number {
  return 0;
}
