import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { FormModal } from '../../components/FormDialog.tsx';
import { MemberPickerInput } from '../../components/pickers/MemberPickerInput.tsx';
import { FileIdsUploader } from '../../components/upload/FileIdsUploader.tsx';
import { DATE_FORMAT } from '../../lib/format.ts';
import type { Handover, HandoverBody } from './personnel-api.ts';
import styles from './Handover.module.css';
import { companyNow } from '../../lib/dates.ts';

type Values = Omit<HandoverBody, 'handover_date'> & { handover_date: Dayjs };

type Props = {
  /** the record being edited; none for 新建 */
  record?: Handover;
  /** saves; resolves false when the server refused (the dialog stays, keeping the input) */
  onSave: (body: HandoverBody) => Promise<boolean>;
  onClose: () => void;
};

const required = (message: string) => [{ required: true, message }];

/** 新建 / 编辑财产交接: who hands over to whom, when, the item rows, the reason and attachments. */
export function HandoverFormDialog({ record, onSave, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { message } = App.useApp();
  const initial: Partial<Values> = record
    ? {
        ...record,
        handover_date: dayjs(record.handover_date),
        items: record.items.map((i) => ({ ...i, remark: i.remark ?? '' })),
      }
    : { handover_date: companyNow(), items: [{ item_name: '', quantity: 1, remark: '' }], reason: '', attachments: [] };

  const submit = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return void message.warning('请填写必要信息');
    }
    if (uploading) return void message.warning('附件上传中，请稍候');
    setSaving(true);
    const saved = await onSave({
      ...v,
      handover_date: v.handover_date.format(DATE_FORMAT),
      reason: v.reason ?? '',
      attachments: v.attachments ?? [],
      items: v.items.map((i) => ({ ...i, remark: i.remark ?? '' })),
    });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={record ? '编辑财产交接' : '新建财产交接'}
      width={720}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={submit}
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} className={styles.form}>
        <div className={styles.row}>
          <Form.Item name="from_user_id" label="交出人" rules={required('请选择交出人')}>
            <MemberPickerInput
              title="选择交出人"
              known={record ? [{ value: record.from_user_id, label: record.from_user_name }] : undefined}
            />
          </Form.Item>
          <Form.Item
            name="to_user_id"
            label="接收人"
            dependencies={['from_user_id']}
            rules={[
              ...required('请选择接收人'),
              ({ getFieldValue }) => ({
                validator: (_, v) =>
                  v && v === getFieldValue('from_user_id')
                    ? Promise.reject(new Error('交出人和接收人不能是同一人'))
                    : Promise.resolve(),
              }),
            ]}
          >
            <MemberPickerInput
              title="选择接收人"
              known={record ? [{ value: record.to_user_id, label: record.to_user_name }] : undefined}
            />
          </Form.Item>
          <Form.Item name="handover_date" label="交接日期" rules={required('请选择交接日期')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.List
          name="items"
          rules={[
            {
              validator: (_, rows?: unknown[]) =>
                rows?.length ? Promise.resolve() : Promise.reject(new Error('请添加交接物品')),
            },
          ]}
        >
          {(rows, { add, remove }, { errors }) => (
            <div className={styles.items} role="group" aria-label="交接物品">
              <div className={styles.itemsHead}>
                <span>物品名称</span>
                <span>数量</span>
                <span>备注</span>
                <span />
              </div>
              {rows.map((row, i) => (
                <div key={row.key} className={styles.itemRow}>
                  <Form.Item
                    name={[row.name, 'item_name']}
                    rules={[{ required: true, whitespace: true, message: '请输入物品名称' }]}
                  >
                    <Input maxLength={100} placeholder="如：笔记本电脑" aria-label={`第${i + 1}行物品名称`} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'quantity']} rules={required('请输入数量')}>
                    <InputNumber
                      min={1}
                      max={1_000_000}
                      precision={0}
                      style={{ width: '100%' }}
                      aria-label={`第${i + 1}行数量`}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'remark']}>
                    <Input maxLength={200} placeholder="型号、编号、成色等" aria-label={`第${i + 1}行备注`} />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`删除第${i + 1}行`}
                    disabled={rows.length === 1}
                    onClick={() => remove(row.name)}
                  />
                </div>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                block
                disabled={rows.length >= 100}
                onClick={() => add({ item_name: '', quantity: 1, remark: '' })}
              >
                添加物品
              </Button>
              <Form.ErrorList errors={errors} />
            </div>
          )}
        </Form.List>
        <Form.Item name="reason" label="交接原因">
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="attachments" label="附件">
          <FileIdsUploader files={record?.attachments_files} onBusyChange={setUploading} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
