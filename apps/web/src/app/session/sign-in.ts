import { STORAGE_KEYS } from '@suwork/domain';
import { setToken } from '../../api/token.ts';
import { sessionApi, type LoginResult } from '../../api/session-api.ts';

/** Signs in; the sign-in route then leaves for the redirect target as soon as the token is set. */
export async function signIn(username: string, password: string): Promise<void> {
  const { data } = await sessionApi.login(username, password);
  startSession(data);
}

/** Keeps a sign-in result (from login, or from the company set-up that signs its administrator in). */
export function startSession(data: LoginResult): void {
  localStorage.setItem(STORAGE_KEYS.version, String(data.version));
  localStorage.removeItem(STORAGE_KEYS.leftNavPath);
  setToken(data.token);
}
