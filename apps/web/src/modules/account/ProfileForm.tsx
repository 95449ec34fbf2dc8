import { ACCOUNT_MSG } from '@suwork/domain';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../api/http.ts';
import { accountApi, type Profile } from './account-api.ts';
import { EMAIL_RULE } from './password-rules.ts';

type Values = { nick_name: string; user_email: string };
type Props = { profile: Profile; onSaved: () => void };

/** 修改资料: the fields a member may change themselves (nick name, email). A refused save keeps the input. */
export function ProfileForm({ profile, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const res = await accountApi.updateInfo({ nick_name: v.nick_name.trim(), user_email: v.user_email.trim() });
      message.success(res.msg || ACCOUNT_MSG.profileSaved);
      onSaved();
    } catch (e) {
      if (e instanceof HttpError && e.kind === 'business') {
        const field = e.message.includes('邮箱') ? 'user_email' : 'nick_name';
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
      aria-label="修改资料"
      initialValues={{ nick_name: profile.nick_name, user_email: profile.user_email }}
      validateTrigger="onBlur"
      onFinish={submit}
      style={{ maxWidth: 420 }}
    >
      <Form.Item name="nick_name" label="昵称" rules={[{ max: 64, message: '昵称不能超过64个字符' }]}>
        <Input placeholder="请输入昵称" autoComplete="nickname" />
      </Form.Item>
      <Form.Item name="user_email" label="邮箱" rules={[EMAIL_RULE, { max: 128, message: '邮箱不能超过128个字符' }]}>
        <Input placeholder="请输入邮箱" autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存资料
      </Button>
    </Form>
  );
}
