import { MSG } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../components/auth/Auth.tsx';
import { useSession } from '../../components/auth/session-context.ts';
import { EllipsisText } from '../../components/EllipsisText.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { usePagedList } from '../../components/use-paged-list.ts';
import { HandoverDetailDrawer } from './HandoverDetailDrawer.tsx';
import { HandoverFormDialog } from './HandoverFormDialog.tsx';
import { HANDOVER_NODE, HANDOVER_PENDING, HANDOVER_STATUS } from './handover-status.ts';
import { personnelApi, type Handover, type HandoverBody } from './personnel-api.ts';
import styles from './Handover.module.css';

type Dialog = { mode: 'add' } | { mode: 'edit'; record: Handover };

const HANDOVER_FILTERS = ['status', 'keyword'] as const;
type HandoverFilter = (typeof HANDOVER_FILTERS)[number];
/** The status filter in the URL, when it names one. */
const statusOf = (v: string | undefined) => (v && v in HANDOVER_STATUS ? Number(v) : undefined);

/** 财产交接: records of company property handed from one member to another; the receiver confirms them. */
export function HandoverPage() {
  const can = usePermission();
  const me = useSession().user.uid;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>();
  const [viewing, setViewing] = useState<number>();
  const { filters, go, list, rows, pager } = usePagedList<Handover, HandoverFilter>({
    queryKey: ['handover', 'list'],
    filters: HANDOVER_FILTERS,
    load: (q, signal) =>
      personnelApi.handovers(
        { page: q.page, limit: q.limit, status: statusOf(q.status), keyword: q.keyword || undefined },
        { signal },
      ),
  });

  /** a write; false when the server refused (its message is already shown) */
  const write = async (call: () => Promise<{ msg: string }>) => {
    try {
      const res = await call();
      message.success(res.msg || MSG.ok);
      await queryClient.invalidateQueries({ queryKey: ['handover'] });
      return true;
    } catch {
      return false;
    }
  };
  const save = (body: HandoverBody) =>
    dialog?.mode === 'edit'
      ? write(() => personnelApi.updateHandover({ ...body, handover_id: dialog.record.handover_id }))
      : write(() => personnelApi.addHandover(body));
  const confirm = (r: Handover) => write(() => personnelApi.confirmHandover(r.handover_id));
  const remove = (r: Handover) => write(() => personnelApi.delHandovers([r.handover_id]));
  // the list row has no file details: the form shows the record's attachments
  const [, openEdit] = useBusyAction(async (r: Handover) =>
    setDialog({ mode: 'edit', record: (await personnelApi.handover(r.handover_id)).data }),
  );

  const pending = (r: Handover) => r.status === HANDOVER_PENDING;
  const actions = (r: Handover) => (
    <Space size={4}>
      <Button type="link" size="small" onClick={() => setViewing(r.handover_id)}>
        查看
      </Button>
      {pending(r) && r.to_user_id === me && (
        <Popconfirm
          title="确认已收到这些物品？确认后不能再编辑"
          okText="确定"
          cancelText="取消"
          onConfirm={() => confirm(r)}
        >
          <Button type="link" size="small">
            确认接收
          </Button>
        </Popconfirm>
      )}
      {pending(r) && can(HANDOVER_NODE.edit) && (
        <Button type="link" size="small" onClick={() => void openEdit(r)}>
          编辑
        </Button>
      )}
      {pending(r) && can(HANDOVER_NODE.del) && (
        <Popconfirm
          title={MSG.confirmDelete}
          okText="确定"
          cancelText="取消"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove(r)}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );

  const columns: TableColumnsType<Handover> = [
    { key: 'handover_date', title: '交接日期', dataIndex: 'handover_date', width: 120 },
    { key: 'from', title: '交出人', dataIndex: 'from_user_name', width: 110 },
    { key: 'to', title: '接收人', dataIndex: 'to_user_name', width: 110 },
    { key: 'items', title: '交接物品', dataIndex: 'item_summary', render: (v: string) => <EllipsisText text={v} /> },
    {
      key: 'reason',
      title: '交接原因',
      dataIndex: 'reason',
      width: 180,
      render: (v: string) => <EllipsisText text={v} />,
    },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (v: 1 | 2) => <Tag color={v === 2 ? 'green' : 'orange'}>{HANDOVER_STATUS[v]}</Tag>,
    },
    { key: 'creator', title: '创建人', dataIndex: 'create_user_name', width: 100 },
    { key: 'create_time', title: '创建时间', dataIndex: 'create_time', width: 170 },
    { key: 'actions', title: '操作', width: 220, fixed: 'end', render: (_: unknown, r: Handover) => actions(r) },
  ];

  const viewed = rows.find((r) => r.handover_id === viewing);
  return (
    <div>
      <div className={styles.toolbar}>
        <Select<number>
          allowClear
          placeholder="全部状态"
          aria-label="状态"
          style={{ width: 140 }}
          value={statusOf(filters.status)}
          options={Object.entries(HANDOVER_STATUS).map(([value, label]) => ({ value: Number(value), label }))}
          onChange={(status) => go({ status })}
        />
        <Input.Search
          allowClear
          placeholder="物品名称或交接原因"
          aria-label="搜索"
          style={{ width: 240 }}
          defaultValue={filters.keyword}
          onSearch={(keyword) => go({ keyword: keyword.trim() })}
        />
        <span className={styles.grow} />
        {can(HANDOVER_NODE.add) && (
          <Button type="primary" onClick={() => setDialog({ mode: 'add' })}>
            新建交接
          </Button>
        )}
      </div>
      <Table<Handover>
        rowKey="handover_id"
        size="middle"
        loading={list.isPending}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1200 }}
        locale={{ emptyText: '暂无数据' }}
      />
      <ListPager className={styles.pager} {...pager} />
      {dialog && (
        <HandoverFormDialog
          record={dialog.mode === 'edit' ? dialog.record : undefined}
          onSave={save}
          onClose={() => setDialog(undefined)}
        />
      )}
      {viewing !== undefined && (
        <HandoverDetailDrawer
          id={viewing}
          onClose={() => setViewing(undefined)}
          extra={
            viewed && pending(viewed) && viewed.to_user_id === me ? (
              <Popconfirm
                title="确认已收到这些物品？确认后不能再编辑"
                okText="确定"
                cancelText="取消"
                onConfirm={() => confirm(viewed)}
              >
                <Button type="primary">确认接收</Button>
              </Popconfirm>
            ) : undefined
          }
        />
      )}
    </div>
  );
}
