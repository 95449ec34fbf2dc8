import { ACCOUNT_MSG, MSG } from '@suwork/domain';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../api/http.ts';
import { accountApi, type CompanySetup } from './account-api.ts';
import { confirmRules, newPasswordRules, PHONE_RULES } from './password-rules.ts';

type Props = { onDone: (result: { token: string; version: number | string }) => void };

/** 创建公司: on an empty install, the company name and the first administrator, who is then signed in. */
export function CompanySetupForm({ onDone }: Props) {
  const [form] = Form.useForm<CompanySetup>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (v: CompanySetup) => {
    setSaving(true);
    setError(undefined);
    try {
      onDone((await accountApi.setupCompany(v)).data);
    } catch (e) {
      if (e instanceof HttpError && e.kind === 'business') setError(e.message);
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" aria-label="创建公司" validateTrigger="onBlur" onFinish={submit} requiredMark={false}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form.Item name="company_name" label="公司名称" rules={[{ required: true, whitespace: true, message: ACCOUNT_MSG.inputCompanyName }, { max: 64, message: '公司名称不能超过64个字符' }]}>
        <Input placeholder="请输入公司名称" autoFocus />
      </Form.Item>
      <Form.Item name="user_name" label="管理员姓名" rules={[{ required: true, whitespace: true, message: ACCOUNT_MSG.inputAdminName }, { max: 64, message: '姓名不能超过64个字符' }]}>
        <Input placeholder="请输入管理员姓名" autoComplete="name" />
      </Form.Item>
      <Form.Item name="user_phone" label="手机号（登录账号）" rules={PHONE_RULES}>
        <Input placeholder="请输入手机号" autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item name="user_pwd" label="密码" rules={newPasswordRules(MSG.inputPassword)}>
        <Input.Password placeholder="6到32位" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm_pwd" label="确认密码" dependencies={['user_pwd']} rules={confirmRules('user_pwd')}>
        <Input.Password placeholder="请再次输入密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={saving}>
        创建公司并登录
      </Button>
    </Form>
  );
}
