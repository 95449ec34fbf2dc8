import { MESSAGE_CENTRE_MSG, STICKY_CHANNELS, type MessagePush } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from '../../api/token.ts';
import { TODO_LIST_KEY } from '../../api/home-api.ts';
import { useFirstScreenSettled } from './first-screen-settled.tsx';
import { MESSAGES_KEY } from './message-api.ts';
import { connectRealtime } from './realtime-client.ts';

/** How a push is announced: the named channels stay until closed, others close by themselves. */
export const pushNotice = (push: MessagePush) =>
  STICKY_CHANNELS.includes(push.channel)
    ? { title: MESSAGE_CENTRE_MSG.stickyTitle, description: push.content, duration: 0 }
    : { title: MESSAGE_CENTRE_MSG.eventTitle, description: push.content };

/**
 * Realtime messages for the signed-in session (one socket, reconnecting): each push and each (re)connect
 * refreshes the message counts and lists and the workbench's to-dos; each push is announced.
 */
export function useRealtimeMessages() {
  const token = useSyncExternalStore(subscribeToken, getToken);
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const settled = useFirstScreenSettled();
  useEffect(() => {
    if (!settled || !token || typeof WebSocket === 'undefined') return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      void queryClient.invalidateQueries({ queryKey: TODO_LIST_KEY });
    };
    return connectRealtime(token, {
      onReady: refresh,
      onPush: (push) => {
        refresh();
        notification.open({ key: `msg-${push.msg_id}`, ...pushNotice(push) });
      },
    });
  }, [settled, token, queryClient, notification]);
}
