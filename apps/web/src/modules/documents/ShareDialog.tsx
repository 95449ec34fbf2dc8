import {
  DOC_LINK_DAYS,
  DOC_LINK_DAYS_DEFAULT,
  DOC_LINK_FOREVER_LABEL,
  docLinkExpiry,
  MSG,
  type DocLinkDays,
} from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Radio, Select, Space, Tabs, Typography, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { askConfirm } from '../../components/ask-confirm.ts';
import { FormModal } from '../../components/FormDialog.tsx';
import { PlainList, PlainListItem } from '../../components/PlainList.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { DepartmentSelect } from '../../components/pickers/DepartmentSelect.tsx';
import { useMemberOptions } from '../../components/pickers/MemberSelect.tsx';
import { DOC_KEY, docApi, type DocItem, type ShareTarget } from './doc-api.ts';
import { companyNow } from '../../lib/dates.ts';

type Values = { members: number[]; depts: number[]; role: 1 | 2; expire?: Dayjs | null };

/** 分享: with members and departments (可查看 / 可编辑, optional end date), or by a public link that can expire and be revoked. */
export function ShareDialog({ item, onClose }: { item: DocItem; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  return (
    <FormModal form={form} onClose={onClose} title={`分享「${item.name}」`} width={620} footer={null}>
      <Tabs
        items={[
          {
            key: 'people',
            label: '分享给成员/部门',
            children: <ShareWithPeople form={form} item={item} onDone={onClose} />,
          },
          { key: 'link', label: '分享链接', children: <ShareLinks item={item} /> },
        ]}
      />
    </FormModal>
  );
}

function ShareWithPeople({ form, item, onDone }: { form: FormInstance<Values>; item: DocItem; onDone: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: members = [] } = useMemberOptions();
  const { data, isPending } = useQuery({
    queryKey: [...DOC_KEY, 'shareInfo', item.id],
    queryFn: ({ signal }) => docApi.shareInfo(item.id, { signal }),
  });
  const [busy, share] = useBusyAction(async (chosen: ShareTarget[], expireDate: string) => {
    const res = await docApi.share(item.id, chosen, expireDate);
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: DOC_KEY });
    onDone();
  });
  if (isPending) return null;
  const targets = data?.data ?? [];
  const initial: Values = {
    members: targets.filter((t) => t.target_type === 1).map((t) => t.target_id),
    depts: targets.filter((t) => t.target_type === 2).map((t) => t.target_id),
    role: targets.some((t) => t.role === 2) ? 2 : 1,
    expire: targets[0]?.expire_time ? dayjs(targets[0].expire_time) : null,
  };
  const save = async (v: Values) => {
    const chosen: ShareTarget[] = [
      ...v.members.map((id) => ({ target_type: 1 as const, target_id: id, role: v.role })),
      ...v.depts.map((id) => ({ target_type: 2 as const, target_id: id, role: v.role })),
    ];
    await share(chosen, v.expire ? v.expire.format('YYYY-MM-DD') : '');
  };
  return (
    <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
      <Form.Item name="members" label="成员">
        <Select
          mode="multiple"
          allowClear
          showSearch
          optionFilterProp="label"
          options={members}
          placeholder="选择成员"
          aria-label="分享成员"
        />
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
        <DatePicker disabledDate={(d) => d.isBefore(companyNow().startOf('day'))} />
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
  const [days, setDays] = useState<DocLinkDays>(DOC_LINK_DAYS_DEFAULT);
  const [created, setCreated] = useState<{ url: string; expire_time: string | null }>();
  const key = [...DOC_KEY, 'links', item.id];
  const { data, isFetching } = useQuery({ queryKey: key, queryFn: ({ signal }) => docApi.links(item.id, { signal }) });
  const [, create] = useBusyAction(async () => {
    const res = await docApi.createLink(item.id, days);
    setCreated({ url: `${window.location.origin}${res.data.url}`, expire_time: res.data.expire_time });
    await queryClient.invalidateQueries({ queryKey: key });
  });
  const [, revokeLink] = useBusyAction(async (linkId: number) => {
    const res = await docApi.revokeLink(linkId);
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: key });
  });
  const revoke = async (linkId: number) => {
    if (await askConfirm(modal, '撤销后，持有该链接的人将无法再访问，确定撤销吗？', { danger: true }))
      await revokeLink(linkId);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Radio.Group
          value={days}
          onChange={(e) => setDays(e.target.value as DocLinkDays)}
          options={DOC_LINK_DAYS.map((d) => ({ value: d.value, label: d.label }))}
          optionType="button"
          aria-label="链接有效期"
        />
        <Button type="primary" onClick={() => void create()}>
          创建链接
        </Button>
      </Space>
      {created && (
        <>
          <Typography.Paragraph
            copyable={{ text: created.url, tooltips: ['复制链接', '已复制'] }}
            style={{ wordBreak: 'break-all', marginBottom: 0 }}
          >
            {created.url}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            {created.expire_time === null ? `有效期：${DOC_LINK_FOREVER_LABEL}` : `有效期至 ${created.expire_time}`}
          </Typography.Text>
        </>
      )}
      <PlainList
        size="small"
        loading={isFetching}
        header="有效的链接"
        empty={MSG.empty}
        items={data?.data ?? []}
        rowKey={(l) => l.link_id}
        renderItem={(l) => (
          <PlainListItem
            actions={[
              <Button key="revoke" type="link" danger onClick={() => void revoke(l.link_id)}>
                撤销
              </Button>,
            ]}
          >
            创建于 {l.create_time}，{docLinkExpiry(l)}
          </PlainListItem>
        )}
      />
    </Space>
  );
}
