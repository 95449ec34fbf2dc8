import { ACCOUNT_MSG } from '@suwork/domain';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../api/http.ts';
import { accountApi, type PasswordChange } from './account-api.ts';
import { confirmRules, newPasswordRules } from './password-rules.ts';

/**
 * 修改密码: the old password, then the new one twice. This session stays signed in; the server signs every
 * other session of the member out. A wrong old password is shown on its field.
 */
export function PasswordForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChange>();
  const [saving, setSaving] = useState(false);

  const submit = async (v: PasswordChange) => {
    setSaving(true);
    try {
      const res = await accountApi.updatePwd(v);
      message.success(res.msg || ACCOUNT_MSG.passwordChanged);
      form.resetFields();
    } catch (e) {
      if (e instanceof HttpError && e.kind === 'business') {
        const field =
          e.message === ACCOUNT_MSG.oldPasswordWrong
            ? 'old_pwd'
            : e.message === ACCOUNT_MSG.passwordMismatch
              ? 'confirm_pwd'
              : 'new_pwd';
        form.setFields([{ name: field, errors: [e.message] }]);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      aria-label="修改密码"
      validateTrigger="onBlur"
      onFinish={submit}
      style={{ maxWidth: 420 }}
    >
      <Form.Item name="old_pwd" label="原密码" rules={[{ required: true, message: ACCOUNT_MSG.inputOldPassword }]}>
        <Input.Password placeholder="请输入原密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="new_pwd"
        label="新密码"
        rules={newPasswordRules(ACCOUNT_MSG.inputNewPassword)}
        extra="6到32位；修改后其他设备上的登录将退出"
      >
        <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm_pwd" label="确认新密码" dependencies={['new_pwd']} rules={confirmRules('new_pwd')}>
        <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        修改密码
      </Button>
    </Form>
  );
}
