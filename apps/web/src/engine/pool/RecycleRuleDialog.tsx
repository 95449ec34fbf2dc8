import type { EntityDef } from '@suwork/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, InputNumber, Switch, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { usePermission } from '../../components/auth/Auth.tsx';
import { FormCancelButton, FormModal } from '../../components/FormDialog.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { poolApi, poolNodes, type PoolRule, type RecyclePreviewRow } from './pool-api.ts';

type Props = { def: EntityDef; onClose: () => void };

const PREVIEW_LIMIT = 5;
const DAYS = { min: 1, max: 3650, precision: 0 } as const;

/**
 * 回收规则 of a public pool: whether owned records go back to the pool automatically (daily), after how many
 * days without a follow-up or (customers) without a deal, and the records the saved rule would return now.
 */
export function RecycleRuleDialog({ def, onClose }: Props) {
  const { message } = App.useApp();
  const can = usePermission();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PoolRule>();
  const [page, setPage] = useState(1);
  const api = poolApi(def);
  const editable = can(poolNodes(def).editRule);
  const hasDeal = def.fields.some((f) => f.key === 'deal_status');
  const key = ['entity', def.key, 'pool-rule'];

  const rule = useQuery({ queryKey: key, queryFn: () => api.getRule().then((r) => r.data) });
  const preview = useQuery({
    queryKey: [...key, 'preview', page],
    queryFn: ({ signal }) => api.previewRecycle(page, PREVIEW_LIMIT, signal),
  });
  useEffect(() => {
    if (rule.data) form.setFieldsValue(rule.data);
  }, [rule.data, form]);

  // a refusal is shown by the HTTP client; the form keeps what was typed
  const [saving, saveRule] = useBusyAction(async (values: PoolRule) => {
    const res = await api.setRule({
      enabled: values.enabled,
      follow_days: values.follow_days,
      deal_days: values.deal_days ?? rule.data?.deal_days ?? 90,
    });
    message.success(res.msg || '保存成功');
    // saved: closing now discards nothing
    form.setFields((Object.keys(values) as (keyof PoolRule)[]).map((name) => ({ name, touched: false })));
    setPage(1);
    await queryClient.invalidateQueries({ queryKey: key });
  });

  const save = async () => {
    let values: PoolRule;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    await saveRule(values);
  };

  const title = def.pool?.title ?? '公海';
  const columns = [
    { key: 'title', title: `${def.title}名称`, dataIndex: def.titleField, ellipsis: true },
    { key: 'owner', title: '负责人', dataIndex: 'owner_user_name', width: 120, render: (v: string | null) => v ?? '—' },
    { key: 'create_time', title: '创建时间', dataIndex: 'create_time', width: 170 },
  ];

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={`${title}回收规则`}
      width={640}
      footer={[
        <FormCancelButton key="close">关闭</FormCancelButton>,
        editable && (
          <Button key="save" type="primary" loading={saving} onClick={() => void save()}>
            保存规则
          </Button>
        ),
      ]}
    >
      <Form
        form={form}
        layout="inline"
        aria-label="回收规则"
        disabled={!editable || rule.isLoading}
        onFinish={() => void save()}
        style={{ rowGap: 12 }}
      >
        <Form.Item name="enabled" label="自动回收" valuePropName="checked">
          <Switch checkedChildren="开" unCheckedChildren="关" />
        </Form.Item>
        <Form.Item name="follow_days" label="未跟进天数" rules={[{ required: true, message: '请输入未跟进天数' }]}>
          <InputNumber<number> {...DAYS} suffix="天" style={{ width: 120 }} />
        </Form.Item>
        {hasDeal && (
          <Form.Item name="deal_days" label="未成交天数" rules={[{ required: true, message: '请输入未成交天数' }]}>
            <InputNumber<number> {...DAYS} suffix="天" style={{ width: 120 }} />
          </Form.Item>
        )}
      </Form>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0' }}>
        每天凌晨检查一次；设为「不自动回收」的{def.title}不会被回收。以下为按已保存的规则，现在会回收的{def.title}
        {rule.data && !rule.data.enabled ? '（规则未开启，仅供预览）' : ''}：
      </Typography.Paragraph>
      <Table<RecyclePreviewRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={preview.data?.data ?? []}
        loading={preview.isFetching}
        pagination={false}
        locale={{ emptyText: '暂无数据' }}
      />
      <ListPager
        page={page}
        limit={PREVIEW_LIMIT}
        total={preview.data?.count ?? 0}
        pageSizes={[PREVIEW_LIMIT]}
        onChange={(p) => setPage(p)}
      />
    </FormModal>
  );
}
