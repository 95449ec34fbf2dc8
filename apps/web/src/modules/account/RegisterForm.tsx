import { ACCOUNT_MSG, MSG } from '@suwork/domain';
import { Form, Input } from 'antd';
import { AccountForm } from './AccountForm.tsx';
import { accountApi, type Registration } from './account-api.ts';
import { EMAIL_RULE } from './password-rules.ts';

type Props = { onDone: (message: string) => void };

/** 员工注册: with the company invitation code; the new account waits for an administrator to enable it. */
export function RegisterForm({ onDone }: Props) {
  const send = async (v: Registration) => {
    const res = await accountApi.register({ ...v, user_email: v.user_email?.trim() || undefined });
    onDone(res.msg || ACCOUNT_MSG.registered);
  };
  return (
    <AccountForm<Registration>
      label="员工注册"
      submitText="注 册"
      send={send}
      middle={
        <Form.Item name="user_email" label="邮箱（选填）" rules={[EMAIL_RULE]}>
          <Input placeholder="请输入邮箱" autoComplete="email" />
        </Form.Item>
      }
    >
      <Form.Item
        name="invite_code"
        label="邀请码"
        rules={[{ required: true, whitespace: true, message: ACCOUNT_MSG.inputInviteCode }]}
        extra="向公司管理员索取"
      >
        <Input placeholder="请输入邀请码" autoFocus autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="user_name"
        label="姓名"
        rules={[
          { required: true, whitespace: true, message: MSG.inputMemberName },
          { max: 64, message: '姓名不能超过64个字符' },
        ]}
      >
        <Input placeholder="请输入姓名" autoComplete="name" />
      </Form.Item>
    </AccountForm>
  );
}
