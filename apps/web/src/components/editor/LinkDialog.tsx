import { Form, Input } from 'antd';
import { FormModal } from '../FormDialog.tsx';

type Props = { open: boolean; onOk: (url: string) => void; onCancel: () => void };

const SAFE_URL = /^(https?:\/\/\S+|mailto:\S+)$/i;

/** 插入链接: asks for an http, https or mailto address. */
export function LinkDialog({ open, onOk, onCancel }: Props) {
  const [form] = Form.useForm<{ url: string }>();
  return (
    <FormModal
      form={form}
      onClose={onCancel}
      title="插入链接"
      open={open}
      okText="确定"
      cancelText="取消"
      onOk={() =>
        void form.validateFields().then(
          (v) => onOk(v.url.trim()),
          () => {},
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="url"
          label="链接地址"
          rules={[
            { required: true, whitespace: true, message: '请输入链接地址' },
            { pattern: SAFE_URL, message: '请输入以 http://、https:// 或 mailto: 开头的地址' },
          ]}
        >
          <Input placeholder="https://" autoFocus aria-label="链接地址" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
