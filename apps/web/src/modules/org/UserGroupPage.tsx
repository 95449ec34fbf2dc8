import { MSG } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Empty, Space, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../components/auth/Auth.tsx';
import { askConfirm } from '../../components/ask-confirm.ts';
import { GuardedButton } from '../../components/GuardedButton.tsx';
import { useSubmissionKey } from '../../components/use-submission-key.ts';
import { GroupFormDialog, type GroupValues } from './GroupFormDialog.tsx';
import { orgAdminApi, type UserGroup } from './org-api.ts';
import { GROUP_NODE } from './org-nodes.ts';
import styles from './org-styles.ts';
import { useOrgWrite } from './use-org-write.ts';

const toTree = (g: UserGroup): TreeDataNode => ({
  key: g.group_id,
  title: `${g.group_name}（${g.users.length}）`,
  children: g.children?.map(toTree),
});

function find(groups: readonly UserGroup[], id: number): UserGroup | undefined {
  for (const g of groups) {
    if (g.group_id === id) return g;
    const hit = find(g.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
}

/** 用户组: the group tree on the left; the chosen group's members, edit and delete on the right. */
export function UserGroupPage() {
  const can = usePermission();
  const { modal } = App.useApp();
  const [selectedId, setSelectedId] = useState<number>();
  const [dialog, setDialog] = useState<'add' | 'edit'>();
  const submission = useSubmissionKey(dialog);
  const list = useQuery({ queryKey: ['org', 'groups'], queryFn: ({ signal }) => orgAdminApi.groups({ signal }) });
  const groups = list.data?.data ?? [];
  const selected = selectedId === undefined ? undefined : find(groups, selectedId);

  const write = useOrgWrite();

  const save = (v: GroupValues) => {
    const body = { ...v, user_ids: v.user_ids.join(',') };
    return dialog === 'edit' && selected
      ? write(() => orgAdminApi.updateGroup({ group_id: selected.group_id, ...body }))
      : write(() => submission.send((key) => orgAdminApi.addGroup(body, key)));
  };

  const remove = async () => {
    if (!selected) return;
    if (!(await askConfirm(modal, `${MSG.confirmDelete}（用户组「${selected.group_name}」）`, { danger: true })))
      return;
    if (await write(() => orgAdminApi.delGroup(selected.group_id))) setSelectedId(undefined);
  };

  return (
    <div className={styles.layout}>
      <section className={styles.panel} aria-label="用户组列表">
        <div className={styles.panelHead}>
          <h3 className={styles.panelTitle}>用户组</h3>
          {can(GROUP_NODE.add) && (
            <Button type="primary" size="small" onClick={() => setDialog('add')}>
              新建用户组
            </Button>
          )}
        </div>
        <div className={styles.tree}>
          {list.isLoading ? (
            <Spin />
          ) : groups.length === 0 ? (
            <Empty description={MSG.empty} />
          ) : (
            <Tree
              blockNode
              defaultExpandAll
              treeData={groups.map(toTree)}
              selectedKeys={selectedId === undefined ? [] : [selectedId]}
              onSelect={(keys) => setSelectedId(keys.length ? Number(keys[0]) : undefined)}
            />
          )}
        </div>
      </section>
      <section className={styles.panel} aria-label="用户组详情">
        {selected ? (
          <>
            <div className={styles.panelHead}>
              <h3 className={styles.panelTitle}>{selected.group_name}</h3>
              <Space>
                {can(GROUP_NODE.edit) && <Button onClick={() => setDialog('edit')}>编辑</Button>}
                {can(GROUP_NODE.del) && (
                  <GuardedButton danger onClick={() => void remove()}>
                    删除
                  </GuardedButton>
                )}
              </Space>
            </div>
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'parent',
                  label: '上级用户组',
                  children: selected.parent_id ? (find(groups, selected.parent_id)?.group_name ?? '') : '无（顶级）',
                },
                {
                  key: 'members',
                  label: `成员（${selected.users.length}）`,
                  children: selected.users.length ? (
                    <Space size={[4, 8]} wrap>
                      {selected.users.map((u) => (
                        <Tag key={u.value}>{u.label}</Tag>
                      ))}
                    </Space>
                  ) : (
                    MSG.empty
                  ),
                },
              ]}
            />
          </>
        ) : (
          <Empty description="请选择左侧的用户组" />
        )}
      </section>
      {dialog && (
        <GroupFormDialog
          group={dialog === 'edit' ? selected : undefined}
          parentId={dialog === 'add' ? (selected?.group_id ?? 0) : 0}
          groups={groups}
          onSave={save}
          onClose={() => setDialog(undefined)}
        />
      )}
    </div>
  );
}
