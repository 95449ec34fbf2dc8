import type { TreeDataNode } from 'antd';
import type { UserGroupNode } from '../../api/org-api.ts';

export type GroupPickMode = 'radio' | 'checkbox';

/** A member leaf's key: one member may sit in several groups, so the key names the group too. */
const memberKey = (groupId: number, userId: number) => `u:${groupId}:${userId}`;
export const userIdOfKey = (key: string): number | undefined =>
  key.startsWith('u:') ? Number(key.split(':')[2]) : undefined;

const hasMembers = (g: UserGroupNode): boolean => g.users.length > 0 || (g.children ?? []).some(hasMembers);

/**
 * The user-group tree as picker nodes: groups hold their sub-groups, then their members as leaves. Only
 * members are chosen. Radio mode keeps groups without any member below them but disabled; checkbox mode
 * leaves them out (ticking a group ticks its members).
 */
export function groupTreeData(groups: readonly UserGroupNode[], mode: GroupPickMode): TreeDataNode[] {
  const toNode = (g: UserGroupNode): TreeDataNode | undefined => {
    const filled = hasMembers(g);
    if (!filled && mode === 'checkbox') return undefined;
    const children = [
      ...(g.children ?? []).flatMap((c) => toNode(c) ?? []),
      ...g.users.map((u): TreeDataNode => ({ key: memberKey(g.group_id, u.user_id), title: u.label, isLeaf: true })),
    ];
    return { key: `g:${g.group_id}`, title: g.group_name, children, selectable: false, disabled: !filled };
  };
  return groups.flatMap((g) => toNode(g) ?? []);
}

/** Keys of the member leaves whose member is among `userIds` (a member in two groups is ticked in both). */
export function keysOfMembers(nodes: readonly TreeDataNode[], userIds: readonly number[]): string[] {
  const out: string[] = [];
  const walk = (list: readonly TreeDataNode[]) => {
    for (const n of list) {
      const id = userIdOfKey(String(n.key));
      if (id !== undefined && userIds.includes(id)) out.push(String(n.key));
      walk(n.children ?? []);
    }
  };
  walk(nodes);
  return out;
}

/** The members named by ticked or selected keys, each once, in tree order. */
export const membersOfKeys = (keys: readonly React.Key[]): number[] => [
  ...new Set(keys.flatMap((k) => userIdOfKey(String(k)) ?? [])),
];
