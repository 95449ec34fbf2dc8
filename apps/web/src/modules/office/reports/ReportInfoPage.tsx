import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpin } from '../../../components/PageSpin.tsx';
import { AttachmentList } from '../../../engine/detail/AttachmentList.tsx';
import { RichTextView } from '../../../engine/detail/RichTextView.tsx';
import { REPORT_KEY, reportApi, type ReportInfo } from './report-api.ts';
import { ReportComments } from './ReportComments.tsx';
import { routePath } from '../../../engine/route-paths.ts';

const FIELDS = ['work_content', 'plan_content', 'help_content'] as const;

/** 已读 n / 未读 m with the names, for the report's author. */
function Receipts({ receipts }: { receipts: NonNullable<ReportInfo['receipts']> }) {
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        {
          key: 'read',
          label: `已读 ${receipts.read.length}`,
          children: receipts.read.map((p) => (
            <Tag key={p.user_id} color="green" title={p.read_time ?? undefined}>
              {p.user_name}
            </Tag>
          )),
        },
        {
          key: 'unread',
          label: `未读 ${receipts.unread.length}`,
          children: receipts.unread.map((p) => <Tag key={p.user_id}>{p.user_name}</Tag>),
        },
      ]}
    />
  );
}

/** 汇报详情 (?id=): the report, its files, who it went to (and who read it, for the author) and its comments. Opening it as a recipient marks it read. */
export function ReportInfoPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(search.get('id')) || 0;
  const { data, isPending, isError } = useQuery({
    queryKey: [...REPORT_KEY, 'info', id],
    queryFn: ({ signal }) => reportApi.info(id, false, { signal }),
    enabled: id > 0,
  });
  if (id <= 0 || isError) return <Empty description="汇报不存在或无权查看" />;
  if (isPending) return <PageSpin />;
  const r = data.data;
  return (
    <Card
      title={`${r.user_name}的${r.type_name}（${r.period_label}）`}
      extra={r.is_author && <Button onClick={() => navigate(routePath('dayReport', { id: r.id }))}>编辑</Button>}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'user', label: '汇报人', children: r.user_name },
          { key: 'dept', label: '部门', children: r.dept_name || '—' },
          { key: 'time', label: '提交时间', children: r.create_time },
        ]}
      />
      {FIELDS.map((f) => (
        <section key={f}>
          <Typography.Title level={5}>{r.labels[f]}</Typography.Title>
          {r[f] ? <RichTextView html={r[f]} /> : <Typography.Text type="secondary">无</Typography.Text>}
        </section>
      ))}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        附件
      </Typography.Title>
      <AttachmentList files={r.attachments_files} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        抄送人
      </Typography.Title>
      {r.receipts ? (
        <Receipts receipts={r.receipts} />
      ) : (
        <Space wrap>
          {r.recipients.length ? (
            r.recipients.map((p) => <Tag key={p.user_id}>{p.user_name}</Tag>)
          ) : (
            <Typography.Text type="secondary">无</Typography.Text>
          )}
        </Space>
      )}
      <ReportComments reportId={r.id} comments={r.comments} />
    </Card>
  );
}
