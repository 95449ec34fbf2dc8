import {
  BACKUP_KEEP_MAX,
  BACKUP_KEEP_MIN,
  BACKUP_STATUS,
  BACKUP_TARGET,
  BACKUP_TARGET_LABELS,
  type BackupSettings,
} from '@suwork/domain';
import type { BackupRow } from '@suwork/domain/contracts';
import { CloudDownloadOutlined, CloudServerOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Form,
  InputNumber,
  Radio,
  Result,
  Switch,
  Table,
  Tag,
  TimePicker,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { usePermission } from '../../components/auth/Auth.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { usePagedList } from '../../components/use-paged-list.ts';
import { BACKUP_KEY, BACKUP_NODE, BACKUP_SETTINGS_KEY, backupApi } from './backup-api.ts';
import styles from './system-styles.ts';

const DEFAULT_LIMIT = 20;
/** While a backup runs, the list asks again this often. */
const POLL_MS = 2000;
const anyRunning = (rows: BackupRow[]) => rows.some((r) => r.status === BACKUP_STATUS.running);
const STATUS_COLORS: Record<number, string> = {
  [BACKUP_STATUS.running]: 'processing',
  [BACKUP_STATUS.done]: 'success',
  [BACKUP_STATUS.failed]: 'error',
};

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * 数据备份: the backups the server took (time, how, result, size), 立即备份, each archive's download, and the
 * daily schedule (time of day, how many kept). A backup is restored with `npm run restore` on the server.
 */
export function BackupPage() {
  const can = usePermission();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { list, rows, pager } = usePagedList<BackupRow>({
    queryKey: BACKUP_KEY,
    defaultLimit: DEFAULT_LIMIT,
    load: (q, signal) => backupApi.list({ page: q.page, limit: q.limit }, { signal }),
    pollWhile: { when: anyRunning, ms: POLL_MS },
  });
  const running = anyRunning(rows);

  const [starting, start] = useBusyAction(async () => {
    await backupApi.run();
    message.success('已开始备份，完成后可在列表中下载');
    await queryClient.invalidateQueries({ queryKey: BACKUP_KEY });
  });

  const columns: TableColumnsType<BackupRow> = [
    { title: '开始时间', dataIndex: 'start_time', width: 170 },
    { title: '方式', dataIndex: 'trigger_name', width: 70 },
    { title: '位置', dataIndex: 'target_name', width: 130 },
    {
      title: '结果',
      dataIndex: 'status',
      width: 90,
      render: (_, r) => {
        const tag = <Tag color={STATUS_COLORS[r.status] ?? 'default'}>{r.status_name}</Tag>;
        return r.error ? <Tooltip title={r.error}>{tag}</Tooltip> : tag;
      },
    },
    {
      title: '大小',
      key: 'bytes',
      width: 100,
      render: (_, r) => (r.status === BACKUP_STATUS.done ? sizeOf(r.bytes) : '—'),
    },
    {
      title: '数据行数',
      dataIndex: 'rows',
      width: 110,
      render: (v: number, r) => (r.status === BACKUP_STATUS.done ? v : '—'),
    },
    {
      title: '文件数',
      dataIndex: 'files',
      width: 80,
      render: (v: number, r) => (r.status === BACKUP_STATUS.done ? v : '—'),
    },
    { title: '操作人', dataIndex: 'user_name', width: 100, render: (v: string) => v || '系统' },
    { title: '完成时间', dataIndex: 'end_time', width: 180, render: (v: string | null) => v ?? '—' },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, r) =>
        can(BACKUP_NODE.download) && r.status === BACKUP_STATUS.done ? (
          <a href={backupApi.downloadUrl(r.id)} download aria-label={`下载备份 ${r.file_name}`}>
            <CloudDownloadOutlined /> 下载
          </a>
        ) : null,
    },
  ];

  return (
    <section className={styles.panel} aria-label="数据备份">
      <div className={styles.panelHead}>
        <h3 className={styles.panelTitle}>数据备份</h3>
        {can(BACKUP_NODE.run) && (
          <Button
            type="primary"
            icon={<CloudServerOutlined />}
            loading={starting}
            disabled={running}
            onClick={() => void start()}
          >
            立即备份
          </Button>
        )}
      </div>
      <p className={styles.hint}>
        备份包含全部数据与上传的文件，每份附有逐表的行数、校验和与金额合计；恢复时在服务器上执行 npm run restore
        并自动核对。下载的备份文件请妥善保管。
      </p>
      <BackupScheduleCard editable={can(BACKUP_NODE.settings)} />
      <Table<BackupRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching && !running}
        pagination={false}
        scroll={{ x: 1140 }}
        locale={{ emptyText: '暂无数据' }}
      />
      <ListPager className={styles.pager} {...pager} />
    </section>
  );
}

type ScheduleValues = { enabled: boolean; time: Dayjs; keep: number; target: number };

/** 定时备份: whether a backup is taken every day, at what time, how many are kept, and where backups go. */
function BackupScheduleCard({ editable }: { editable: boolean }) {
  const settings = useQuery({
    queryKey: BACKUP_SETTINGS_KEY,
    queryFn: ({ signal }) => backupApi.settings({ signal }).then((r) => r.data),
  });
  const body = () => {
    if (settings.isPending) return null;
    if (settings.isError)
      return (
        <Result
          status="error"
          title="定时备份设置加载失败"
          extra={<Button onClick={() => settings.refetch()}>重新加载</Button>}
        />
      );
    return <ScheduleForm key={JSON.stringify(settings.data)} settings={settings.data} editable={editable} />;
  };
  return (
    <Card title="定时备份" size="small" loading={settings.isPending} style={{ marginBottom: 16 }}>
      {body()}
    </Card>
  );
}

function ScheduleForm({ settings, editable }: { settings: BackupSettings & { bucket: boolean }; editable: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [saving, save] = useBusyAction(async (v: ScheduleValues) => {
    const res = await backupApi.saveSettings({
      enabled: v.enabled,
      time: v.time.format('HH:mm'),
      keep: v.keep,
      target: v.target,
    });
    message.success(res.msg || '保存成功');
    await queryClient.invalidateQueries({ queryKey: BACKUP_SETTINGS_KEY });
  });
  return (
    <Form<ScheduleValues>
      layout="inline"
      disabled={!editable}
      initialValues={{ ...settings, time: dayjs(`2000-01-01 ${settings.time}`) }}
      onFinish={(v) => void save(v)}
      style={{ rowGap: 12 }}
    >
      <Form.Item name="enabled" label="每天自动备份" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="time" label="备份时间" rules={[{ required: true, message: '请选择备份时间' }]}>
        <TimePicker format="HH:mm" minuteStep={5} allowClear={false} needConfirm={false} />
      </Form.Item>
      <Form.Item
        name="keep"
        label="保留份数"
        rules={[
          { required: true, message: '请输入保留份数' },
          {
            type: 'integer',
            min: BACKUP_KEEP_MIN,
            max: BACKUP_KEEP_MAX,
            message: `保留份数应为 ${BACKUP_KEEP_MIN}–${BACKUP_KEEP_MAX}`,
          },
        ]}
      >
        <InputNumber<number>
          min={BACKUP_KEEP_MIN}
          max={BACKUP_KEEP_MAX}
          precision={0}
          suffix="份"
          style={{ width: 120 }}
        />
      </Form.Item>
      <Form.Item name="target" label="保存位置">
        <Radio.Group
          options={[
            { value: BACKUP_TARGET.local, label: BACKUP_TARGET_LABELS[BACKUP_TARGET.local] },
            {
              value: BACKUP_TARGET.bucket,
              label: BACKUP_TARGET_LABELS[BACKUP_TARGET.bucket],
              disabled: !settings.bucket,
              title: settings.bucket ? undefined : '未配置对象存储（S3_*）',
            },
          ]}
        />
      </Form.Item>
      {editable && (
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
