import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Tree } from 'antd';
import { useMemo } from 'react';
import { orgApi } from '../../api/org-api.ts';
import { groupTreeData, keysOfMembers, membersOfKeys, type GroupPickMode } from './user-group-tree.ts';

type Props = {
  /** radio: one member, groups without members disabled; checkbox: several members, empty groups hidden */
  mode: GroupPickMode;
  /** chosen member ids (one at most in radio mode) */
  value?: readonly number[];
  onChange?: (userIds: number[]) => void;
  /** the tree scrolls beyond this height */
  maxHeight?: number;
};

/** Picks members through the user-group tree (GET /api/UserGroup/getList): groups, then their members as leaves. */
export function UserGroupTreePicker({ mode, value = [], onChange, maxHeight = 360 }: Props) {
  const groups = useQuery({
    queryKey: ['org', 'groups', 'picker'],
    queryFn: ({ signal }) => orgApi.userGroups({ signal }),
  });
  const treeData = useMemo(() => groupTreeData(groups.data?.data ?? [], mode), [groups.data, mode]);
  const chosen = useMemo(() => keysOfMembers(treeData, value), [treeData, value]);

  if (groups.isPending) return <Spin />;
  if (treeData.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  return (
    <div style={{ maxHeight, overflow: 'auto' }} role="group" aria-label="用户组">
      {mode === 'checkbox' ? (
        <Tree
          checkable
          selectable={false}
          defaultExpandAll
          treeData={treeData}
          checkedKeys={chosen}
          onCheck={(keys) => onChange?.(membersOfKeys(Array.isArray(keys) ? keys : keys.checked))}
        />
      ) : (
        <Tree
          defaultExpandAll
          treeData={treeData}
          selectedKeys={chosen}
          onSelect={(keys) => onChange?.(membersOfKeys(keys).slice(0, 1))}
        />
      )}
    </div>
  );
}
