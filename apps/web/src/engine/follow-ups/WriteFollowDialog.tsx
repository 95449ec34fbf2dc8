import { MSG } from '@suwork/domain';
import { FOLLOW_TYPE_FIELD } from '@suwork/domain/entities';
import { EnumSelect } from '../choices/EnumSelect.tsx';
import { App, Button, Col, DatePicker, Form, Input, Row, Select, Spin, type FormInstance } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '../../components/auth/session-context.ts';
import { isEmptyHtml } from '../../components/editor/html-text.ts';
import { RichTextEditor } from '../../components/editor/RichTextEditor.tsx';
import { FormCancelButton, FormModal } from '../../components/FormDialog.tsx';
import { FileUploader } from '../../components/upload/FileUploader.tsx';
import { useClickGuard } from '../../components/use-click-guard.ts';
import { useBusyAction } from '../../components/use-busy-action.ts';
import type { ContactSource } from './contact-source.ts';
import { followApi, type FollowRecord } from './follow-api.ts';
import {
  editFollowValues,
  followDateDisabled,
  followPayload,
  newFollowValues,
  nextDateDisabled,
  nextTimeError,
  type ContactOption,
  type FollowFormValues,
} from './follow-form.ts';
import styles from './follow.module.css';
import { useContactOptions } from './use-contact-options.ts';
import { companyNow } from '../../lib/dates.ts';

export type WriteFollowProps = {
  /** entity key the follow-up belongs to (CommonFollow `entity`) */
  entityKey: string;
  recordId: number;
  /** the record's contact person: the default of the typed contact */
  contactName?: string;
  /** where the contacts of the record come from (customers); otherwise the contact is typed */
  contactSource?: ContactSource;
  /** edits this follow-up instead of writing a new one */
  editing?: FollowRecord;
  onClose: () => void;
  /** after the server accepted it (the dialog closes itself) */
  onSaved: () => void;
};

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** 写跟进 / 编辑跟进: a dialog that loads the contacts first, then the form. */
export function WriteFollowDialog(props: WriteFollowProps) {
  const { data: contacts, isLoading } = useContactOptions(props.contactSource, props.recordId);
  const title = props.editing ? '编辑跟进' : '写跟进';
  const [form] = Form.useForm<FollowFormValues>();
  return (
    <FormModal form={form} onClose={props.onClose} title={title} width={720} footer={null} mask={{ closable: false }}>
      {props.contactSource && isLoading ? (
        <div className={styles.dialogLoading}>
          <Spin description="加载中…" />
        </div>
      ) : (
        <FollowForm {...props} form={form} contacts={props.contactSource ? (contacts ?? []) : undefined} />
      )}
    </FormModal>
  );
}

type FormProps = WriteFollowProps & { form: FormInstance<FollowFormValues>; contacts?: readonly ContactOption[] };

function FollowForm({ entityKey, recordId, contactName, editing, form, contacts, onClose, onSaved }: FormProps) {
  const { message } = App.useApp();
  const { user } = useSession();
  // a refusal is shown by the HTTP client; the dialog keeps what was typed
  const [saving, save, submissionKey] = useBusyAction(async (payload: ReturnType<typeof followPayload>) => {
    const res = editing
      ? await followApi.edit(editing.id, recordId, payload)
      : await followApi.add(entityKey, recordId, payload, submissionKey());
    message.success(res.msg || MSG.ok);
    onSaved();
    onClose();
  });
  const [uploading, setUploading] = useState(false);
  const { blocked, guard } = useClickGuard();
  // A customer without contacts, or a follow-up whose contact is not among them, types the contact in.
  const picking =
    contacts !== undefined && contacts.length > 0 && (!editing || contacts.some((c) => c.value === editing.contact_id));
  const initial = useMemo(
    () => (editing ? editFollowValues(editing) : newFollowValues(companyNow(), contactName, contacts?.[0])),
    [editing, contactName, contacts],
  );
  const followTime = Form.useWatch('follow_time', form);
  const nextTime = Form.useWatch('next_follow_time', form);

  // Changing the follow time re-checks the next time against it.
  useEffect(() => {
    if (form.isFieldTouched('next_follow_time') || nextTime)
      void form.validateFields(['next_follow_time']).catch(() => undefined);
  }, [followTime, form, nextTime]);

  const submit = async (values: FollowFormValues) => {
    if (uploading) {
      message.warning('附件上传中，请稍候');
      return;
    }
    await save(followPayload(values, picking ? contacts : undefined));
  };

  return (
    <Form<FollowFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={guard(submit)}
      aria-label="跟进表单"
      className={styles.form}
    >
      <div className={styles.follower}>
        跟进人：<strong>{editing?.user_name ?? user.name}</strong>
      </div>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="follow_type" label="跟进类型" rules={[{ required: true, message: MSG.chooseFollowType }]}>
            <EnumSelect field={FOLLOW_TYPE_FIELD} placeholder={MSG.chooseFollowType} />
          </Form.Item>
        </Col>
        <Col span={12}>
          {picking ? (
            <Form.Item name="contact_id" label="联系人" rules={[{ required: true, message: MSG.inputContact }]}>
              <Select<number>
                options={[...(contacts ?? [])]}
                placeholder="请选择联系人"
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="contact_name"
              label="联系人"
              rules={[{ required: true, whitespace: true, message: MSG.inputContact }]}
            >
              <Input maxLength={50} placeholder={MSG.inputContact} allowClear />
            </Form.Item>
          )}
        </Col>
        <Col span={12}>
          <Form.Item name="follow_time" label="跟进时间" rules={[{ required: true, message: MSG.chooseFollowTime }]}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={TIME_FORMAT}
              placeholder={MSG.chooseFollowTime}
              disabledDate={followDateDisabled(nextTime)}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="next_follow_time"
            label="下次跟进时间"
            dependencies={['follow_time']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, v: FollowFormValues['next_follow_time']) => {
                  const error = nextTimeError(getFieldValue('follow_time') as FollowFormValues['follow_time'], v);
                  return error ? Promise.reject(new Error(error)) : Promise.resolve();
                },
              }),
            ]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={TIME_FORMAT}
              placeholder="请选择下次跟进时间"
              disabledDate={nextDateDisabled(followTime)}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="next_follow_content" label="下次跟进内容">
            <Input maxLength={500} placeholder="请输入下次跟进内容" allowClear />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="content"
            label="跟进记录"
            required
            rules={[
              {
                validator: (_, v: string | undefined) =>
                  isEmptyHtml(v) ? Promise.reject(new Error(MSG.fillFollowRecord)) : Promise.resolve(),
              },
            ]}
          >
            <RichTextEditor placeholder="请输入跟进记录" ariaLabel="跟进记录" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="files" label="附件" className={styles.files}>
            <FileUploader onBusyChange={setUploading} />
          </Form.Item>
        </Col>
      </Row>
      <div className={styles.dialogFooter}>
        <FormCancelButton />
        <Button type="primary" htmlType="submit" loading={saving} disabled={(blocked && !saving) || uploading}>
          保存
        </Button>
      </div>
    </Form>
  );
}
