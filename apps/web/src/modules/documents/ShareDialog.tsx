import { MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, List, Modal, Radio, Select, Space, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { askConfirm } from '../../components/ask-confirm.ts';
import { DepartmentSelect } from '../../components/pickers/DepartmentSelect.tsx';
import { useMemberOptions } from '../../components/pickers/MemberSelect.tsx';
import { DOC_KEY, docApi, type DocItem, type ShareTarget } from './doc-api.ts';

type Values = { members: number[]; depts: number[]; role: 1 | 2; expire?: Dayjs | null };
const LINK_DAYS = [
  { value: 1, label: '1天' },
  { value: 7, label: '7天' },
  { value: 30, label: '30天' },
  { value: 0, label: '永久有效' },
];

/** 分享: with members and departments (可查看 / 可编辑, optional end date), or by a public link that can expire and be revoked. */
export function ShareDialog({ item, onClose }: { item: DocItem; onClose: () => void }) {
  return (
    <Modal open title={`分享「${item.name}」`} width={620} footer={null} onCancel={onClose} destroyOnHidden>
      <Tabs
        items={[
          { key: 'people', label: '分享给成员/部门', children: <ShareWithPeople item={item} onDone={onClose} /> },
          { key: 'link', label: '分享链接', children: <ShareLinks item={item} /> },
        ]}
      />
    </Modal>
  );
}

function ShareWithPeople({ item, onDone }: { item: DocItem; onDone: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: members = [] } = useMemberOptions();
  const { data, isPending } = useQuery({ queryKey: [...DOC_KEY, 'shareInfo', item.id], queryFn: ({ signal }) => docApi.shareInfo(item.id, { signal }) });
  const [busy, setBusy] = useState(false);
  if (isPending) return null;
  const targets = data?.data ?? [];
  const initial: Values = {
    members: targets.filter((t) => t.target_type === 1).map((t) => t.target_id),
    depts: targets.filter((t) => t.target_type === 2).map((t) => t.target_id),
    role: targets.some((t) => t.role === 2) ? 2 : 1,
    expire: targets[0]?.expire_time ? dayjs(targets[0].expire_time) : null,
  };
  const save = async (v: Values) => {
    const chosen: ShareTarget[] = [...v.members.map((id) => ({ target_type: 1 as const, target_id: id, role: v.role })), ...v.depts.map((id) => ({ target_type: 2 as const, target_id: id, role: v.role }))];
    setBusy(true);
    try {
      const res = await docApi.share(item.id, chosen, v.expire ? v.expire.format('YYYY-MM-DD') : '');
      message.success(res.msg || MSG.ok);
      await queryClient.invalidateQueries({ queryKey: DOC_KEY });
      onDone();
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<Values> layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
      <Form.Item name="members" label="成员">
        <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={members} placeholder="选择成员" aria-label="分享成员" />
      </Form.Item>
      <Form.Item name="depts" label="部门">
        <DepartmentSelect multiple placeholder="选择部门" />
      </Form.Item>
      <Form.Item name="role" label="权限">
        <Radio.Group
          options={[
            { value: 1, label: '可查看' },
            { value: 2, label: '可编辑' },
          ]}
        />
      </Form.Item>
      <Form.Item name="expire" label="有效期至" extra="不填则一直有效；到期后自动取消分享">
        <DatePicker disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          保存
        </Button>
        <Typography.Text type="secondary">清空成员和部门后保存即取消分享</Typography.Text>
      </Space>
    </Form>
  );
}

function ShareLinks({ item }: { item: DocItem }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [days, setDays] = useState(7);
  const [created, setCreated] = useState<string>();
  const key = [...DOC_KEY, 'links', item.id];
  const { data, isFetching } = useQuery({ queryKey: key, queryFn: ({ signal }) => docApi.links(item.id, { signal }) });
  const create = async () => {
    try {
      const res = await docApi.createLink(item.id, days);
      setCreated(`${window.location.origin}${res.data.url}`);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch {
      // shown by the HTTP client
    }
  };
  const revoke = async (linkId: number) => {
    if (!(await askConfirm(modal, '撤销后，持有该链接的人将无法再访问，确定撤销吗？', { danger: true }))) return;
    try {
      const res = await docApi.revokeLink(linkId);
      message.success(res.msg || MSG.ok);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch {
      // shown by the HTTP client
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Select value={days} onChange={setDays} options={LINK_DAYS} aria-label="链接有效期" style={{ width: 120 }} />
        <Button type="primary" onClick={() => void create()}>
          创建链接
        </Button>
      </Space>
      {created && (
        <Typography.Paragraph copyable={{ text: created, tooltips: ['复制链接', '已复制'] }} style={{ wordBreak: 'break-all' }}>
          {created}
        </Typography.Paragraph>
      )}
      <List
        size="small"
        loading={isFetching}
        header="有效的链接"
        locale={{ emptyText: MSG.empty }}
        dataSource={data?.data ?? []}
        renderItem={(l) => (
          <List.Item
            actions={[
              <Button key="revoke" type="link" danger onClick={() => void revoke(l.link_id)}>
                撤销
              </Button>,
            ]}
          >
            创建于 {l.create_time}，{l.expire_time ? `${l.expired ? '已于' : ''}${l.expire_time}${l.expired ? '过期' : ' 过期'}` : '永久有效'}
          </List.Item>
        )}
      />
    </Space>
  );
}
