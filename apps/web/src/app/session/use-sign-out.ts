import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { http } from '../../api/http.ts';
import { loginUrl } from '../../api/login-url.ts';
import { removeToken } from '../../api/token.ts';
import { resetTabs } from '../work-tabs.ts';
import { sessionApi } from '../../api/session-api.ts';
import { setSignOutTarget } from '../../api/sign-out-target.ts';

/** Forgets the session in this browser: no request in flight, no token, tabs back to the workbench. */
export function forgetSession(): void {
  http.cancelAll();
  removeToken();
  resetTabs();
}

/** Signs out on the server, forgets the session and opens the sign-in page (redirect '/' by default). */
export function useSignOut(): (redirect?: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (redirect = '/') => {
      // Set first: a request answered 未登录 while the server signs out must not pick another redirect.
      const to = loginUrl(redirect);
      setSignOutTarget(to);
      http.cancelAll();
      await sessionApi.logout().catch(() => undefined);
      forgetSession();
      await navigate(to, { replace: true });
    },
    [navigate],
  );
}
