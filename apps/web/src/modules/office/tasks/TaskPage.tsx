import { PlusOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Segmented, Select, Spin } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { useSession } from '../../../components/auth/session-context.ts';
import { ListPager } from '../../../components/ListPager.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { usePagedList } from '../../../components/use-paged-list.ts';
import { TaskBoard } from './TaskBoard.tsx';
import { TaskFormDrawer } from './TaskFormDrawer.tsx';
import { TaskTable } from './TaskTable.tsx';
import { TASK_KEY, TASK_NODE, taskApi, type TaskRow } from './task-api.ts';
import { MINE_OPTIONS, PRIORITY_OPTIONS, STATUS_OPTIONS } from './task-choices.ts';
import office from '../office.module.css';

const BOARD_LIMIT = 200;
const TASK_FILTERS = ['view', 'mine', 'status', 'priority', 'keyword'] as const;
type TaskFilter = (typeof TASK_FILTERS)[number];
/** the filters a member may clear (0 = any) */
const OPTIONAL_FILTERS = [
  { key: 'status', label: '状态', options: STATUS_OPTIONS },
  { key: 'priority', label: '优先级', options: PRIORITY_OPTIONS },
] as const;
const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : 0);

/** 任务: a list or a board by status, filtered by 我负责的 / 我参与的 / 我创建的, status, priority and keyword (kept in the URL). */
export function TaskPage() {
  const { message } = App.useApp();
  const can = usePermission();
  const me = useSession().user.uid;
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const {
    filters: shown,
    go,
    list,
    rows,
    pager,
  } = usePagedList<TaskRow, TaskFilter>({
    queryKey: [...TASK_KEY, 'list'],
    filters: TASK_FILTERS,
    defaultLimit: 20,
    // the board shows every task of the filter at once
    load: (q, signal) => {
      const board = q.view === 'board';
      return taskApi.list(
        {
          mine: num(q.mine),
          status: num(q.status),
          priority: num(q.priority),
          keyword: q.keyword ?? '',
          page: board ? 1 : q.page,
          limit: board ? BOARD_LIMIT : q.limit,
        },
        { signal },
      );
    },
  });
  const view = shown.view === 'board' ? 'board' : 'list';
  const filters = {
    mine: num(shown.mine),
    status: num(shown.status),
    priority: num(shown.priority),
    keyword: shown.keyword ?? '',
  };
  const [keyword, setKeyword] = useState(filters.keyword);
  /** Sets filters (0 and '' leave the URL), back to the first page. */
  const set = (changes: Partial<Record<TaskFilter, string | number>>) =>
    go(Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v || undefined])));
  const [, move] = useBusyAction(async (task: TaskRow, status: number) => {
    try {
      const res = await taskApi.setStatus(task.id, status);
      message.success(res.msg || MSG.ok);
    } finally {
      await queryClient.invalidateQueries({ queryKey: TASK_KEY });
    }
  });
  const canMove = (t: TaskRow) => can(TASK_NODE.edit) && (t.create_user_id === me || t.assignee_id === me);
  return (
    <div className={office.page}>
      <div className={office.toolbar}>
        <Segmented
          aria-label="视图"
          value={view}
          options={[
            { value: 'list', label: '列表' },
            { value: 'board', label: '看板' },
          ]}
          onChange={(v) => set({ view: v === 'board' ? 'board' : '' })}
        />
        <Select
          aria-label="范围"
          style={{ width: 120 }}
          value={filters.mine}
          options={MINE_OPTIONS}
          onChange={(v: number) => set({ mine: v })}
        />
        {OPTIONAL_FILTERS.map(({ key, label, options }) => (
          <Select
            key={key}
            aria-label={label}
            style={{ width: 120 }}
            allowClear
            placeholder={label}
            value={filters[key] || undefined}
            options={options}
            onChange={(v?: number) => set({ [key]: v ?? 0 })}
          />
        ))}
        <Input.Search
          aria-label="搜索任务"
          style={{ width: 220 }}
          placeholder="任务标题"
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => set({ keyword: v.trim() })}
        />
        {can(TASK_NODE.add) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            新建任务
          </Button>
        )}
      </div>
      {view === 'board' ? (
        <Spin spinning={list.isFetching}>
          {list.isPending ? null : <TaskBoard tasks={rows} onMove={(t, s) => void move(t, s)} canMove={canMove} />}
        </Spin>
      ) : (
        <>
          <TaskTable rows={rows} loading={list.isFetching} />
          <ListPager className={office.pager} {...pager} />
        </>
      )}
      {adding && <TaskFormDrawer onClose={() => setAdding(false)} />}
    </div>
  );
}
