import { REPORT_COMMENT_MAX, REPORT_MSG } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Typography } from 'antd';
import { REPORT_KEY, reportApi, type ReportInfo } from './report-api.ts';
import { useBusyAction } from '../../../components/use-busy-action.ts';

/** 评论 of a report: the thread, oldest first, and a box to add one (the author is notified). */
export function ReportComments({ reportId, comments }: { reportId: number; comments: ReportInfo['comments'] }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ content: string }>();
  const [busy, send, submissionKey] = useBusyAction(async ({ content }: { content: string }, key: string) => {
    await reportApi.comment(reportId, content.trim(), key);
    message.success('评论成功');
    form.resetFields();
    await queryClient.invalidateQueries({ queryKey: REPORT_KEY });
  });
  return (
    <section style={{ marginTop: 24 }}>
      <Typography.Title level={5}>评论（{comments.length}）</Typography.Title>
      {comments.length === 0 ? (
        <Typography.Text type="secondary">暂无评论</Typography.Text>
      ) : (
        <ol aria-label="评论" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {comments.map((c) => (
            <li key={c.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Typography.Text strong>{c.user_name}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {c.create_time}
              </Typography.Text>
              <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>
                {c.content}
              </Typography.Paragraph>
            </li>
          ))}
        </ol>
      )}
      <Form form={form} onFinish={(v) => void send(v, submissionKey())} style={{ marginTop: 12 }}>
        <Form.Item name="content" rules={[{ required: true, whitespace: true, message: REPORT_MSG.commentRequired }]}>
          <Input.TextArea
            aria-label="评论内容"
            rows={3}
            maxLength={REPORT_COMMENT_MAX}
            showCount
            placeholder="写下你的评论"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          发表评论
        </Button>
      </Form>
    </section>
  );
}
