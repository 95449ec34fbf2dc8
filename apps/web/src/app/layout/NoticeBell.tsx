import { NotificationOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Spin, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { NOTICE_READ, type SysNotice } from '../../api/sys-notice-api.ts';
import styles from './Notice.module.css';
import { useSysNotices } from './use-sys-notices.ts';

function NoticeItem({ notice, onOpen }: { notice: SysNotice; onOpen: () => void }) {
  const unread = notice.is_read !== NOTICE_READ;
  return (
    <li>
      <button type="button" className={styles.item} onClick={onOpen}>
        <span className={styles.itemHead}>
          <Badge status={unread ? 'error' : 'default'} />
          <span className={unread ? styles.unreadTitle : styles.title}>{notice.title}</span>
          {notice.is_top === 2 && (
            <Tag color="red" className={styles.top}>
              置顶
            </Tag>
          )}
        </span>
        {notice.summary && <span className={styles.summary}>{notice.summary}</span>}
        <span className={styles.time}>{notice.publish_time}</span>
      </button>
    </li>
  );
}

// a notice's dialog (its rich text) loads when a notice is first opened
const NoticeDialog = lazy(() => import('./NoticeDialog.tsx').then((m) => ({ default: m.NoticeDialog })));

/** 公告 beside the message bell: the number of unread notices, the list in a popover, one notice in a dialog. */
export function NoticeBell() {
  const { notices, unread, isLoading } = useSysNotices();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<number>();
  // mounted from the first notice opened on, so that it closes with its animation
  const [opened, setOpened] = useState(false);

  const content = (
    <div className={styles.panel} role="dialog" aria-label="公告列表">
      {isLoading ? (
        <div className={styles.center}>
          <Spin size="small" />
        </div>
      ) : notices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无公告" />
      ) : (
        <ul className={styles.list}>
          {notices.map((n) => (
            <NoticeItem
              key={n.id}
              notice={n}
              onOpen={() => {
                setOpen(false);
                setOpened(true);
                setShown(n.id);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        title={`公告${unread > 0 ? `（${unread} 条未读）` : ''}`}
        content={content}
      >
        <Badge count={unread} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            shape="circle"
            icon={<NotificationOutlined style={{ fontSize: 18 }} />}
            aria-label={unread > 0 ? `公告，${unread} 条未读` : '公告'}
          />
        </Badge>
      </Popover>
      {opened && (
        <Suspense fallback={null}>
          <NoticeDialog id={shown} onClose={() => setShown(undefined)} />
        </Suspense>
      )}
    </>
  );
}
