import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Spin, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { AttachmentList } from '../../engine/detail/AttachmentList.tsx';
import { HANDOVER_STATUS } from './handover-status.ts';
import { personnelApi, type HandoverItem } from './personnel-api.ts';

type Props = { id: number; onClose: () => void; extra?: ReactNode };

/** 交接详情: the record, its item rows and attachments; `extra` holds the actions (确认接收, 编辑). */
export function HandoverDetailDrawer({ id, onClose, extra }: Props) {
  const q = useQuery({ queryKey: ['handover', id], queryFn: ({ signal }) => personnelApi.handover(id, { signal }) });
  const r = q.data?.data;
  return (
    <Drawer open title="交接详情" size={560} onClose={onClose} extra={extra}>
      {!r ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="交出人">{r.from_user_name}</Descriptions.Item>
            <Descriptions.Item label="接收人">{r.to_user_name}</Descriptions.Item>
            <Descriptions.Item label="交接日期">{r.handover_date}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={r.status === 2 ? 'green' : 'orange'}>{HANDOVER_STATUS[r.status as 1 | 2]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="交接原因" span={2}>
              {r.reason || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="创建人">{r.create_user_name}</Descriptions.Item>
            <Descriptions.Item label="确认时间">{r.confirm_time ?? '—'}</Descriptions.Item>
          </Descriptions>
          <h4>交接物品</h4>
          <Table<HandoverItem>
            size="small"
            rowKey={(_, i) => String(i)}
            pagination={false}
            dataSource={r.items}
            columns={[
              { title: '物品名称', dataIndex: 'item_name' },
              { title: '数量', dataIndex: 'quantity', width: 80, align: 'right' },
              { title: '备注', dataIndex: 'remark' },
            ]}
          />
          <h4>附件</h4>
          <AttachmentList files={r.attachments_files ?? []} />
        </>
      )}
    </Drawer>
  );
}
