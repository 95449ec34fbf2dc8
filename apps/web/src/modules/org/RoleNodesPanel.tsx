import { MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { orgAdminApi } from './org-api.ts';
import { PermissionTree } from './PermissionTree.tsx';
import styles from './org-styles.ts';

type Props = { roleId: number; canEdit: boolean };

/** 功能权限 of a role: the node tree (role/getNode), saved with role/setNode. */
export function RoleNodesPanel({ roleId, canEdit }: Props) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const nodes = useQuery({
    queryKey: ['org', 'roleNodes', roleId],
    queryFn: ({ signal }) => orgAdminApi.roleNodes(roleId, { signal }),
  });
  const [ids, setIds] = useState<number[]>([]);
  useEffect(() => {
    if (nodes.data) setIds(nodes.data.data.node_ids);
  }, [nodes.data]);
  // a refusal (e.g. granting nodes the editor does not hold) is shown by the HTTP client
  const [saving, save] = useBusyAction(async () => {
    const res = await orgAdminApi.setRoleNodes(roleId, ids);
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: ['org', 'roleNodes', roleId] });
  });
  if (nodes.isLoading) return <Spin />;

  return (
    <div>
      {canEdit && (
        <div className={styles.actions}>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            保存权限
          </Button>
        </div>
      )}
      <div className={styles.tree}>
        <PermissionTree
          label="功能权限"
          tree={nodes.data?.data.tree ?? []}
          value={ids}
          onChange={setIds}
          disabled={!canEdit}
        />
      </div>
    </div>
  );
}
