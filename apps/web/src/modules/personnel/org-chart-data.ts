import type { Department } from '@suwork/domain/contracts';
import type { DeptNode } from '../../api/org-api.ts';

/** What the chart needs of a department (GET /api/Department/getList). */
export type DeptFacts = Pick<Department, 'dept_id' | 'manager_id' | 'manager_name' | 'user_count'>;

export type ChartNode = {
  id: number;
  name: string;
  /** the leader's name, '' when none is set */
  leader: string;
  /** enabled members of this department itself */
  own: number;
  /** enabled members here and in every department below */
  total: number;
  children: ChartNode[];
};

/** The org chart from the department tree (root 全公司), with each department's leader and head counts. */
export function chartTree(root: DeptNode, facts: readonly DeptFacts[]): ChartNode {
  const byId = new Map(facts.map((f) => [f.dept_id, f]));
  const build = (d: DeptNode): ChartNode => {
    const f = byId.get(d.value);
    const children = (d.children ?? []).map(build);
    const own = f?.user_count ?? 0;
    return {
      id: d.value,
      name: d.label,
      leader: f?.manager_id ? (f.manager_name ?? '') : '',
      own,
      total: own + children.reduce((n, c) => n + c.total, 0),
      children,
    };
  };
  return build(root);
}

/** Ids of the departments that have departments below them (what 收起全部 folds). */
export const parentIds = (node: ChartNode): number[] =>
  node.children.length ? [node.id, ...node.children.flatMap(parentIds)] : [];
