import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { orgApi, type DeptNode } from '../../api/org-api.ts';

type Props = { value?: number | null; onChange?: (value: number | undefined) => void; placeholder?: string; id?: string; autoFocus?: boolean; disabled?: boolean };

type TreeOption = { value: number; title: string; children?: TreeOption[] };
const toOption = (n: DeptNode): TreeOption => ({ value: n.value, title: n.label, children: n.children?.map(toOption) });

/** A department picker over GET /api/Department/getDeptTree (root 全公司, value 0). */
export function DepartmentSelect({ value, onChange, placeholder = '请选择部门', id, autoFocus, disabled }: Props) {
  const { data = [], isLoading } = useQuery({
    queryKey: ['org', 'deptTree'],
    queryFn: ({ signal }) => orgApi.deptTree({ signal }),
    staleTime: 5 * 60_000,
    select: (res) => res.data.map(toOption),
  });
  return (
    <TreeSelect<number>
      id={id}
      autoFocus={autoFocus}
      disabled={disabled}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? undefined)}
      treeData={data}
      loading={isLoading}
      placeholder={placeholder}
      allowClear
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      style={{ width: '100%' }}
    />
  );
}
