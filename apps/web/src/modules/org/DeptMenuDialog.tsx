import { MSG } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { orgAdminApi } from './org-api.ts';
import { PermissionTree } from './PermissionTree.tsx';

type Props = { deptId: number; deptName: string; canEdit: boolean; onClose: () => void };

/** 菜单权限 of a department (getMenuRule / setMenu); nothing ticked means no restriction. */
export function DeptMenuDialog({ deptId, deptName, canEdit, onClose }: Props) {
  const { message } = App.useApp();
  const rule = useQuery({
    queryKey: ['org', 'menuRule', deptId],
    queryFn: ({ signal }) => orgAdminApi.menuRule(deptId, { signal }),
  });
  const [ids, setIds] = useState<number[]>([]);
  useEffect(() => {
    if (rule.data) setIds(rule.data.data.menu_ids);
  }, [rule.data]);

  const [saving, save] = useBusyAction(async () => {
    const res = await orgAdminApi.setMenu(deptId, ids);
    message.success(res.msg || MSG.ok);
    onClose();
  });

  return (
    <Modal
      open
      title={`菜单权限 · ${deptName}`}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: !canEdit || !rule.data }}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon title="勾选该部门成员可见的菜单；不勾选表示不限制。" style={{ marginBottom: 12 }} />
      {rule.isLoading ? (
        <Spin />
      ) : (
        <div style={{ maxHeight: '55vh', overflow: 'auto' }}>
          <PermissionTree
            label="菜单权限"
            tree={rule.data?.data.tree ?? []}
            value={ids}
            onChange={setIds}
            disabled={!canEdit}
          />
        </div>
      )}
    </Modal>
  );
}
