import { ACCOUNT_MSG } from '@suwork/domain';
import { Form, Input } from 'antd';
import type { LoginResult } from '../../api/session-api.ts';
import { AccountForm } from './AccountForm.tsx';
import { accountApi, type CompanySetup } from './account-api.ts';

type Props = { onDone: (result: LoginResult) => void };

/** 创建公司: on an empty install, the company name and the first administrator, who is then signed in. */
export function CompanySetupForm({ onDone }: Props) {
  return (
    <AccountForm<CompanySetup>
      label="创建公司"
      submitText="创建公司并登录"
      send={async (v) => onDone((await accountApi.setupCompany(v)).data)}
    >
      <Form.Item
        name="company_name"
        label="公司名称"
        rules={[
          { required: true, whitespace: true, message: ACCOUNT_MSG.inputCompanyName },
          { max: 64, message: '公司名称不能超过64个字符' },
        ]}
      >
        <Input placeholder="请输入公司名称" autoFocus />
      </Form.Item>
      <Form.Item
        name="user_name"
        label="管理员姓名"
        rules={[
          { required: true, whitespace: true, message: ACCOUNT_MSG.inputAdminName },
          { max: 64, message: '姓名不能超过64个字符' },
        ]}
      >
        <Input placeholder="请输入管理员姓名" autoComplete="name" />
      </Form.Item>
    </AccountForm>
  );
}
