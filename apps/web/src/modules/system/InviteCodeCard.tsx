import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { ACCOUNT_MSG, INVITE_STATUS, MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Result, Space, Switch, Typography } from 'antd';
import { usePermission } from '../../components/auth/Auth.tsx';
import { askConfirm } from '../../components/ask-confirm.ts';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { INVITE_CODE_NODE, inviteCodeApi, type InviteCode } from './invite-code-api.ts';
import { copyText } from '../../lib/clipboard.ts';

const KEY = ['system', 'inviteCode'] as const;
const REGISTER_PATH = '/registered';

/**
 * 员工注册邀请码 (for the 选项配置 page): the code, 复制, 重新生成 (confirmed; the old code stops working) and
 * the switch that opens or closes staff registration. Shown only to holders of system_optionConfig_edit.
 */
export function InviteCodeCard() {
  const can = usePermission();
  if (!can(INVITE_CODE_NODE)) return null;
  return <InviteCodeCardBody />;
}

function InviteCodeCardBody() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const invite = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => inviteCodeApi.get({ signal }).then((r) => r.data),
  });

  const show = (res: { msg: string; data: InviteCode }) => {
    queryClient.setQueryData(KEY, res.data);
    message.success(res.msg || MSG.ok);
  };
  const [resetting, reset] = useBusyAction(async () => show(await inviteCodeApi.reset()));
  const [switching, setStatus] = useBusyAction(async (on: boolean) =>
    show(await inviteCodeApi.setStatus(on ? INVITE_STATUS.enabled : INVITE_STATUS.disabled)),
  );

  const copy = async (text: string, what: string) => {
    if (await copyText(text)) message.success(`${what}已复制`);
    else message.error(`复制失败，请手动复制${what}`);
  };

  const regenerate = async () => {
    if (await askConfirm(modal, ACCOUNT_MSG.confirmResetInviteCode, { danger: true })) await reset();
  };

  const body = () => {
    if (invite.isPending) return null;
    if (invite.isError)
      return (
        <Result
          status="error"
          title="邀请码加载失败"
          extra={<Button onClick={() => invite.refetch()}>重新加载</Button>}
        />
      );
    const { code, status } = invite.data;
    const enabled = status === INVITE_STATUS.enabled;
    const link = `${window.location.origin}${REGISTER_PATH}`;
    return (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Space size={12} wrap>
          <Typography.Text
            strong
            style={{ fontSize: 24, letterSpacing: 4, fontFamily: 'monospace' }}
            aria-label="邀请码"
            delete={!enabled}
          >
            {code}
          </Typography.Text>
          <Button icon={<CopyOutlined />} onClick={() => copy(code, '邀请码')}>
            复制
          </Button>
          <Button icon={<ReloadOutlined />} loading={resetting} onClick={regenerate}>
            重新生成
          </Button>
        </Space>
        <Space size={8}>
          <Switch
            checked={enabled}
            loading={switching}
            aria-label="开启员工注册"
            onChange={(on) => void setStatus(on)}
          />
          <span>{enabled ? '员工注册已开启' : '员工注册已关闭'}</span>
        </Space>
        <Typography.Text type="secondary">
          员工在注册页 <Typography.Link onClick={() => copy(link, '注册链接')}>{link}</Typography.Link>{' '}
          填写邀请码注册；注册后的账号为禁用状态，需管理员在「组织架构」中启用（占用席位）。
        </Typography.Text>
      </Space>
    );
  };

  return (
    <Card title="员工注册邀请码" loading={invite.isPending}>
      {body()}
    </Card>
  );
}
