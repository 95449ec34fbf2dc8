import type { TreeDataNode } from 'antd';
import type { PermNode } from './org-api.ts';

/** Permission nodes as antd tree data (key = node_id). */
export const permTreeData = (nodes: readonly PermNode[]): TreeDataNode[] => nodes.map((n) => ({ key: n.node_id, title: n.title, children: n.children?.length ? permTreeData(n.children) : undefined }));

/**
 * The keys to show ticked for saved ids: leaves only, since a ticked parent would tick every child
 * (a parent appears in the saved ids as soon as one of its children does).
 */
export const tickedLeaves = (nodes: readonly PermNode[], saved: ReadonlySet<number>): number[] =>
  nodes.flatMap((n) => (n.children?.length ? tickedLeaves(n.children, saved) : saved.has(n.node_id) ? [n.node_id] : []));
