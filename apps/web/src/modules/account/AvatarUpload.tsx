import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { ACCOUNT_MSG, AVATAR_EXTS, AVATAR_MAX_BYTES } from '@suwork/domain';
import { App, Avatar, Button, Popconfirm, Space, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../api/http.ts';
import { uploadFile } from '../../components/upload/upload-api.ts';
import { fileExtension } from '../../lib/files.ts';
import { accountApi } from './account-api.ts';

type Props = { url: string; onChanged: () => void };

const ACCEPT = AVATAR_EXTS.map((e) => `.${e}`).join(',');

/** The own avatar: upload a picture (Upload/doUpload, then user/updateInfo with its id) or remove it. */
export function AvatarUpload({ url, onChanged }: Props) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const save = async (avatarId: number) => {
    const res = await accountApi.updateInfo({ avatar_id: avatarId });
    message.success(res.msg || ACCOUNT_MSG.avatarSaved);
    onChanged();
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      // business refusals come back silent; transport failures were shown by the client
      if (e instanceof HttpError && e.kind === 'business') message.error(e.message);
    } finally {
      setBusy(false);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!(AVATAR_EXTS as readonly string[]).includes(fileExtension(file.name))) {
      message.error(ACCOUNT_MSG.avatarNotImage);
      return Upload.LIST_IGNORE;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      message.error(ACCOUNT_MSG.avatarTooLarge);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const blob = file as File;
    void run(async () => save((await uploadFile(blob, blob.name)).id));
  };

  return (
    <Space orientation="vertical" align="center" size={12}>
      <Avatar size={96} src={url || undefined} icon={<UserOutlined />} alt="头像" />
      <Space size={8}>
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          disabled={busy}
        >
          <Button size="small" icon={<UploadOutlined />} loading={busy}>
            更换头像
          </Button>
        </Upload>
        {url && (
          <Popconfirm title="确定移除头像吗？" okText="确定" cancelText="取消" onConfirm={() => run(() => save(0))}>
            <Button size="small" type="link" disabled={busy}>
              移除
            </Button>
          </Popconfirm>
        )}
      </Space>
      <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>支持 png、jpg、gif 等图片，不超过2MB</div>
    </Space>
  );
}
