import { useQuery } from '@tanstack/react-query';
import { orgApi, type DeptNode } from '../../api/org-api.ts';

/** The department tree (root 全公司, value 0), shared by every department picker and filter. */
export function useDeptTree() {
  return useQuery({
    queryKey: ['org', 'deptTree'],
    queryFn: ({ signal }) => orgApi.deptTree({ signal }),
    staleTime: 5 * 60_000,
    select: (res) => res.data,
  });
}

/** A node and every node below it, by value. */
export function subtreeValues(node: {
  value: number;
  children?: readonly { value: number; children?: readonly unknown[] }[];
}): number[] {
  type N = { value: number; children?: readonly N[] };
  const out: number[] = [];
  const walk = (n: N) => {
    out.push(n.value);
    n.children?.forEach(walk);
  };
  walk(node as N);
  return out;
}

/** Finds a node by value anywhere in a forest. */
export function findNode<N extends { value: number; children?: readonly N[] }>(
  nodes: readonly N[],
  value: number,
): N | undefined {
  for (const n of nodes) {
    if (n.value === value) return n;
    const hit = n.children ? findNode(n.children, value) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

export type { DeptNode };
