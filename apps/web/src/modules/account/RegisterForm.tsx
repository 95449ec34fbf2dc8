import { ACCOUNT_MSG, MSG } from '@suwork/domain';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../api/http.ts';
import { accountApi, type Registration } from './account-api.ts';
import { confirmRules, EMAIL_RULE, newPasswordRules, PHONE_RULES } from './password-rules.ts';

type Props = { onDone: (message: string) => void };

/** 员工注册: with the company invitation code; the new account waits for an administrator to enable it. */
export function RegisterForm({ onDone }: Props) {
  const [form] = Form.useForm<Registration>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (v: Registration) => {
    setSaving(true);
    setError(undefined);
    try {
      const res = await accountApi.register({ ...v, user_email: v.user_email?.trim() || undefined });
      onDone(res.msg || ACCOUNT_MSG.registered);
    } catch (e) {
      if (e instanceof HttpError && e.kind === 'business') setError(e.message);
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" aria-label="员工注册" validateTrigger="onBlur" onFinish={submit} requiredMark={false}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form.Item name="invite_code" label="邀请码" rules={[{ required: true, whitespace: true, message: ACCOUNT_MSG.inputInviteCode }]} extra="向公司管理员索取">
        <Input placeholder="请输入邀请码" autoFocus autoComplete="off" />
      </Form.Item>
      <Form.Item name="user_name" label="姓名" rules={[{ required: true, whitespace: true, message: MSG.inputMemberName }, { max: 64, message: '姓名不能超过64个字符' }]}>
        <Input placeholder="请输入姓名" autoComplete="name" />
      </Form.Item>
      <Form.Item name="user_phone" label="手机号（登录账号）" rules={PHONE_RULES}>
        <Input placeholder="请输入手机号" autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item name="user_email" label="邮箱（选填）" rules={[EMAIL_RULE]}>
        <Input placeholder="请输入邮箱" autoComplete="email" />
      </Form.Item>
      <Form.Item name="user_pwd" label="密码" rules={newPasswordRules(MSG.inputPassword)}>
        <Input.Password placeholder="6到32位" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm_pwd" label="确认密码" dependencies={['user_pwd']} rules={confirmRules('user_pwd')}>
        <Input.Password placeholder="请再次输入密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={saving}>
        注 册
      </Button>
    </Form>
  );
}
