import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Result, Space, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../api/http.ts';
import { usePermission } from '../../components/auth/Auth.tsx';
import { uploadFile } from '../../components/upload/upload-api.ts';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { fileExtension } from '../../lib/files.ts';
import { ACCOUNT_MSG, COMPANY_MSG, COMPANY_NAME_MAX, LOGO_EXTS, LOGO_MAX_BYTES } from '@suwork/domain';
import { COMPANY_INFO_KEY, companyApi, type CompanyInfo } from '../../api/company-api.ts';
import { OPTION_NODE } from './system-api.ts';

const ACCEPT = LOGO_EXTS.map((e) => `.${e}`).join(',');

/**
 * 公司信息 (for the 选项配置 page): the company name and logo printed on quotes. A new logo is uploaded at once
 * but takes effect with 保存. Shown only to holders of system_optionConfig_edit.
 */
export function CompanyInfoCard() {
  const can = usePermission();
  if (!can(OPTION_NODE.edit)) return null;
  return <CompanyInfoCardBody />;
}

function CompanyInfoCardBody() {
  const info = useQuery({
    queryKey: COMPANY_INFO_KEY,
    queryFn: ({ signal }) => companyApi.get({ signal }).then((r) => r.data),
  });
  const body = () => {
    if (info.isPending) return null;
    if (info.isError)
      return (
        <Result
          status="error"
          title="公司信息加载失败"
          extra={<Button onClick={() => info.refetch()}>重新加载</Button>}
        />
      );
    // a save or a reload with other values starts the form afresh
    return <CompanyInfoForm key={`${info.data.company_name}\n${info.data.logo_id}`} info={info.data} />;
  };
  return (
    // a gap from the card under it in 其他设置
    <Card title="公司信息" loading={info.isPending} style={{ marginBottom: 16 }}>
      {body()}
    </Card>
  );
}

type Logo = { id: number; url: string };

function CompanyInfoForm({ info }: { info: CompanyInfo }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ company_name: string }>();
  const [logo, setLogo] = useState<Logo>({ id: info.logo_id, url: info.logo_url });
  const [uploading, setUploading] = useState(false);

  const [saving, save] = useBusyAction(async (values: { company_name: string }) => {
    const res = await companyApi.update({ company_name: values.company_name.trim(), logo_id: logo.id });
    message.success(res.msg || COMPANY_MSG.saved);
    queryClient.setQueryData(COMPANY_INFO_KEY, res.data);
  });

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!(LOGO_EXTS as readonly string[]).includes(fileExtension(file.name))) {
      message.error(COMPANY_MSG.logoNotImage);
      return Upload.LIST_IGNORE;
    }
    if (file.size > LOGO_MAX_BYTES) {
      message.error(COMPANY_MSG.logoTooLarge);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const blob = file as File;
    setUploading(true);
    uploadFile(blob, blob.name)
      .then((up) => setLogo({ id: up.id, url: up.url }))
      .catch((e: unknown) => {
        // the upload is silent on business refusals; transport failures were shown by the client
        if (e instanceof HttpError && e.kind === 'business') message.error(e.message);
      })
      .finally(() => setUploading(false));
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ company_name: info.company_name }}
      onFinish={(v) => void save(v)}
      style={{ maxWidth: 480 }}
    >
      <Form.Item
        name="company_name"
        label="公司名称"
        rules={[
          { required: true, whitespace: true, message: ACCOUNT_MSG.inputCompanyName },
          { max: COMPANY_NAME_MAX, message: COMPANY_MSG.nameTooLong },
        ]}
      >
        <Input maxLength={COMPANY_NAME_MAX} placeholder="请输入公司名称" autoComplete="organization" />
      </Form.Item>
      <Form.Item label="公司标志" extra="支持 png、jpg、jpeg 图片，不超过2MB">
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          {logo.url ? (
            <img
              src={logo.url}
              alt="公司标志"
              style={{ display: 'block', maxHeight: 48, maxWidth: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography.Text type="secondary">未设置公司标志</Typography.Text>
          )}
          <Space size={8} wrap>
            <Upload
              accept={ACCEPT}
              showUploadList={false}
              beforeUpload={beforeUpload}
              customRequest={customRequest}
              disabled={uploading || saving}
            >
              <Button icon={<UploadOutlined />} loading={uploading}>
                上传标志
              </Button>
            </Upload>
            {logo.id > 0 && (
              <Button
                icon={<DeleteOutlined />}
                disabled={uploading || saving}
                onClick={() => setLogo({ id: 0, url: '' })}
              >
                移除标志
              </Button>
            )}
          </Space>
        </Space>
      </Form.Item>
      <Space orientation="vertical" size={12}>
        <Typography.Text type="secondary">
          公司名称和标志显示在打印的报价单及导出的 PDF 上，修改后点击「保存」生效。
        </Typography.Text>
        <Button type="primary" htmlType="submit" loading={saving} disabled={uploading}>
          保存
        </Button>
      </Space>
    </Form>
  );
}
