import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DeptTreePanel, type SelectedDept } from './DeptTreePanel.tsx';
import { MEMBER_LIST_PARAMS, MemberPanel } from './MemberPanel.tsx';
import styles from './org-styles.ts';

/** 组织架构: departments on the left, the selected department's members on the right. */
export function DeptPage() {
  const [selected, setSelected] = useState<SelectedDept>();
  const [, setSearch] = useSearchParams();
  const select = (dept: SelectedDept | undefined) => {
    // another department's members start afresh: first page, default size, no search
    if (dept?.value !== selected?.value)
      setSearch((s) => {
        for (const key of MEMBER_LIST_PARAMS) s.delete(key);
        return s;
      });
    setSelected(dept);
  };
  return (
    <div className={styles.layout}>
      <DeptTreePanel selected={selected} onSelect={select} />
      <MemberPanel key={selected?.value ?? 'none'} deptId={selected?.value} deptName={selected?.label} />
    </div>
  );
}
