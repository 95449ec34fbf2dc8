import { useState } from 'react';
import { DeptTreePanel, type SelectedDept } from './DeptTreePanel.tsx';
import { MemberPanel } from './MemberPanel.tsx';
import styles from './org.module.css';

/** 组织架构: departments on the left, the selected department's members on the right. */
export function DeptPage() {
  const [selected, setSelected] = useState<SelectedDept>();
  return (
    <div className={styles.layout}>
      <DeptTreePanel selected={selected} onSelect={setSelected} />
      <MemberPanel key={selected?.value ?? 'none'} deptId={selected?.value} deptName={selected?.label} />
    </div>
  );
}
