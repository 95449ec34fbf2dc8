import { REPORT_TYPE_LABEL, REPORT_VIEW_LABEL } from '@suwork/domain';
import { Badge, Button, DatePicker, Select, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPager } from '../../../components/ListPager.tsx';
import { DepartmentSelect } from '../../../components/pickers/DepartmentSelect.tsx';
import { MemberSelect } from '../../../components/pickers/MemberSelect.tsx';
import { usePagedList, type PagedQuery } from '../../../components/use-paged-list.ts';
import { MissingReportsDrawer } from './MissingReportsDrawer.tsx';
import { REPORT_KEY, reportApi, type ReportListQuery, type ReportRow } from './report-api.ts';
import office from '../office.module.css';
import { routePath } from '../../../engine/route-paths.ts';
import { TabsBar } from '../../../components/TabsBar.tsx';

const VIEWS = [1, 2, 3] as const;
const FILTERS = ['view', 'type', 'start_date', 'end_date', 'user_id', 'dept_id'] as const;
type Filter = (typeof FILTERS)[number];
const idsOf = (v: string | undefined) =>
  v
    ? v
        .split(',')
        .map(Number)
        .filter((n) => n > 0)
    : [];
const viewOf = (v: string | undefined) => VIEWS.find((view) => view === Number(v)) ?? 1;

/** The list call of the URL's page and filters (全部报告 when no view is named). */
function listQuery(q: PagedQuery<Filter>): ReportListQuery {
  const type = Number(q.type) || 0;
  const userIds = idsOf(q.user_id);
  const deptIds = idsOf(q.dept_id);
  return {
    view: viewOf(q.view),
    page: q.page,
    limit: q.limit,
    ...(type ? { type } : {}),
    ...(q.start_date ? { start_date: q.start_date } : {}),
    ...(q.end_date ? { end_date: q.end_date } : {}),
    ...(userIds.length ? { user_id: userIds.join(',') } : {}),
    ...(deptIds.length ? { dept_id: deptIds.join(',') } : {}),
  };
}

const columns: TableColumnsType<ReportRow> = [
  {
    title: '汇报',
    key: 'title',
    render: (_, r) => (
      <Space size={4}>
        {r.is_read === 1 && <Badge status="error" text="未读" />}
        <Link to={routePath('reportInfo', { id: r.id })}>{`${r.user_name}的${r.type_name}（${r.period_label}）`}</Link>
      </Space>
    ),
  },
  { title: '汇报人', dataIndex: 'user_name', width: 100 },
  { title: '部门', dataIndex: 'dept_name', width: 120 },
  { title: '类型', dataIndex: 'type_name', width: 70 },
  { title: '工作内容', dataIndex: 'summary', ellipsis: true },
  { title: '评论', dataIndex: 'comment_count', width: 70 },
  { title: '提交时间', dataIndex: 'create_time', width: 170 },
];

/** 汇报列表: tabs 全部报告 / 我提交的 / 抄送我的, filters by type, period, member and department; all in the URL. */
export function ReportListPage() {
  const [missingOpen, setMissingOpen] = useState(false);
  const { filters, go, list, rows, pager } = usePagedList({
    queryKey: [...REPORT_KEY, 'list'],
    filters: FILTERS,
    load: (q, signal) => reportApi.list(listQuery(q), { signal }),
  });
  const view = viewOf(filters.view);
  const type = Number(filters.type) || 0;
  const start = filters.start_date ?? '';
  const end = filters.end_date ?? '';
  const userIds = idsOf(filters.user_id);
  const deptIds = idsOf(filters.dept_id);

  return (
    <div className={office.page}>
      <TabsBar
        activeKey={String(view)}
        onChange={(k) => go({ view: Number(k) === 1 ? undefined : k })}
        items={VIEWS.map((v) => ({ key: String(v), label: REPORT_VIEW_LABEL[v] }))}
        action={<Button onClick={() => setMissingOpen(true)}>未提交名单</Button>}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="汇报类型"
          style={{ width: 120 }}
          value={type}
          onChange={(v: number) => go({ type: v || undefined })}
          options={[
            { value: 0, label: '全部类型' },
            ...[1, 2, 3].map((t) => ({ value: t, label: REPORT_TYPE_LABEL[t] })),
          ]}
        />
        <DatePicker.RangePicker
          aria-label="汇报日期"
          value={start && end ? [dayjs(start), dayjs(end)] : null}
          onChange={(r) =>
            go({ start_date: r?.[0]?.format('YYYY-MM-DD') ?? '', end_date: r?.[1]?.format('YYYY-MM-DD') ?? '' })
          }
        />
        {view !== 2 && (
          <>
            <div style={{ width: 200 }}>
              <MemberSelect
                multiple
                aria-label="汇报人"
                placeholder="汇报人"
                value={userIds}
                onChange={(v) => go({ user_id: v.join(',') })}
              />
            </div>
            <div style={{ width: 200 }}>
              <DepartmentSelect
                multiple
                aria-label="部门"
                placeholder="部门"
                value={deptIds}
                onChange={(v) => go({ dept_id: v.join(',') })}
              />
            </div>
          </>
        )}
      </Space>
      <Table<ReportRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无数据' }}
      />
      <ListPager {...pager} />
      {missingOpen && <MissingReportsDrawer onClose={() => setMissingOpen(false)} />}
    </div>
  );
}
