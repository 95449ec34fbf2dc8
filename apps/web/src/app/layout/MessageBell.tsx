import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useRealtimeMessages } from './use-realtime-messages.ts';
import { useUnreadCount } from './use-unread-count.ts';

// the message centre's code (lists, tabs, pager) loads when it is first opened
const MessageCentreDrawer = lazy(() =>
  import('./MessageCentreDrawer.tsx').then((m) => ({ default: m.MessageCentreDrawer })),
);

/** The bell: a dot when something is unread; opens the message centre. Holds the session's realtime socket. */
export function MessageBell() {
  useRealtimeMessages();
  const unread = useUnreadCount();
  /** spec: msgShow when nothing is unread (no dot) */
  const msgShow = unread === 0;
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so that it closes with its animation
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Badge dot={!msgShow} offset={[-6, 6]}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          aria-label={msgShow ? '消息' : `消息，${unread} 条未读`}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
      </Badge>
      {opened && (
        <Suspense fallback={null}>
          <MessageCentreDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
