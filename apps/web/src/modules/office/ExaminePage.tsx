import { examineLink, FLOW_TYPES, MSG } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select, Table, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { RUN_STATUS } from '../../components/approval/approval-labels.ts';
import { EllipsisText } from '../../components/EllipsisText.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { routePath } from '../../engine/route-paths.ts';
import { DATE_FORMAT } from '../../lib/format.ts';
import { ApplyButton } from './ApplyButton.tsx';
import { examineApi, type ExamineRow } from './examine-api.ts';
import { EXAMINE_TABS, examineTab } from './examine-tabs.ts';
import styles from './office.module.css';
import { TabsBar } from '../../components/TabsBar.tsx';

/** the approvable types (the catalogue every member may filter by; managing templates needs 审批管理) */
const TYPE_OPTIONS = FLOW_TYPES.map((f) => ({ value: String(f.flow_type), label: f.flow_name }));
/** run status → its label; undefined for a status the labels do not know */
const STATUS_LABEL: Readonly<Record<number, { text: string; color: string } | undefined>> = RUN_STATUS;

/** The record's detail page, with flow_type and detail_id for its 同意 / 拒绝 buttons; none when unknown. */
export function detailPath(r: ExamineRow): string | undefined {
  const link = examineLink(r);
  return link && routePath(r.info_route, link.query);
}

const COLUMNS: TableColumnsType<ExamineRow> = [
  {
    key: 'title',
    title: '标题',
    dataIndex: 'title',
    render: (v: string, r) => <EllipsisText text={v || r.flow_name} to={detailPath(r)} />,
  },
  { key: 'flow_name', title: '审批类型', dataIndex: 'flow_name', width: 140, responsive: ['md'] },
  { key: 'initiator_name', title: '发起人', dataIndex: 'initiator_name', width: 110, responsive: ['sm'] },
  { key: 'create_time', title: '发起时间', dataIndex: 'create_time', width: 170, responsive: ['md'] },
  {
    key: 'status',
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (v: ExamineRow['status'], r) => (
      <Tag color={STATUS_LABEL[v]?.color}>{r.status_name || STATUS_LABEL[v]?.text}</Tag>
    ),
  },
  {
    key: 'actions',
    title: '操作',
    width: 64,
    render: (_: unknown, r) => {
      const to = detailPath(r);
      return to ? <Link to={to}>查看</Link> : '--';
    },
  },
];

/** 审批中心: the approvals waiting for me, decided by me, started by me and copied to me, by type and time. */
export function ExaminePage() {
  const { query, filters, go, list, rows, pager } = usePagedList({
    queryKey: ['approval', 'examineList'],
    filters: ['tab', 'flow_type', 'start_time', 'end_time'],
    load: (q, signal) => examineApi.list({ ...q, tab: examineTab(q.tab) }, { signal }),
  });
  const tab = examineTab(query.tab);
  const update = (change: Partial<typeof filters>) => go({ ...filters, ...change });
  const counts = useQuery({
    queryKey: ['approval', 'examineCount'],
    queryFn: ({ signal }) => examineApi.count({ signal }),
  });

  const count = counts.data?.data;
  const day = (v?: string) => (v ? dayjs(v) : null);
  const range: [Dayjs | null, Dayjs | null] | null =
    query.start_time || query.end_time ? [day(query.start_time), day(query.end_time)] : null;
  return (
    <div>
      <TabsBar
        activeKey={String(tab)}
        onChange={(key) => update({ tab: key })}
        items={EXAMINE_TABS.map((t) => ({
          key: String(t.tab),
          label: count ? `${t.label} (${count[t.count]})` : t.label,
        }))}
        action={<ApplyButton />}
      />
      <div className={styles.toolbar}>
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="全部审批类型"
          aria-label="审批类型"
          style={{ width: 180 }}
          value={query.flow_type}
          options={TYPE_OPTIONS}
          onChange={(flow_type) => update({ flow_type })}
        />
        <DatePicker.RangePicker
          aria-label="发起时间"
          allowEmpty={[true, true]}
          format={DATE_FORMAT}
          placeholder={['开始日期', '结束日期']}
          value={range}
          onChange={(v) => update({ start_time: v?.[0]?.format(DATE_FORMAT), end_time: v?.[1]?.format(DATE_FORMAT) })}
        />
      </div>
      <Table<ExamineRow>
        rowKey="run_id"
        size="middle"
        tableLayout="fixed"
        loading={list.isFetching}
        columns={COLUMNS}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: MSG.empty }}
      />
      <ListPager className={styles.pager} {...pager} />
    </div>
  );
}
