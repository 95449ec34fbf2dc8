import { MSG } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Spin, Tree, type TreeDataNode } from 'antd';
import { useState } from 'react';
import { orgApi, type DeptNode } from '../../api/org-api.ts';
import { usePermission } from '../../components/auth/Auth.tsx';
import { useSession } from '../../components/auth/session-context.ts';
import { askConfirm } from '../../components/ask-confirm.ts';
import { GuardedButton } from '../../components/GuardedButton.tsx';
import { DepartmentSelect } from '../../components/pickers/DepartmentSelect.tsx';
import { MemberSelect } from '../../components/pickers/MemberSelect.tsx';
import { DeptMenuDialog } from './DeptMenuDialog.tsx';
import { DeptNameDialog } from './DeptNameDialog.tsx';
import { DeptPickDialog } from './DeptPickDialog.tsx';
import { orgAdminApi } from './org-api.ts';
import { DEPT_NODE, LEADER_SETTER_ROLE } from './org-nodes.ts';
import styles from './org-styles.ts';
import { useOrgWrite } from './use-org-write.ts';

export type SelectedDept = { value: number; label: string; parent_id: number };
type Dialog = 'add' | 'edit' | 'move' | 'menu' | 'leader';
type Props = { selected?: SelectedDept; onSelect: (dept: SelectedDept | undefined) => void };

const toTree = (n: DeptNode): TreeDataNode => ({ key: n.value, title: n.label, children: n.children?.map(toTree) });

function find(nodes: readonly DeptNode[], value: number): DeptNode | undefined {
  for (const n of nodes) {
    if (n.value === value) return n;
    const hit = find(n.children ?? [], value);
    if (hit) return hit;
  }
  return undefined;
}

/** The department tree (root 全公司, value 0) and what can be done to the selected department. */
export function DeptTreePanel({ selected, onSelect }: Props) {
  const can = usePermission();
  const { user } = useSession();
  const { modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>();
  const tree = useQuery({ queryKey: ['org', 'deptTree'], queryFn: ({ signal }) => orgApi.deptTree({ signal }) });
  const depts = useQuery({
    queryKey: ['org', 'departments'],
    queryFn: ({ signal }) => orgAdminApi.departments({ signal }),
    enabled: dialog === 'leader',
  });
  const roots = tree.data?.data ?? [];
  const isDept = selected !== undefined && selected.value > 0;
  const parentName = (id: number) => (id === 0 ? '全公司' : (find(roots, id)?.label ?? ''));

  const write = useOrgWrite();

  const remove = async () => {
    if (!selected) return;
    if (!(await askConfirm(modal, MSG.confirmDeleteDept))) return;
    if (await write(() => orgAdminApi.delDept(selected.value))) onSelect(undefined);
  };

  const rename = (name: string) =>
    write(() =>
      orgAdminApi.updateDept({ dept_id: selected!.value, dept_name: name, parent_id: selected!.parent_id }),
    ).then((done) => {
      if (done) onSelect({ ...selected!, label: name });
      return done;
    });

  return (
    <section className={styles.panel} aria-label="部门">
      <div className={styles.panelHead}>
        <h3 className={styles.panelTitle}>组织架构</h3>
        {can(DEPT_NODE.deptAdd) && (
          <Button type="primary" size="small" onClick={() => setDialog('add')}>
            新建部门
          </Button>
        )}
      </div>
      {isDept && (
        <div className={styles.actions} aria-label="部门操作">
          {can(DEPT_NODE.deptEdit) && (
            <>
              <Button size="small" onClick={() => setDialog('edit')}>
                编辑
              </Button>
              <Button size="small" onClick={() => setDialog('move')}>
                移动
              </Button>
            </>
          )}
          <Button size="small" onClick={() => setDialog('menu')}>
            菜单权限
          </Button>
          {can(DEPT_NODE.deptEdit) && user.role === LEADER_SETTER_ROLE && (
            <Button size="small" onClick={() => setDialog('leader')}>
              设置负责人
            </Button>
          )}
          {can(DEPT_NODE.deptDel) && (
            <GuardedButton size="small" danger onClick={() => void remove()}>
              删除
            </GuardedButton>
          )}
        </div>
      )}
      <div className={styles.tree}>
        {tree.isLoading ? (
          <Spin />
        ) : roots.length === 0 ? (
          <Empty description={MSG.empty} />
        ) : (
          <Tree
            aria-label="部门树"
            blockNode
            defaultExpandAll
            treeData={roots.map(toTree)}
            selectedKeys={selected ? [selected.value] : []}
            onSelect={(keys) => {
              const node = keys.length ? find(roots, Number(keys[0])) : undefined;
              onSelect(node ? { value: node.value, label: node.label, parent_id: node.parent_id } : undefined);
            }}
          />
        )}
      </div>
      {dialog === 'add' && (
        <DeptNameDialog
          title="新建部门"
          parentName={selected?.label ?? '全公司'}
          onSave={(name) => write(() => orgAdminApi.addDept({ parent_id: selected?.value ?? 0, dept_name: name }))}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'edit' && selected && (
        <DeptNameDialog
          title="编辑部门"
          initial={selected.label}
          parentName={parentName(selected.parent_id)}
          onSave={rename}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'move' && selected && (
        <DeptPickDialog<number>
          title={`移动部门 · ${selected.label}`}
          label="移动到"
          rule="请选择上级部门"
          initial={selected.parent_id}
          onSave={(parent) =>
            write(() => orgAdminApi.moveDept(selected.value, parent)).then((done) => {
              if (done) onSelect({ ...selected, parent_id: parent });
              return done;
            })
          }
          onClose={() => setDialog(undefined)}
        >
          <DepartmentSelect placeholder="请选择上级部门" />
        </DeptPickDialog>
      )}
      {dialog === 'menu' && selected && (
        <DeptMenuDialog
          deptId={selected.value}
          deptName={selected.label}
          canEdit={can(DEPT_NODE.deptEdit)}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'leader' && selected && depts.isSuccess && (
        <DeptPickDialog<number>
          title={`设置负责人 · ${selected.label}`}
          label="部门负责人"
          rule="请选择负责人"
          initial={depts.data.data.find((d) => d.dept_id === selected.value)?.manager_id || undefined}
          onSave={(id) => write(() => orgAdminApi.setLeader(selected.value, id))}
          onClose={() => setDialog(undefined)}
        >
          <MemberSelect placeholder="请选择负责人" />
        </DeptPickDialog>
      )}
    </section>
  );
}
