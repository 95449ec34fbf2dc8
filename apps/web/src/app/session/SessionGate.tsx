import { MSG, STORAGE_KEYS } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HttpError, isCancelled } from '../../api/http.ts';
import { loginUrl } from '../../api/login-url.ts';
import { onPermissions } from '../../api/permission-signal.ts';
import { PageSpin } from '../../components/PageSpin.tsx';
import { grantsFor } from '../../components/auth/permission.ts';
import { claimTabs } from '../work-tabs.ts';
import { takeEarly } from './early-session.ts';
import { sessionApi } from '../../api/session-api.ts';
import { SessionContext, type Session } from '../../components/auth/session-context.ts';
import { useSignedIn } from './signed-in.ts';
import { forgetSession } from './use-sign-out.ts';
import { checkVersion } from './version.ts';

export const SESSION_KEYS = { nodes: ['session', 'nodes'], user: ['session', 'user'] } as const;

/** A message shown once however many answers report the change. */
const UPDATED_KEY = 'permissions-updated';

/**
 * Loads the user and the node list once per sign-in, then provides them to everything below. A permission change
 * signs nobody out (docs/decisions/0018): an answer carrying another permission version, or a push saying it
 * changed, fetches both again, and the member is told 您的权限已更新.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const { message } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // the first load takes the answers asked for as the app started (first-screen.ts)
  const nodes = useQuery({
    queryKey: SESSION_KEYS.nodes,
    queryFn: () => takeEarly('nodes') ?? sessionApi.nodes().then((r) => r.data),
    enabled: signedIn,
    staleTime: Infinity,
  });
  const user = useQuery({
    queryKey: SESSION_KEYS.user,
    queryFn: () => takeEarly('user') ?? sessionApi.userInfo().then((r) => r.data),
    enabled: signedIn,
    staleTime: Infinity,
  });
  const here = location.pathname + location.search;

  // the version of the node list this page uses
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!nodes.data) return;
    const version = String(nodes.data.version);
    const before = shown.current ?? localStorage.getItem(STORAGE_KEYS.version);
    shown.current = version;
    localStorage.setItem(STORAGE_KEYS.version, version);
    if (checkVersion(before, version) === 'mismatch')
      message.info({ key: UPDATED_KEY, content: MSG.permissionsUpdated });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per node list
  }, [nodes.data]);

  useEffect(() => {
    if (!signedIn) return;
    return onPermissions((version) => {
      if (version !== undefined && version === shown.current) return;
      // a fetch already under way answers for this one too
      void queryClient.invalidateQueries({ queryKey: SESSION_KEYS.nodes }, { cancelRefetch: false });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEYS.user }, { cancelRefetch: false });
    });
  }, [signedIn, queryClient]);

  // A failed load on entry signs out (a 403 has already been handled by the HTTP client); a failed refresh keeps what was loaded.
  const failure = (nodes.data ? null : nodes.error) ?? (user.data ? null : user.error);
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
  // The shell renders in the background, in slices that leave the page responsive (its first render is the
  // heaviest of the app: rail, menu, header, tabs and the page), with the spinner up until it is ready.
  const [ready, setReady] = useState<Session | null>(null);
  useEffect(() => startTransition(() => setReady(session)), [session]);

  if (!ready) return <PageSpin full />;
  return <SessionContext.Provider value={ready}>{children}</SessionContext.Provider>;
}
