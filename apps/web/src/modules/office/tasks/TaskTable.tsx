import { TASK_MSG } from '@suwork/domain';
import { Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { PRIORITY_COLOR } from './task-choices.ts';
import type { TaskRow } from './task-api.ts';
import styles from './tasks.module.css';
import { routePath } from '../../../engine/route-paths.ts';

const COLUMNS: TableColumnsType<TaskRow> = [
  {
    title: '任务标题',
    dataIndex: 'title',
    render: (v: string, r) => <Link to={routePath('taskInfo', { id: r.id })}>{v}</Link>,
  },
  { title: '负责人', dataIndex: 'assignee_name', width: 100 },
  {
    title: '优先级',
    dataIndex: 'priority_name',
    width: 90,
    render: (v: string, r) => <Tag color={PRIORITY_COLOR[r.priority]}>{v}</Tag>,
  },
  { title: '状态', dataIndex: 'status_name', width: 90 },
  {
    title: '截止时间',
    dataIndex: 'due_time',
    width: 190,
    render: (v: string, r) => (
      <>
        {v ? v.slice(0, 16) : '-'}
        {r.overdue && (
          <Tag color="red" style={{ marginLeft: 6 }}>
            {TASK_MSG.overdue}
          </Tag>
        )}
      </>
    ),
  },
  { title: '子任务', width: 80, render: (_, r) => (r.subtask_total ? `${r.subtask_done}/${r.subtask_total}` : '-') },
  { title: '创建人', dataIndex: 'create_user_name', width: 100 },
  { title: '创建时间', dataIndex: 'create_time', width: 170 },
];

type Props = { rows: readonly TaskRow[]; loading: boolean };

/** The task list (its pager is the page's); overdue open tasks are shown in red with 已逾期. */
export function TaskTable({ rows, loading }: Props) {
  return (
    <Table<TaskRow>
      rowKey="id"
      size="middle"
      columns={COLUMNS}
      dataSource={rows as TaskRow[]}
      loading={loading}
      locale={{ emptyText: '暂无数据' }}
      rowClassName={(r) => (r.overdue ? styles.overdueRow : '')}
      pagination={false}
    />
  );
}
