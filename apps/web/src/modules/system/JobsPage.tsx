import type { JobRow } from '@suwork/domain/contracts';
import { RedoOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Progress, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { usePermission } from '../../components/auth/Auth.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { usePagedList } from '../../components/use-paged-list.ts';
import { JOBS_KEY, JOBS_RETRY_NODE, jobsApi } from './jobs-api.ts';
import styles from './system-styles.ts';

const DEFAULT_LIMIT = 20;
/** While a job runs or waits, the list asks again this often. */
const POLL_MS = 3000;
/** jobs still to run or running: the list reloads while it shows one */
const UNFINISHED = new Set<string>(['active', 'retry', 'created']);
const anyUnfinished = (jobs: JobRow[]) => jobs.some((r) => UNFINISHED.has(r.state));
const STATE_COLORS: Record<string, string> = {
  created: 'default',
  retry: 'warning',
  active: 'processing',
  completed: 'success',
  cancelled: 'default',
  failed: 'error',
};
const SHOW = [
  { label: '全部', value: 1 },
  { label: '失败', value: 2 },
];

/**
 * 后台任务: what the server ran in the background (reminders, overdue marking, backups, clean-ups…), newest first,
 * with each try's state, progress and error; a failed job (its tries spent) can be run again.
 */
export function JobsPage() {
  const can = usePermission();
  const { list, rows, pager, filters, go } = usePagedList<JobRow, 'failed'>({
    queryKey: JOBS_KEY,
    filters: ['failed'],
    defaultLimit: DEFAULT_LIMIT,
    load: (q, signal) => jobsApi.list({ page: q.page, limit: q.limit, failed: q.failed === '2' ? 2 : 1 }, { signal }),
    pollWhile: { when: anyUnfinished, ms: POLL_MS },
  });
  const busy = anyUnfinished(rows);
  const failed = filters.failed === '2' ? 2 : 1;

  const columns: TableColumnsType<JobRow> = [
    { title: '任务', dataIndex: 'label', width: 180 },
    {
      title: '状态',
      dataIndex: 'state',
      width: 110,
      render: (_, r) => <Tag color={STATE_COLORS[r.state] ?? 'default'}>{r.state_name}</Tag>,
    },
    {
      title: '进度',
      key: 'progress',
      width: 140,
      render: (_, r) =>
        r.progress ? (
          r.progress.total ? (
            <Progress
              percent={Math.min(100, Math.floor((r.progress.done / r.progress.total) * 100))}
              size="small"
              aria-label={`进度 ${r.progress.done}/${r.progress.total}`}
            />
          ) : (
            `已处理 ${r.progress.done}`
          )
        ) : (
          '—'
        ),
    },
    {
      title: '重试',
      key: 'retries',
      width: 80,
      render: (_, r) => `${r.retry_count}/${r.retry_limit}`,
    },
    { title: '加入时间', dataIndex: 'create_time', width: 170 },
    { title: '开始时间', dataIndex: 'start_time', width: 170, render: (v: string | null) => v ?? '—' },
    { title: '结束时间', dataIndex: 'end_time', width: 170, render: (v: string | null) => v ?? '—' },
    {
      title: '错误信息',
      dataIndex: 'error',
      width: 260,
      render: (v: string) =>
        v ? (
          <Typography.Paragraph type="danger" ellipsis={{ rows: 2, tooltip: v }} style={{ marginBottom: 0 }}>
            {v}
          </Typography.Paragraph>
        ) : (
          '—'
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, r) => (r.state === 'failed' && can(JOBS_RETRY_NODE) ? <RetryButton job={r} /> : null),
    },
  ];

  return (
    <section className={styles.panel} aria-label="后台任务">
      <div className={styles.panelHead}>
        <h3 className={styles.panelTitle}>后台任务</h3>
        <Segmented
          options={SHOW}
          value={failed}
          onChange={(v) => go({ failed: v === 2 ? 2 : undefined })}
          aria-label="显示"
        />
      </div>
      <p className={styles.hint}>
        提醒、逾期标记、定时备份、清理以及成员的导出、导入都在后台排队执行；失败的任务会自动重试，重试用尽后显示为失败，可在此重新执行。
      </p>
      <Table<JobRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching && !busy}
        pagination={false}
        scroll={{ x: 1370 }}
        locale={{ emptyText: '暂无数据' }}
      />
      <ListPager className={styles.pager} {...pager} />
    </section>
  );
}

function RetryButton({ job }: { job: JobRow }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [retrying, retry] = useBusyAction(async () => {
    const res = await jobsApi.retry(job.id);
    message.success(res.msg || '已重新加入队列');
    await queryClient.invalidateQueries({ queryKey: JOBS_KEY });
  });
  return (
    <Popconfirm title={`重新执行「${job.label}」？`} okText="重新执行" cancelText="取消" onConfirm={() => retry()}>
      <Button type="link" size="small" icon={<RedoOutlined />} loading={retrying} aria-label={`重试 ${job.label}`}>
        重试
      </Button>
    </Popconfirm>
  );
}
