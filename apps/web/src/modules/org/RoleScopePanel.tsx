import { DATA_SCOPE, MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Radio, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { DepartmentSelect } from '../../components/pickers/DepartmentSelect.tsx';
import { orgAdminApi } from './org-api.ts';

type Props = { roleId: number; canEdit: boolean };

const DEPTS_MSG = '请选择指定部门';

/** 数据权限 of a role: 1 本人 … 5 指定部门 (with the departments chosen). */
export function RoleScopePanel({ roleId, canEdit }: Props) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<number>();
  const [depts, setDepts] = useState<number[]>([]);
  const [missing, setMissing] = useState(false);
  const info = useQuery({
    queryKey: ['org', 'roleScope', roleId],
    queryFn: ({ signal }) => orgAdminApi.roleScope(roleId, { signal }),
  });
  useEffect(() => {
    if (!info.data) return;
    setScope(info.data.data.data_scope);
    setDepts(info.data.data.scope_dept_ids);
  }, [info.data]);
  // a refusal (e.g. wider than the editor's own scope) is shown by the HTTP client
  const [saving, saveScope] = useBusyAction(async (dataScope: number, deptIds: readonly number[]) => {
    const res = await orgAdminApi.saveRoleScope(roleId, dataScope, deptIds);
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: ['org'] });
  });
  if (info.isLoading || !info.data || scope === undefined) return <Spin />;
  const custom = scope === DATA_SCOPE.custom;

  const save = async () => {
    if (custom && depts.length === 0) {
      setMissing(true);
      return;
    }
    await saveScope(scope, custom ? depts : []);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ maxWidth: 560, width: '100%' }} aria-label="数据权限">
      <Radio.Group
        aria-label="数据范围"
        disabled={!canEdit}
        value={scope}
        options={info.data.data.options}
        onChange={(e) => setScope(Number(e.target.value))}
      />
      {custom && (
        <div>
          <label htmlFor="scope_dept_ids">指定部门</label>
          <DepartmentSelect
            multiple
            id="scope_dept_ids"
            disabled={!canEdit}
            placeholder={DEPTS_MSG}
            value={depts}
            onChange={(v) => {
              setDepts(v);
              setMissing(v.length === 0);
            }}
          />
          {missing && (
            <Typography.Text type="danger" role="alert">
              {DEPTS_MSG}
            </Typography.Text>
          )}
        </div>
      )}
      {canEdit && (
        <Button type="primary" loading={saving} onClick={() => void save()}>
          保存数据权限
        </Button>
      )}
    </Space>
  );
}
