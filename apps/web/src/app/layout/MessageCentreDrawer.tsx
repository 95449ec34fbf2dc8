import { DeleteOutlined } from '@ant-design/icons';
import { MESSAGE_CENTRE_MSG, MESSAGE_PAGE_SIZE, MESSAGE_STATUS, MESSAGE_TYPE_LABEL, MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Drawer, Empty, Pagination, Segmented, Space, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefOf } from '../../engine/route-paths.ts';
import { MESSAGES_KEY, messageApi, type MessageCounts, type MessageRow } from './message-api.ts';
import styles from './MessageCentre.module.css';
import { useMessageCounts } from './use-unread-count.ts';

const TABS = [0, 1, 2, 3, 4] as const;
const COUNT_OF: Record<number, keyof MessageCounts> = {
  0: 'countAll',
  1: 'work',
  2: 'customer',
  3: 'task',
  4: 'schedule',
};
const STATUS_OPTIONS = [
  { label: '未读', value: MESSAGE_STATUS.unread },
  { label: '已读', value: MESSAGE_STATUS.read },
  { label: '全部', value: 0 },
];
/** spec: default tab 1 (办公), status filter 1 (未读) */
const DEFAULT_TAB = 1;
const DEFAULT_STATUS = MESSAGE_STATUS.unread;

function MessageItem({ row, onOpen, onDelete }: { row: MessageRow; onOpen: () => void; onDelete: () => void }) {
  const unread = row.status === MESSAGE_STATUS.unread;
  return (
    <li className={styles.item}>
      <button type="button" className={styles.open} onClick={onOpen}>
        <span className={styles.head}>
          <Badge status={unread ? 'error' : 'default'} />
          <span className={unread ? styles.unread : styles.content}>{row.content}</span>
        </span>
        <span className={styles.time}>{row.create_time}</span>
      </button>
      <Button
        type="text"
        size="small"
        icon={<DeleteOutlined />}
        aria-label={`删除消息：${row.content}`}
        onClick={onDelete}
      />
    </li>
  );
}

/** 消息中心: tabs with unread counts, a status filter, 7 a page; opening a message marks it read and goes to its record. */
export function MessageCentreDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [tab, setTab] = useState<number>(DEFAULT_TAB);
  const [status, setStatus] = useState<number>(DEFAULT_STATUS);
  const [page, setPage] = useState(1);
  const counts = useMessageCounts();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const q = { page, limit: MESSAGE_PAGE_SIZE, status, message_type: tab };
  const list = useQuery({
    queryKey: [...MESSAGES_KEY, 'list', q],
    queryFn: ({ signal }) => messageApi.list(q, { signal }).then((r) => r.data.list),
    enabled: open,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
  const rows = list.data?.data ?? [];
  const total = list.data?.count ?? 0;

  const openMessage = async (row: MessageRow) => {
    const { data } = await messageApi.info(row.msg_id, row.message_type);
    void refresh();
    onClose();
    if (data.link) void navigate(hrefOf(data.link));
    else void message.warning(MESSAGE_CENTRE_MSG.recordGone);
  };
  const deleteOne = async (row: MessageRow) => {
    await messageApi.remove(row.msg_id);
    await refresh();
  };
  const readAll = async () => {
    await messageApi.readBatch(tab);
    await refresh();
  };
  const deleteRead = () =>
    modal.confirm({
      title: MESSAGE_CENTRE_MSG.confirmDeleteRead,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await messageApi.removeRead(tab);
        setPage(1);
        await refresh();
      },
    });

  return (
    <Drawer title="消息中心" size={500} open={open} onClose={onClose}>
      <Tabs
        activeKey={String(tab)}
        onChange={(k) => {
          setTab(Number(k));
          setPage(1);
        }}
        items={TABS.map((t) => ({
          key: String(t),
          label: (
            <span>
              {MESSAGE_TYPE_LABEL[t]}
              {counts[COUNT_OF[t]] > 0 && <Badge count={counts[COUNT_OF[t]]} size="small" className={styles.count} />}
            </span>
          ),
        }))}
      />
      <div className={styles.toolbar}>
        <Segmented
          options={STATUS_OPTIONS}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
        <Space>
          <Button size="small" onClick={() => void readAll()}>
            全部已读
          </Button>
          <Button size="small" danger onClick={deleteRead}>
            删除已读
          </Button>
        </Space>
      </div>
      {list.isLoading ? (
        <div className={styles.center}>
          <Spin size="small" />
        </div>
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} />
      ) : (
        <ul className={styles.list} aria-label="消息列表">
          {rows.map((r) => (
            <MessageItem key={r.msg_id} row={r} onOpen={() => void openMessage(r)} onDelete={() => void deleteOne(r)} />
          ))}
        </ul>
      )}
      <Pagination
        className={styles.pager}
        current={page}
        pageSize={MESSAGE_PAGE_SIZE}
        total={total}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={setPage}
        size="small"
      />
    </Drawer>
  );
}
