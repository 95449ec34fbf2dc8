import { MEMBER_STATUS, MSG } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../components/auth/Auth.tsx';
import { askConfirm } from '../../components/ask-confirm.ts';
import { GuardedButton } from '../../components/GuardedButton.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { usePagedList } from '../../components/use-paged-list.ts';
import { HandOverDialog, type HandOverFrom } from './HandOverDialog.tsx';
import { MemberFormDialog } from './MemberFormDialog.tsx';
import { orgAdminApi, type MemberRow } from './org-api.ts';
import { DEPT_NODE } from './org-nodes.ts';
import { SeatsFullDialog } from './SeatsFullDialog.tsx';
import { noSeatReason } from './seat-state.ts';
import styles from './org-styles.ts';
import { selectAllTitle } from '../../components/VisibleOnly.tsx';

/** The member dialog shows 5 a page. */
export const MEMBER_PAGE_SIZE = 5;
const PAGE_SIZES = [5, 10, 20, 50] as const;

const MEMBER_FILTERS = ['user_name', 'user_phone', 'status'] as const;
type MemberFilter = (typeof MEMBER_FILTERS)[number];
/** What the member list keeps in the URL. */
export const MEMBER_LIST_PARAMS = ['page', 'limit', ...MEMBER_FILTERS] as const;
type Filters = { user_name?: string; user_phone?: string; status: number };
type Dialog =
  | { kind: 'add'; validTime?: string }
  | { kind: 'edit'; member: MemberRow }
  | { kind: 'noSeat'; reason: string }
  | { kind: 'handOver'; from: readonly HandOverFrom[] };

const STATUS_OPTIONS = [
  { value: MEMBER_STATUS.enabled, label: '启用' },
  { value: MEMBER_STATUS.disabled, label: '禁用' },
  { value: 0, label: '全部' },
];
/** The status filter in the URL: enabled members unless another choice is there. */
const statusOf = (v: string | undefined) =>
  STATUS_OPTIONS.find((o) => String(o.value) === v)?.value ?? MEMBER_STATUS.enabled;

type Props = { deptId?: number; deptName?: string };

/** Members of the selected department (its subtree): search, status filter, add / edit, enable / disable. */
export function MemberPanel({ deptId, deptName }: Props) {
  const can = usePermission();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>();
  const [chosen, setChosen] = useState<MemberRow[]>([]);
  const {
    filters: shown,
    go,
    list,
    rows,
    pager,
  } = usePagedList<MemberRow, MemberFilter>({
    queryKey: ['org', 'memberList', deptId ?? 0],
    filters: MEMBER_FILTERS,
    defaultLimit: MEMBER_PAGE_SIZE,
    pageSizes: PAGE_SIZES,
    load: (q, signal) =>
      orgAdminApi.members(
        {
          page: q.page,
          limit: q.limit,
          dept_id: deptId ?? 0,
          user_name: q.user_name,
          user_phone: q.user_phone,
          status: statusOf(q.status),
        },
        { signal },
      ),
  });
  const filters: Filters = {
    user_name: shown.user_name ?? '',
    user_phone: shown.user_phone ?? '',
    status: statusOf(shown.status),
  };

  const [checking, openAdd] = useBusyAction(async () => {
    if (!deptId) {
      message.error(MSG.chooseDeptFirst);
      return;
    }
    const seats = (await orgAdminApi.seats()).data;
    const reason = noSeatReason(seats);
    setDialog(reason ? { kind: 'noSeat', reason } : { kind: 'add', validTime: seats.valid_time });
  });

  // a refusal (no free seat, admin protected) is shown by the HTTP client
  const [, toggle] = useBusyAction(async (m: MemberRow) => {
    const enabling = m.status !== MEMBER_STATUS.enabled;
    const ok = await askConfirm(
      modal,
      enabling ? `确定启用成员「${m.user_name}」吗?` : `确定禁用成员「${m.user_name}」吗? 禁用后该成员将立即退出登录`,
      { danger: !enabling },
    );
    if (!ok) return;
    const res = await orgAdminApi.forbid(m.user_id, enabling ? MEMBER_STATUS.enabled : MEMBER_STATUS.disabled);
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: ['org'] });
  });

  const columns: TableColumnsType<MemberRow> = [
    {
      title: '成员名',
      dataIndex: 'user_name',
      render: (v: string, m) =>
        m.is_leader === 2 ? (
          <Space size={4}>
            {v}
            <Tag color="gold">负责人</Tag>
          </Space>
        ) : (
          v
        ),
    },
    { title: '手机号', dataIndex: 'user_phone' },
    { title: '部门', dataIndex: 'dept_name' },
    { title: '角色', dataIndex: 'role_name' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (s: number) => (s === MEMBER_STATUS.enabled ? <Tag color="green">启用</Tag> : <Tag>禁用</Tag>),
    },
    {
      title: '操作',
      key: 'ops',
      width: 170,
      render: (_, m) => (
        <Space size={0}>
          {can(DEPT_NODE.userEdit) && (
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', member: m })}>
              编辑
            </Button>
          )}
          {can(DEPT_NODE.userForbid) && (
            <GuardedButton
              type="link"
              size="small"
              danger={m.status === MEMBER_STATUS.enabled}
              onClick={() => void toggle(m)}
            >
              {m.status === MEMBER_STATUS.enabled ? '禁用' : '启用'}
            </GuardedButton>
          )}
          {can(DEPT_NODE.transfer) && (
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'handOver', from: [m] })}>
              交接
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section className={styles.panel} aria-label="成员列表">
      <div className={styles.panelHead}>
        <h3 className={styles.panelTitle}>{deptName ?? '全公司'} · 成员</h3>
        <Space>
          {can(DEPT_NODE.transfer) && (
            <Button disabled={chosen.length === 0} onClick={() => setDialog({ kind: 'handOver', from: chosen })}>
              {chosen.length ? `离职交接（${chosen.length}）` : '离职交接'}
            </Button>
          )}
          {can(DEPT_NODE.userAdd) && (
            <Button type="primary" loading={checking} onClick={() => void openAdd()}>
              新建成员
            </Button>
          )}
        </Space>
      </div>
      <Form
        layout="inline"
        className={styles.filters}
        aria-label="搜索成员"
        initialValues={filters}
        onFinish={(v: Filters) =>
          go({
            user_name: v.user_name?.trim() || undefined,
            user_phone: v.user_phone?.trim() || undefined,
            status: v.status === MEMBER_STATUS.enabled ? undefined : v.status,
          })
        }
      >
        <Form.Item name="user_name" label="成员名">
          <Input allowClear placeholder="请输入成员名" />
        </Form.Item>
        <Form.Item name="user_phone" label="手机号">
          <Input allowClear placeholder="请输入手机号" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select options={STATUS_OPTIONS} style={{ width: 96 }} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit">搜索</Button>
        </Form.Item>
      </Form>
      <Table<MemberRow>
        rowKey="user_id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        locale={{ emptyText: MSG.empty }}
        scroll={{ x: 680 }}
        rowSelection={
          can(DEPT_NODE.transfer)
            ? {
                selectedRowKeys: chosen.map((m) => m.user_id),
                columnTitle: selectAllTitle,
                preserveSelectedRowKeys: true,
                onChange: (_keys, rows) => setChosen(rows.filter(Boolean)),
              }
            : undefined
        }
      />
      <ListPager className={styles.pager} {...pager} />
      {dialog?.kind === 'add' && (
        <MemberFormDialog deptId={deptId} validTime={dialog.validTime} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'edit' && <MemberFormDialog member={dialog.member} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'handOver' && (
        <HandOverDialog
          from={dialog.from}
          onClose={(done) => {
            setDialog(undefined);
            if (done) setChosen([]);
          }}
        />
      )}
      {dialog?.kind === 'noSeat' && (
        <SeatsFullDialog reason={dialog.reason} canBuy={can(DEPT_NODE.seats)} onClose={() => setDialog(undefined)} />
      )}
    </section>
  );
}
