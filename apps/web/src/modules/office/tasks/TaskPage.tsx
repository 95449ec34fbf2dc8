import { PlusOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Segmented, Select, Spin } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../app/Auth.tsx';
import { useSession } from '../../../app/session/session-context.ts';
import { TaskBoard } from './TaskBoard.tsx';
import { TaskFormDrawer } from './TaskFormDrawer.tsx';
import { TaskTable } from './TaskTable.tsx';
import { TASK_KEY, TASK_NODE, taskApi, type TaskRow } from './task-api.ts';
import { MINE_OPTIONS, PRIORITY_OPTIONS, STATUS_OPTIONS } from './task-choices.ts';
import styles from './tasks.module.css';
import office from '../office.module.css';

const BOARD_LIMIT = 200;
const num = (v: string | null, fallback = 0) => (v && /^\d+$/.test(v) ? Number(v) : fallback);

/** 任务: a list or a board by status, filtered by 我负责的 / 我参与的 / 我创建的, status, priority and keyword (kept in the URL). */
export function TaskPage() {
  const { message } = App.useApp();
  const can = usePermission();
  const me = useSession().user.uid;
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const view = search.get('view') === 'board' ? 'board' : 'list';
  const page = num(search.get('page'), 1);
  const limit = num(search.get('limit'), 20);
  const filters = { mine: num(search.get('mine')), status: num(search.get('status')), priority: num(search.get('priority')), keyword: search.get('keyword') ?? '' };
  const [keyword, setKeyword] = useState(filters.keyword);
  const query = view === 'board' ? { ...filters, page: 1, limit: BOARD_LIMIT } : { ...filters, page, limit };
  const { data, isFetching, isPending } = useQuery({
    queryKey: [...TASK_KEY, 'list', query],
    queryFn: ({ signal }) => taskApi.list(query, { signal }),
    placeholderData: keepPreviousData,
  });
  const set = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === '' || v === 0) next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next);
  };
  const move = async (task: TaskRow, status: number) => {
    try {
      const res = await taskApi.setStatus(task.id, status);
      message.success(res.msg || MSG.ok);
    } catch {
      // shown by the HTTP client
    }
    await queryClient.invalidateQueries({ queryKey: TASK_KEY });
  };
  const canMove = (t: TaskRow) => can(TASK_NODE.edit) && (t.create_user_id === me || t.assignee_id === me);
  const rows = data?.data ?? [];
  return (
    <div className={office.page}>
      <div className={office.toolbar}>
        <Segmented aria-label="视图" value={view} options={[{ value: 'list', label: '列表' }, { value: 'board', label: '看板' }]} onChange={(v) => set({ view: v === 'board' ? 'board' : '' })} />
        <Select aria-label="范围" style={{ width: 120 }} value={filters.mine} options={MINE_OPTIONS} onChange={(v: number) => set({ mine: v })} />
        <Select aria-label="状态" style={{ width: 120 }} allowClear placeholder="状态" value={filters.status || undefined} options={STATUS_OPTIONS} onChange={(v?: number) => set({ status: v ?? 0 })} />
        <Select aria-label="优先级" style={{ width: 120 }} allowClear placeholder="优先级" value={filters.priority || undefined} options={PRIORITY_OPTIONS} onChange={(v?: number) => set({ priority: v ?? 0 })} />
        <Input.Search aria-label="搜索任务" style={{ width: 220 }} placeholder="任务标题" allowClear value={keyword} onChange={(e) => setKeyword(e.target.value)} onSearch={(v) => set({ keyword: v.trim() })} />
        {can(TASK_NODE.add) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            新建任务
          </Button>
        )}
      </div>
      {view === 'board' ? (
        <Spin spinning={isFetching}>{isPending ? null : <TaskBoard tasks={rows} onMove={(t, s) => void move(t, s)} canMove={canMove} />}</Spin>
      ) : (
        <TaskTable rows={rows} loading={isFetching} total={data?.count ?? 0} page={page} limit={limit} onPage={(p, l) => set({ page: p, limit: l })} />
      )}
      {adding && <TaskFormDrawer onClose={() => setAdding(false)} />}
    </div>
  );
}
