import { MSG } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Envelope } from '@suwork/domain';
import { MemberPickerInput } from '../../../components/pickers/MemberPickerInput.tsx';
import { FileIdsUploader } from '../../../components/upload/FileIdsUploader.tsx';
import { LazyRichTextEditor } from '../../../engine/form/LazyRichTextEditor.tsx';
import { REPORT_KEY, type ReportInfo, type ReportInput } from './report-api.ts';
import { routePath } from '../../../engine/route-paths.ts';
import { useBusyAction } from '../../../components/use-busy-action.ts';

/** Nothing but markup and blanks: the editor's empty paragraph counts as no content. */
export const isBlank = (html: string | undefined) =>
  !html || (html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<(img|table|hr)\b/i.test(html));

type Person = { user_id: number; user_name: string };
type Props = {
  labels: { work_content: string; plan_content: string; help_content: string };
  /** the report being edited; none: a new one */
  report?: ReportInfo;
  defaultRecipients: readonly Person[];
  requiredMessages: { work: string; plan: string };
  /** `submissionKey`: the Idempotency-Key of this submission, for a create */
  save: (values: ReportInput, submissionKey: string) => Promise<Envelope<{ id: number }>>;
  okText: string;
};

const required = (message: string) => ({
  validator: (_: unknown, v: string) => (isBlank(v) ? Promise.reject(new Error(message)) : Promise.resolve()),
});

/** The three template fields (rich text), 附件 and 抄送人 of a report; a refusal by the server keeps what was typed. */
export function ReportForm({ labels, report, defaultRecipients, requiredMessages, save, okText }: Props) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const known = [...(report?.recipients ?? defaultRecipients)].map((p) => ({ value: p.user_id, label: p.user_name }));
  const initial: ReportInput = report
    ? {
        work_content: report.work_content,
        plan_content: report.plan_content,
        help_content: report.help_content,
        attachments: report.attachments,
        recipient_ids: report.recipients.map((p) => p.user_id),
      }
    : {
        work_content: '',
        plan_content: '',
        help_content: '',
        attachments: [],
        recipient_ids: defaultRecipients.map((p) => p.user_id),
      };

  const [busy, submit, submissionKey] = useBusyAction(async (v: ReportInput, key: string) => {
    const res = await save(
      {
        ...initial,
        ...v,
        help_content: v.help_content ?? '',
        attachments: v.attachments ?? [],
        recipient_ids: v.recipient_ids ?? [],
      },
      key,
    );
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: REPORT_KEY });
    navigate(routePath('reportInfo', { id: res.data.id }));
  });

  return (
    <Form<ReportInput> layout="vertical" initialValues={initial} onFinish={(v) => void submit(v, submissionKey())}>
      <Form.Item name="work_content" label={labels.work_content} rules={[required(requiredMessages.work)]} required>
        <LazyRichTextEditor ariaLabel={labels.work_content} imageUpload placeholder={`请输入${labels.work_content}`} />
      </Form.Item>
      <Form.Item name="plan_content" label={labels.plan_content} rules={[required(requiredMessages.plan)]} required>
        <LazyRichTextEditor ariaLabel={labels.plan_content} imageUpload placeholder={`请输入${labels.plan_content}`} />
      </Form.Item>
      <Form.Item name="help_content" label={labels.help_content}>
        <LazyRichTextEditor ariaLabel={labels.help_content} placeholder={`请输入${labels.help_content}`} />
      </Form.Item>
      <Form.Item name="attachments" label="附件">
        <FileIdsUploader files={report?.attachments_files ?? []} onBusyChange={setUploading} />
      </Form.Item>
      <Form.Item name="recipient_ids" label="抄送人">
        <MemberPickerInput multiple title="选择抄送人" placeholder="请选择抄送人" known={known} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} disabled={uploading}>
        {okText}
      </Button>
    </Form>
  );
}
