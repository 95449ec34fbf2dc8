import { STORAGE_KEYS } from '@suwork/domain';
import { setToken } from '../../api/token.ts';
import { sessionApi } from './session-api.ts';

/** Signs in; the sign-in route then leaves for the redirect target as soon as the token is set. */
export async function signIn(username: string, password: string): Promise<void> {
  const { data } = await sessionApi.login(username, password);
  localStorage.setItem(STORAGE_KEYS.version, String(data.version));
  localStorage.removeItem(STORAGE_KEYS.leftNavPath);
  setToken(data.token);
}
