import {
  AUDIT_ACTION_LABELS,
  AUDIT_RESULT_LABELS,
  type AuditAction,
  type AuditLogRow,
  type AuditResult,
} from '@suwork/domain';
import { DatePicker, Input, Select, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { ListPager } from '../../components/ListPager.tsx';
import { MemberSelect } from '../../components/pickers/MemberSelect.tsx';
import { usePagedList, type PagedQuery } from '../../components/use-paged-list.ts';
import { AUDIT_LOG_KEY, auditLogApi, type AuditLogQuery } from './audit-log-api.ts';
import styles from './system-styles.ts';

const DEFAULT_LIMIT = 20;
const RESULT_COLORS: Record<AuditResult, string> = { success: 'success', failure: 'warning', denied: 'error' };
const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));
const RESULT_OPTIONS = Object.entries(AUDIT_RESULT_LABELS).map(([value, label]) => ({ value, label }));

const AUDIT_LOG_FILTERS = ['user_id', 'action', 'result', 'start_date', 'end_date', 'keyword'] as const;
type AuditLogFilter = (typeof AUDIT_LOG_FILTERS)[number];

/** What the list asks for: the page, and the filters the URL holds. */
function queryOf(q: PagedQuery<AuditLogFilter>): AuditLogQuery {
  const userId = Number(q.user_id) || undefined;
  return {
    page: q.page,
    limit: q.limit,
    ...(userId ? { user_id: userId } : {}),
    // the URL's text: the server answers an unknown one with its message
    ...(q.action ? { action: q.action as AuditAction } : {}),
    ...(q.result ? { result: q.result as AuditResult } : {}),
    ...(q.start_date ? { start_date: q.start_date } : {}),
    ...(q.end_date ? { end_date: q.end_date } : {}),
    ...(q.keyword ? { keyword: q.keyword } : {}),
  };
}

const columns: TableColumnsType<AuditLogRow> = [
  { title: '时间', dataIndex: 'create_time', width: 170 },
  {
    title: '成员',
    key: 'user',
    width: 110,
    render: (_, r) => r.user_name || (r.user_id === null ? '匿名' : `成员 #${r.user_id}`),
  },
  { title: '操作', dataIndex: 'action_name', width: 100 },
  {
    title: '对象',
    dataIndex: 'target',
    width: 200,
    ellipsis: { showTitle: false },
    render: (v: string) => <Tooltip title={v}>{v || '—'}</Tooltip>,
  },
  {
    title: '详情',
    dataIndex: 'detail',
    ellipsis: { showTitle: false },
    render: (v: string) => <Tooltip title={v}>{v || '—'}</Tooltip>,
  },
  { title: 'IP', dataIndex: 'ip', width: 140 },
  {
    title: '结果',
    dataIndex: 'result',
    width: 80,
    render: (_, r) => <Tag color={RESULT_COLORS[r.result as AuditResult] ?? 'default'}>{r.result_name}</Tag>,
  },
];

/**
 * 审计日志: sign-ins, refusals, exports, downloads, uploads, permission changes and share links, newest first;
 * filtered by member, action, result, dates and a keyword (object or detail), all kept in the URL.
 */
export function AuditLogPage() {
  const { filters, go, list, rows, pager } = usePagedList<AuditLogRow, AuditLogFilter>({
    queryKey: AUDIT_LOG_KEY,
    filters: AUDIT_LOG_FILTERS,
    defaultLimit: DEFAULT_LIMIT,
    load: (q, signal) => auditLogApi.list(queryOf(q), { signal }),
  });
  const userId = Number(filters.user_id) || undefined;
  const action = filters.action;
  const result = filters.result;
  const start = filters.start_date ?? '';
  const end = filters.end_date ?? '';
  const keyword = filters.keyword ?? '';
  // the chosen member's name from the rows, for one outside the picker's list (disabled, or past the first 100)
  const chosenRow = userId ? rows.find((r) => r.user_id === userId) : undefined;
  const shownMember = chosenRow ? [{ value: userId!, label: chosenRow.user_name }] : undefined;

  return (
    <section className={styles.panel} aria-label="审计日志">
      <div className={styles.panelHead}>
        <h3 className={styles.panelTitle}>审计日志</h3>
      </div>
      <p className={styles.hint}>
        记录登录、越权访问、导出、文件上传下载、权限变更和分享链接等安全相关操作；日志只能追加，不能修改或删除。
      </p>
      <Space wrap style={{ marginBottom: 12 }}>
        <div style={{ width: 180 }}>
          <label htmlFor="audit-log-member" className={styles.srOnly}>
            成员
          </label>
          <MemberSelect
            id="audit-log-member"
            placeholder="成员"
            value={userId ?? null}
            known={shownMember}
            onChange={(v) => go({ user_id: v })}
          />
        </div>
        <Select
          aria-label="操作类型"
          placeholder="操作类型"
          allowClear
          style={{ width: 140 }}
          value={action}
          onChange={(v?: string) => go({ action: v })}
          options={ACTION_OPTIONS}
        />
        <Select
          aria-label="结果"
          placeholder="结果"
          allowClear
          style={{ width: 110 }}
          value={result}
          onChange={(v?: string) => go({ result: v })}
          options={RESULT_OPTIONS}
        />
        <DatePicker.RangePicker
          aria-label="日期范围"
          value={start && end ? [dayjs(start), dayjs(end)] : null}
          onChange={(r) => go({ start_date: r?.[0]?.format('YYYY-MM-DD'), end_date: r?.[1]?.format('YYYY-MM-DD') })}
        />
        <Input.Search
          key={keyword}
          aria-label="关键词"
          placeholder="对象或详情关键词"
          allowClear
          maxLength={100}
          style={{ width: 220 }}
          defaultValue={keyword}
          onSearch={(v) => go({ keyword: v.trim() })}
        />
      </Space>
      <Table<AuditLogRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 960 }}
        locale={{ emptyText: '暂无数据' }}
      />
      <ListPager className={styles.pager} {...pager} />
    </section>
  );
}
