import type { NodeName } from '@suwork/domain';
import { useCallback, type ReactNode } from 'react';
import { hasNodes } from './permission.ts';
import { useOptionalSession } from './session-context.ts';

/** `can('customer_clues_add')` or `can(['a', 'b'])` (all needed); false when nobody is signed in. */
export function usePermission(): (need: NodeName | readonly NodeName[]) => boolean {
  const session = useOptionalSession();
  return useCallback((need) => (session ? hasNodes(session.grants, need) : false), [session]);
}

type AuthProps = { node: NodeName | readonly NodeName[]; children: ReactNode; fallback?: ReactNode };

/** Renders its children only when the user holds the node (or all nodes of a list). */
export function Auth({ node, children, fallback = null }: AuthProps) {
  const can = usePermission();
  return <>{can(node) ? children : fallback}</>;
}
