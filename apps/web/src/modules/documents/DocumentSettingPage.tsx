import { MSG, type DocSettings } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { usePermission } from '../../components/auth/Auth.tsx';
import { PageSpin } from '../../components/PageSpin.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { useMemberOptions } from '../../components/pickers/MemberSelect.tsx';
import { DOC_KEY, docApi } from './doc-api.ts';

const EDIT_NODE = 'cloudDocument_documentSetting';

/** 文档设置: allowed file types, the largest file, each member's space, and the member whose 下载 is hidden. */
export function DocumentSettingPage() {
  const can = usePermission();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: members = [] } = useMemberOptions();
  const { data, isPending } = useQuery({
    queryKey: [...DOC_KEY, 'settings'],
    queryFn: ({ signal }) => docApi.settings({ signal }),
  });
  // a refusal is shown by the HTTP client; the form keeps what was typed
  const [saving, save] = useBusyAction(async (v: DocSettings) => {
    const res = await docApi.saveSettings({ ...v, hide_download_user_id: v.hide_download_user_id ?? 0 });
    message.success(res.msg || MSG.ok);
    queryClient.setQueryData([...DOC_KEY, 'settings'], res);
  });
  if (isPending || !data) return <PageSpin />;
  const editable = can(EDIT_NODE);
  return (
    <Card title="文档设置">
      <Form<DocSettings>
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={{ ...data.data, hide_download_user_id: data.data.hide_download_user_id || undefined }}
        disabled={!editable}
        onFinish={(v) => void save(v)}
      >
        <Form.Item
          name="allowed_exts"
          label="允许上传的文件类型"
          extra="扩展名以英文逗号分隔，如 pdf,docx,xlsx,png；留空表示不限制"
        >
          <Input placeholder="不限制" />
        </Form.Item>
        <Form.Item
          name="max_file_mb"
          label="单个文件大小上限（MB）"
          rules={[{ required: true, message: '请输入单个文件大小上限' }]}
        >
          <InputNumber min={1} max={10240} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="default_quota_gb"
          label="每人个人空间容量（GB）"
          rules={[{ required: true, message: '请输入个人空间容量' }]}
        >
          <InputNumber min={1} max={10240} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="hide_download_user_id" label="隐藏下载按钮的成员" extra="该成员在云文档中看不到下载按钮">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={members}
            placeholder="不隐藏"
            style={{ width: 240 }}
          />
        </Form.Item>
        {editable && (
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        )}
      </Form>
    </Card>
  );
}
