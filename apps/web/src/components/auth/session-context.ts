import { createContext, useContext } from 'react';
import type { Grants } from './permission.ts';
import type { NodeResult, UserInfo } from '../../api/session-api.ts';

export type Session = { user: UserInfo; nodes: NodeResult; grants: Grants };

export const SessionContext = createContext<Session | null>(null);

/** The signed-in session, or null on public pages opened without signing in. */
export const useOptionalSession = (): Session | null => useContext(SessionContext);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a signed-in page');
  return session;
}
