import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ACCESS_TOKEN_DAYS,
  ACCESS_TOKEN_DEFAULT_DAYS,
  ACCESS_TOKEN_MSG,
  ACCESS_TOKEN_NAME_MAX,
  accessTokenDaysLabel,
  MSG,
} from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  Radio,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { askConfirm } from '../../components/ask-confirm.ts';
import { FormModal } from '../../components/FormDialog.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { accountApi, type AccessToken, type AccessTokenRequest } from './account-api.ts';
import { copyText } from '../../lib/clipboard.ts';

export const ACCESS_TOKENS_KEY = ['account', 'accessTokens'] as const;
const DAY_OPTIONS = ACCESS_TOKEN_DAYS.map((d) => ({ value: d, label: accessTokenDaysLabel(d) }));
const grey = { color: 'rgba(0,0,0,0.55)' };

/**
 * 访问令牌 (个人资料): the member's tokens for scripts — name, hint, created, expiry, last use, 撤销 (confirmed) —
 * and 新建令牌, whose token is shown once in the dialog.
 */
export function AccessTokensCard() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const tokens = useQuery({
    queryKey: ACCESS_TOKENS_KEY,
    queryFn: ({ signal }) => accountApi.tokenList({ signal }).then((r) => r.data),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCESS_TOKENS_KEY });

  const [revoking, revoke] = useBusyAction(async (row: AccessToken) => {
    if (
      !(await askConfirm(modal, `确定撤销访问令牌「${row.name}」吗？撤销后使用它的脚本将立即无法调用接口。`, {
        danger: true,
      }))
    )
      return;
    const res = await accountApi.tokenDel(row.token_id);
    message.success(res.msg || MSG.ok);
    await refresh();
  });

  const columns: TableColumnsType<AccessToken> = [
    { title: '名称', dataIndex: 'name', key: 'name' },
    {
      title: '令牌',
      dataIndex: 'token_hint',
      key: 'token_hint',
      render: (hint: string) => <Typography.Text code>{hint}</Typography.Text>,
    },
    { title: '创建时间', dataIndex: 'create_time', key: 'create_time' },
    {
      title: '过期时间',
      key: 'expire_time',
      render: (_, r) =>
        r.expire_time === null ? (
          '永久'
        ) : (
          <Space size={4}>
            {r.expire_time}
            {r.is_expired === 2 && <Tag color="red">已过期</Tag>}
          </Space>
        ),
    },
    {
      title: '最近使用',
      key: 'last_used_time',
      render: (_, r) =>
        r.last_used_time === null ? (
          <span style={grey}>从未使用</span>
        ) : (
          <span>
            {r.last_used_time}
            {r.last_used_ip && <span style={grey}>（{r.last_used_ip}）</span>}
          </span>
        ),
    },
    {
      title: '操作',
      key: 'action',
      render: (_, r) => (
        <Button
          type="link"
          danger
          size="small"
          disabled={revoking}
          aria-label={`撤销令牌「${r.name}」`}
          onClick={() => void revoke(r)}
        >
          撤销
        </Button>
      ),
    },
  ];

  return (
    <Card
      title="访问令牌"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建令牌
        </Button>
      }
    >
      <Typography.Paragraph style={grey}>
        供脚本和第三方集成调用接口，无需密码：在请求头中带上{' '}
        <Typography.Text code>Authorization: Bearer 令牌</Typography.Text>
        。令牌拥有您账号当前的权限和数据范围，不能修改密码或管理令牌；不再使用时请及时撤销。
      </Typography.Paragraph>
      <Table<AccessToken>
        size="small"
        rowKey="token_id"
        columns={columns}
        dataSource={tokens.data ?? []}
        loading={tokens.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: tokens.isError ? '访问令牌加载失败，请刷新重试' : '暂无数据' }}
      />
      {creating && <NewTokenDialog onClose={() => setCreating(false)} onCreated={refresh} />}
    </Card>
  );
}

/** 新建令牌: a name and a life; once made, the token itself, shown this one time with 复制. */
function NewTokenDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AccessTokenRequest>();
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const [busy, submit] = useBusyAction(async (v: AccessTokenRequest) => {
    const res = await accountApi.tokenAdd({ name: v.name.trim(), expire_days: v.expire_days });
    setMade({ name: res.data.name, token: res.data.token });
    await onCreated();
  });
  const copy = async () => {
    if (made && (await copyText(made.token))) message.success('令牌已复制');
    else message.error('复制失败，请选中令牌手动复制');
  };

  // One dialog for both steps, focus going back to 新建令牌 after either; the token step holds no form and closes
  // without asking.
  return (
    <FormModal
      form={made ? undefined : form}
      onClose={onClose}
      title={made ? '访问令牌已创建' : '新建访问令牌'}
      okText="创建"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      mask={{ closable: false }}
      footer={
        made ? (
          <Button type="primary" onClick={onClose}>
            我已保存，关闭
          </Button>
        ) : undefined
      }
    >
      {made ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Alert type="warning" showIcon title={ACCESS_TOKEN_MSG.shownOnce} />
          <div>令牌「{made.name}」：</div>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              readOnly
              value={made.token}
              aria-label="新令牌"
              style={{ fontFamily: 'monospace' }}
              onFocus={(e) => e.target.select()}
            />
            <Button type="primary" icon={<CopyOutlined />} autoFocus onClick={() => void copy()}>
              复制
            </Button>
          </Space.Compact>
        </Space>
      ) : (
        <Form
          form={form}
          layout="vertical"
          aria-label="新建访问令牌"
          initialValues={{ expire_days: ACCESS_TOKEN_DEFAULT_DAYS }}
          onFinish={(v) => void submit(v)}
        >
          <Form.Item
            name="name"
            label="名称"
            extra="写明用途，例如：报表同步脚本"
            rules={[
              { required: true, whitespace: true, message: ACCESS_TOKEN_MSG.inputName },
              { max: ACCESS_TOKEN_NAME_MAX, message: ACCESS_TOKEN_MSG.nameTooLong },
            ]}
          >
            <Input placeholder="请输入令牌名称" maxLength={ACCESS_TOKEN_NAME_MAX} autoFocus />
          </Form.Item>
          <Form.Item name="expire_days" label="有效期">
            <Radio.Group options={DAY_OPTIONS} optionType="button" />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
}
