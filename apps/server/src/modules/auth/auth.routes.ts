import { ERR } from '@suwork/domain';
import { authRoutes as routes } from '@suwork/domain/routes';
import { fail, ok } from '../../core/envelope.ts';
import { audit, auditQuietly } from '../../core/audit.ts';
import { LoginThrottle, mustWait } from '../../core/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import { readBearer } from '../../core/sessions.ts';
import { deviceId, deviceToken, rememberDevice } from '../../core/sign-in-device.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { signInCandidates } from './auth.service.ts';

let dummyHash: Promise<string> | undefined;
/** Verify against a real hash when no account matches, so the response time does not reveal which accounts exist. */
const burnTime = (password: string) =>
  (dummyHash ??= hashPassword('no-such-account')).then((h) => verifyPassword(password, h));

export function authRoutes(app: App) {
  const db = app.database.db;
  const throttle = new LoginThrottle(db, app.config);

  serve(app, routes.login, async (req, reply) => {
    const { username, password } = req.body;
    const candidates = await signInCandidates(db, username);
    const signIn = (result: 'success' | 'failure', detail: string, user?: { user_id: number; user_name: string }) =>
      audit(db, { action: 'signIn', result, target: `account:${username}`, detail, user: user ?? null, ip: req.ip });
    // the attempt is counted before any password is checked, per account resolved, per place and per address
    const sent = deviceToken(req);
    const attempt = await throttle.reserve<(typeof candidates)[number] | { typed: string }>(
      { ip: req.ip, device: sent && deviceId(sent) },
      candidates.length > 0 ? candidates : [{ typed: username }],
    );
    const { open, refusal } = attempt;
    if (refusal) {
      await signIn('failure', `尝试次数过多，需等待${refusal.waitSeconds}秒`);
      throw mustWait(reply, refusal);
    }
    let match: (typeof candidates)[number] | undefined;
    for (const c of open) if ('user_pwd' in c && (await verifyPassword(password, c.user_pwd))) match = c;
    if (candidates.length === 0) await burnTime(password);
    if (!match) {
      await signIn('failure', '账号或密码错误');
      throw fail(ERR.loginFailed);
    }
    if (match.status !== 1) {
      await signIn('failure', '账号已禁用', match);
      throw fail(ERR.accountDisabled);
    }
    await attempt.succeeded(match, rememberDevice(req, reply, app.config.loginThrottle.knownDays));
    const token = await app.sessions.create(match.user_id, req.ip, req.headers['user-agent'] ?? '');
    const session = await app.sessions.resolve(token);
    await signIn('success', '', match);
    return ok({ token, version: session?.user.perm_version ?? '' });
  });

  serve(app, routes.getUserInfo, async (req) => {
    const u = currentUser(req);
    return ok({
      uid: u.user_id,
      name: u.user_name,
      nick_name: u.nick_name,
      avatar: u.avatar_url,
      role: u.role,
      role_name: u.role_name,
      dept_id: u.dept_id,
    });
  });

  serve(app, routes.loginOut, async (req) => {
    const token = readBearer(req.headers.authorization);
    if (token) await app.sessions.revoke(token);
    await auditQuietly(req, { action: 'signOut', result: 'success' });
    return ok(null);
  });
}
