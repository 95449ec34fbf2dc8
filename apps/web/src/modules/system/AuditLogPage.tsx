import { AUDIT_ACTION_LABELS, AUDIT_RESULT_LABELS, PAGE_SIZES, type AuditLogRow, type AuditResult } from '@suwork/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DatePicker, Input, Select, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { ListPager } from '../../components/ListPager.tsx';
import { MemberSelect } from '../../components/pickers/MemberSelect.tsx';
import { AUDIT_LOG_KEY, auditLogApi, type AuditLogQuery } from './audit-log-api.ts';
import styles from './system.module.css';

const DEFAULT_LIMIT = 20;
const RESULT_COLORS: Record<AuditResult, string> = { success: 'success', failure: 'warning', denied: 'error' };
const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));
const RESULT_OPTIONS = Object.entries(AUDIT_RESULT_LABELS).map(([value, label]) => ({ value, label }));

const columns: TableColumnsType<AuditLogRow> = [
  { title: '时间', dataIndex: 'create_time', width: 170 },
  { title: '成员', key: 'user', width: 110, render: (_, r) => r.user_name || (r.user_id === null ? '匿名' : `成员 #${r.user_id}`) },
  { title: '操作', dataIndex: 'action_name', width: 100 },
  { title: '对象', dataIndex: 'target', width: 200, ellipsis: { showTitle: false }, render: (v: string) => <Tooltip title={v}>{v || '—'}</Tooltip> },
  { title: '详情', dataIndex: 'detail', ellipsis: { showTitle: false }, render: (v: string) => <Tooltip title={v}>{v || '—'}</Tooltip> },
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
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const limitParam = Number(search.get('limit'));
  const limit = (PAGE_SIZES as readonly number[]).includes(limitParam) ? limitParam : DEFAULT_LIMIT;
  const userId = Number(search.get('user_id')) || undefined;
  const action = search.get('action') || undefined;
  const result = search.get('result') || undefined;
  const start = search.get('start_date') ?? '';
  const end = search.get('end_date') ?? '';
  const keyword = search.get('keyword') ?? '';

  /** Sets filters (back to page 1 unless a page is given); empty values leave the URL. */
  const go = (next: Record<string, string | number | undefined>) => {
    const s = new URLSearchParams(search);
    const all: Record<string, string | number | undefined> = { page: 1, ...next };
    for (const [k, v] of Object.entries(all)) {
      if (v === undefined || v === '' || (k === 'page' && v === 1) || (k === 'limit' && v === DEFAULT_LIMIT)) s.delete(k);
      else s.set(k, String(v));
    }
    setSearch(s);
  };

  const q: AuditLogQuery = {
    page,
    limit,
    ...(userId ? { user_id: userId } : {}),
    ...(action ? { action } : {}),
    ...(result ? { result } : {}),
    ...(start ? { start_date: start } : {}),
    ...(end ? { end_date: end } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const list = useQuery({ queryKey: [...AUDIT_LOG_KEY, q], queryFn: ({ signal }) => auditLogApi.list(q, { signal }), placeholderData: keepPreviousData });
  // the chosen member's name from the rows, for one outside the picker's list (disabled, or past the first 100)
  const chosenRow = userId ? list.data?.data.find((r) => r.user_id === userId) : undefined;
  const shownMember = chosenRow ? [{ value: userId!, label: chosenRow.user_name }] : undefined;

  return (
    <section className={styles.panel} aria-label="审计日志">
      <div className={styles.panelHead}>
        <h3 className={styles.panelTitle}>审计日志</h3>
      </div>
      <p className={styles.hint}>记录登录、越权访问、导出、文件上传下载、权限变更和分享链接等安全相关操作；日志只能追加，不能修改或删除。</p>
      <Space wrap style={{ marginBottom: 12 }}>
        <div style={{ width: 180 }}>
          <label htmlFor="audit-log-member" className={styles.srOnly}>
            成员
          </label>
          <MemberSelect id="audit-log-member" placeholder="成员" value={userId ?? null} known={shownMember} onChange={(v) => go({ user_id: v })} />
        </div>
        <Select aria-label="操作类型" placeholder="操作类型" allowClear style={{ width: 140 }} value={action} onChange={(v?: string) => go({ action: v })} options={ACTION_OPTIONS} />
        <Select aria-label="结果" placeholder="结果" allowClear style={{ width: 110 }} value={result} onChange={(v?: string) => go({ result: v })} options={RESULT_OPTIONS} />
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
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 960 }}
        locale={{ emptyText: '暂无数据' }}
      />
      <ListPager className={styles.pager} page={page} limit={limit} total={list.data?.count ?? 0} onChange={(p, l) => go({ page: p, limit: l })} />
    </section>
  );
}
