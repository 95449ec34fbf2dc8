import { MSG } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Select, Space, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState, type CSSProperties } from 'react';
import { usePermission } from '../../components/auth/Auth.tsx';
import { askConfirm } from '../../components/ask-confirm.ts';
import { GuardedButton } from '../../components/GuardedButton.tsx';
import { useSubmissionKey } from '../../components/use-submission-key.ts';
import { orgAdminApi, type Role } from './org-api.ts';
import { ROLE_NODE } from './org-nodes.ts';
import styles from './org-styles.ts';
import { RoleFormDialog, type RoleValues } from './RoleFormDialog.tsx';
import { RoleMembersPanel } from './RoleMembersPanel.tsx';
import { RoleNodesPanel } from './RoleNodesPanel.tsx';
import { RoleScopePanel } from './RoleScopePanel.tsx';
import { useOrgWrite } from './use-org-write.ts';
import { ENABLED_OPTIONS } from '../../components/enabled-options.ts';

const STATUS_OPTIONS = [{ value: 0, label: '全部状态' }, ...ENABLED_OPTIONS];

type Dialog = { role?: Role };

/** 角色权限: roles on the left; the chosen role's 功能权限, 数据权限 and 成员 on the right. */
export function RoleManagementPage() {
  const can = usePermission();
  const { modal } = App.useApp();
  const [status, setStatus] = useState(0);
  const [selectedId, setSelectedId] = useState<number>();
  const [dialog, setDialog] = useState<Dialog>();
  const submission = useSubmissionKey(dialog);
  const roles = useQuery({
    queryKey: ['org', 'roles', 'list', status],
    queryFn: ({ signal }) => orgAdminApi.roles(status ? { status } : {}, { signal }),
  });
  const rows = roles.data?.data ?? [];
  const selected = rows.find((r) => r.role_id === selectedId);

  const write = useOrgWrite();

  const save = (v: RoleValues) =>
    dialog?.role
      ? write(() => orgAdminApi.updateRole({ role_id: dialog.role!.role_id, ...v }))
      : write(() => submission.send((key) => orgAdminApi.addRole(v, key)));

  const remove = async (r: Role) => {
    if (!(await askConfirm(modal, `${MSG.confirmDelete}（角色「${r.role_name}」）`, { danger: true }))) return;
    if ((await write(() => orgAdminApi.delRole(r.role_id))) && r.role_id === selectedId) setSelectedId(undefined);
  };

  const columns: TableColumnsType<Role> = [
    { title: '角色名称', dataIndex: 'role_name' },
    { title: '数据范围', dataIndex: 'data_scope_name', width: 120 },
    { title: '成员', dataIndex: 'user_count', width: 60 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 70,
      render: (s: number) => (s === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    },
    {
      title: '操作',
      key: 'ops',
      width: 110,
      render: (_, r) => (
        <Space size={0} onClick={(e) => e.stopPropagation()}>
          {can(ROLE_NODE.edit) && (
            <Button type="link" size="small" onClick={() => setDialog({ role: r })}>
              编辑
            </Button>
          )}
          {can(ROLE_NODE.del) && (
            <GuardedButton type="link" size="small" danger onClick={() => void remove(r)}>
              删除
            </GuardedButton>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.layout} style={{ '--panels-side': 'minmax(360px, 480px)' } as CSSProperties}>
      <section className={styles.panel} aria-label="角色列表">
        <div className={styles.panelHead}>
          <Select
            aria-label="状态"
            value={status}
            options={STATUS_OPTIONS}
            onChange={setStatus}
            style={{ width: 120 }}
          />
          {can(ROLE_NODE.add) && (
            <Button type="primary" onClick={() => setDialog({})}>
              新建角色
            </Button>
          )}
        </div>
        <Table<Role>
          rowKey="role_id"
          size="small"
          pagination={false}
          loading={roles.isFetching}
          dataSource={rows}
          columns={columns}
          locale={{ emptyText: MSG.empty }}
          rowClassName={(r) => (r.role_id === selectedId ? 'ant-table-row-selected' : '')}
          onRow={(r) => ({ onClick: () => setSelectedId(r.role_id), style: { cursor: 'pointer' } })}
        />
      </section>
      <section className={styles.panel} aria-label="角色权限">
        {selected ? (
          <>
            <h3 className={styles.panelTitle}>{selected.role_name}</h3>
            <Tabs
              key={selected.role_id}
              items={[
                {
                  key: 'nodes',
                  label: '功能权限',
                  children: <RoleNodesPanel roleId={selected.role_id} canEdit={can(ROLE_NODE.edit)} />,
                },
                {
                  key: 'scope',
                  label: '数据权限',
                  children: <RoleScopePanel roleId={selected.role_id} canEdit={can(ROLE_NODE.scope)} />,
                },
                {
                  key: 'members',
                  label: `成员（${selected.user_count}）`,
                  children: <RoleMembersPanel roleId={selected.role_id} />,
                },
              ]}
            />
          </>
        ) : (
          <Empty description="请选择左侧的角色" />
        )}
      </section>
      {dialog && <RoleFormDialog role={dialog.role} onSave={save} onClose={() => setDialog(undefined)} />}
    </div>
  );
}
