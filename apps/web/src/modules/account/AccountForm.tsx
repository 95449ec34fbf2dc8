import { MSG } from '@suwork/domain';
import { Alert, Button, Form, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { HttpError } from '../../api/http.ts';
import { confirmRules, newPasswordRules, PHONE_RULES } from './password-rules.ts';

type Props<T> = {
  label: string;
  submitText: string;
  /** sends the form; a refusal shows above the fields and keeps what was typed */
  send: (values: T) => Promise<void>;
  /** the fields before the phone (name, company, invitation code) */
  children: ReactNode;
  /** fields between the phone and the password */
  middle?: ReactNode;
};

/**
 * The public account forms (创建公司, 员工注册): checked on blur, the server's refusal above the fields, and the
 * sign-in account at the end: 手机号, 密码 and 确认密码.
 */
export function AccountForm<T extends object>({ label, submitText, send, children, middle }: Props<T>) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (values: T) => {
    setSaving(true);
    setError(undefined);
    try {
      await send(values);
    } catch (e) {
      if (e instanceof HttpError && e.kind === 'business') setError(e.message);
      setSaving(false);
    }
  };

  return (
    <Form<T> layout="vertical" aria-label={label} validateTrigger="onBlur" onFinish={submit} requiredMark={false}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      {children}
      <Form.Item name="user_phone" label="手机号（登录账号）" rules={PHONE_RULES}>
        <Input placeholder="请输入手机号" autoComplete="tel" inputMode="tel" />
      </Form.Item>
      {middle}
      <Form.Item name="user_pwd" label="密码" rules={newPasswordRules(MSG.inputPassword)}>
        <Input.Password placeholder="6到32位" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm_pwd" label="确认密码" dependencies={['user_pwd']} rules={confirmRules('user_pwd')}>
        <Input.Password placeholder="请再次输入密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={saving}>
        {submitText}
      </Button>
    </Form>
  );
}
