import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { orgApi, type DeptNode } from '../../api/org-api.ts';

type Common = { placeholder?: string; id?: string; autoFocus?: boolean; disabled?: boolean };
type Single = Common & { multiple?: false; value?: number | null; onChange?: (value: number | undefined) => void };
/** several departments, each ticked on its own (a parent does not tick its children) */
type Multiple = Common & { multiple: true; value?: readonly number[] | null; onChange?: (value: number[]) => void };

type TreeOption = { value: number; title: string; children?: TreeOption[] };
const toOption = (n: DeptNode): TreeOption => ({ value: n.value, title: n.label, children: n.children?.map(toOption) });

/** A department picker (one or, with `multiple`, several) over GET /api/Department/getDeptTree (root 全公司, value 0). */
export function DepartmentSelect(props: Single | Multiple) {
  const { placeholder = '请选择部门', id, autoFocus, disabled } = props;
  const { data = [], isLoading } = useQuery({
    queryKey: ['org', 'deptTree'],
    queryFn: ({ signal }) => orgApi.deptTree({ signal }),
    staleTime: 5 * 60_000,
    select: (res) => res.data.map(toOption),
  });
  const common = {
    id,
    autoFocus,
    disabled,
    treeData: data,
    loading: isLoading,
    placeholder,
    allowClear: true,
    treeDefaultExpandAll: true,
    showSearch: { treeNodeFilterProp: 'title' },
    style: { width: '100%' },
  };
  if (props.multiple) {
    const { onChange } = props;
    // 全公司 is not a department one can be scoped to
    const depts = data.flatMap((root) => (root.value === 0 ? (root.children ?? []) : [root]));
    return <TreeSelect<number[]> {...common} treeData={depts} multiple value={props.value ? [...props.value] : []} onChange={(v) => onChange?.(v ?? [])} />;
  }
  const { onChange } = props;
  return <TreeSelect<number> {...common} value={props.value ?? undefined} onChange={(v) => onChange?.(v ?? undefined)} />;
}
