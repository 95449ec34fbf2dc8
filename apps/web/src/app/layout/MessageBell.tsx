import { BellOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { Badge, Button, Drawer, Empty } from 'antd';
import { useState } from 'react';
import { useUnreadCount } from './use-unread-count.ts';

/** The bell: a dot when something is unread; opens the message centre. */
export function MessageBell() {
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge dot={unread > 0} offset={[-6, 6]}>
        <Button type="text" shape="circle" icon={<BellOutlined style={{ fontSize: 18 }} />} aria-label="消息" onClick={() => setOpen(true)} />
      </Badge>
      <Drawer title="消息中心" size={500} open={open} onClose={() => setOpen(false)}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} />
      </Drawer>
    </>
  );
}
