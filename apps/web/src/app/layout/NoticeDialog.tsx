import { PushpinOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { RichTextView } from '../../engine/detail/RichTextView.tsx';
import { NOTICE_READ, sysNoticeApi } from '../../api/sys-notice-api.ts';
import styles from './Notice.module.css';
import { SYS_NOTICE_KEY } from './use-sys-notices.ts';

type Props = { id: number | undefined; onClose: () => void };

/** One notice in full; opening it marks it read for the member, so it is not offered as new again. */
export function NoticeDialog({ id, onClose }: Props) {
  const queryClient = useQueryClient();
  const { data, isLoading, isError } = useQuery({
    queryKey: [...SYS_NOTICE_KEY, 'info', id],
    queryFn: ({ signal }) => sysNoticeApi.info(id!, { signal }).then((r) => r.data),
    enabled: id !== undefined,
  });

  useEffect(() => {
    if (!data || data.is_read === NOTICE_READ) return;
    void sysNoticeApi
      .markRead(data.id)
      .then(() => queryClient.invalidateQueries({ queryKey: SYS_NOTICE_KEY }))
      .catch(() => undefined); // shown by the HTTP client; the notice stays unread
  }, [data, queryClient]);

  return (
    <Modal
      open={id !== undefined}
      title={data?.title ?? '公告'}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          知道了
        </Button>
      }
    >
      {isLoading ? (
        <div className={styles.center}>
          <Spin />
        </div>
      ) : isError || !data ? (
        <Typography.Text type="secondary">该公告已撤回或已过期</Typography.Text>
      ) : (
        <>
          <Space className={styles.meta} size={12}>
            {data.is_top === 2 && (
              <Tag color="red" icon={<PushpinOutlined />}>
                置顶
              </Tag>
            )}
            <span>发布时间：{data.publish_time ?? '-'}</span>
            {data.expire_date && <span>有效期至：{data.expire_date}</span>}
          </Space>
          <div className={styles.body}>
            <RichTextView html={data.content} />
          </div>
        </>
      )}
    </Modal>
  );
}
