import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { MessageCentreDrawer } from './MessageCentreDrawer.tsx';
import { useRealtimeMessages } from './use-realtime-messages.ts';
import { useUnreadCount } from './use-unread-count.ts';

/** The bell: a dot when something is unread; opens the message centre. Holds the session's realtime socket. */
export function MessageBell() {
  useRealtimeMessages();
  const unread = useUnreadCount();
  /** spec: msgShow when nothing is unread (no dot) */
  const msgShow = unread === 0;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge dot={!msgShow} offset={[-6, 6]}>
        <Button type="text" shape="circle" icon={<BellOutlined style={{ fontSize: 18 }} />} aria-label={msgShow ? '消息' : `消息，${unread} 条未读`} onClick={() => setOpen(true)} />
      </Badge>
      <MessageCentreDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
