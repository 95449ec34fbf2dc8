import { MSG, STORAGE_KEYS } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HttpError, isCancelled } from '../../api/http.ts';
import { loginUrl } from '../../api/login-url.ts';
import { PageSpin } from '../../components/PageSpin.tsx';
import { grantsFor } from '../permission.ts';
import { claimTabs } from '../work-tabs.ts';
import { sessionApi } from './session-api.ts';
import { SessionContext, type Session } from './session-context.ts';
import { useSignedIn } from './signed-in.ts';
import { forgetSession, useSignOut } from './use-sign-out.ts';
import { checkVersion } from './version.ts';

export const SESSION_KEYS = { nodes: ['session', 'nodes'], user: ['session', 'user'] } as const;

/** Loads the user and the node list once per sign-in, then provides them to everything below. */
export function SessionGate({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const { message } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const nodes = useQuery({ queryKey: SESSION_KEYS.nodes, queryFn: () => sessionApi.nodes().then((r) => r.data), enabled: signedIn, staleTime: Infinity });
  const user = useQuery({ queryKey: SESSION_KEYS.user, queryFn: () => sessionApi.userInfo().then((r) => r.data), enabled: signedIn, staleTime: Infinity });
  const here = location.pathname + location.search;
  const verdict = nodes.data ? checkVersion(localStorage.getItem(STORAGE_KEYS.version), nodes.data.version) : undefined;

  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!nodes.data || verdict === 'ok' || leaving) return;
    localStorage.setItem(STORAGE_KEYS.version, String(nodes.data.version));
    if (verdict === 'mismatch') {
      setLeaving(true);
      message.info(MSG.permissionChanged);
      void signOut(here);
    }
    // the check runs once per node list, not on every navigation (hence no `here`)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberate: see above
  }, [nodes.data, verdict, leaving]);

  // A failed load on entry signs out (a 403 has already been handled by the HTTP client).
  const failure = nodes.error ?? user.error;
  useEffect(() => {
    if (!failure || isCancelled(failure) || (failure instanceof HttpError && failure.kind === 'signedOut')) return;
    forgetSession();
    void navigate(loginUrl(here), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, wherever the member is
  }, [failure]);

  const session = useMemo<Session | null>(() => {
    if (!nodes.data || !user.data) return null;
    // before the shell reads the work tabs: another member's tabs are not carried over
    claimTabs(user.data.uid);
    return { nodes: nodes.data, user: user.data, grants: grantsFor(user.data, nodes.data.userRoleNode) };
  }, [nodes.data, user.data]);

  if (!session || verdict === 'mismatch' || leaving) return <PageSpin full />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
