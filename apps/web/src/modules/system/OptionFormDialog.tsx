import { OPTION_LABEL_MAX } from '@suwork/domain/entities';
import type { InputOf, optionRoutes } from '@suwork/domain/routes';
import { Form, Input, Radio } from 'antd';
import { useState } from 'react';
import type { DictOption } from '../../engine/choices/choices-api.ts';
import { ENABLED_OPTIONS } from '../../components/enabled-options.ts';
import { FormModal } from '../../components/FormDialog.tsx';

export type OptionValues = { label: string; status: NonNullable<InputOf<typeof optionRoutes.add>['status']> };
type Props = {
  groupTitle: string;
  option?: DictOption;
  onSave: (v: OptionValues) => Promise<boolean>;
  onClose: () => void;
};

const LABEL_MSG = '请输入选项名称';

/** 新建选项 / 编辑选项: the name (unique in its group) and, for a new one, whether it starts enabled. */
export function OptionFormDialog({ groupTitle, option, onSave, onClose }: Props) {
  const [form] = Form.useForm<OptionValues>();
  const [saving, setSaving] = useState(false);
  const title = option ? `编辑选项（${groupTitle}）` : `新建选项（${groupTitle}）`;
  const submit = async (v: OptionValues) => {
    setSaving(true);
    const done = await onSave({ label: v.label.trim(), status: v.status });
    setSaving(false);
    if (done) onClose();
  };
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={title}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
    >
      <Form<OptionValues>
        form={form}
        layout="vertical"
        aria-label={title}
        initialValues={{ label: option?.label ?? '', status: 1 }}
        onFinish={submit}
      >
        <Form.Item name="label" label="选项名称" rules={[{ required: true, whitespace: true, message: LABEL_MSG }]}>
          <Input maxLength={OPTION_LABEL_MAX} showCount placeholder={LABEL_MSG} autoFocus />
        </Form.Item>
        {!option && (
          <Form.Item name="status" label="状态">
            <Radio.Group options={ENABLED_OPTIONS} />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
