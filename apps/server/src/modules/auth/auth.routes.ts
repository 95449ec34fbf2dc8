import { ERR } from '@suwork/domain';
import { eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema.ts';
import { fail, ok } from '../../core/envelope.ts';
import { LoginThrottle } from '../../core/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import { readBearer } from '../../core/sessions.ts';
import { currentUser, type App } from '../../core/types.ts';

const loginBody = z.strictObject({
  username: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64, '账号不能超过64个字符'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码不能超过128个字符'),
});

const emptyQuery = z.strictObject({});

let dummyHash: Promise<string> | undefined;
/** Verify against a real hash when no account matches, so the response time does not reveal which accounts exist. */
const burnTime = (password: string) => (dummyHash ??= hashPassword('no-such-account')).then((h) => verifyPassword(password, h));

export function authRoutes(app: App) {
  const throttle = new LoginThrottle(app.database.db, app.config);

  app.post('/api/Login/login', { config: { auth: 'public' }, schema: { body: loginBody } }, async (req) => {
    const { username, password } = req.body;
    if (await throttle.isBlocked(username, req.ip)) throw fail(ERR.loginThrottled);
    const candidates = await app.database.db
      .select({ user_id: users.user_id, user_pwd: users.user_pwd, status: users.status })
      .from(users)
      .where(or(eq(users.user_phone, username), eq(users.user_name, username)))
      .limit(5);
    let match: (typeof candidates)[number] | undefined;
    for (const c of candidates) if (await verifyPassword(password, c.user_pwd)) match = c;
    if (candidates.length === 0) await burnTime(password);
    if (!match) {
      await throttle.recordFailure(username, req.ip);
      throw fail(ERR.loginFailed);
    }
    if (match.status !== 1) throw fail(ERR.accountDisabled);
    await throttle.clearAccount(username);
    const token = await app.sessions.create(match.user_id, req.ip, req.headers['user-agent'] ?? '');
    const session = await app.sessions.resolve(token);
    return ok({ token, version: session?.user.perm_version ?? '' });
  });

  app.get('/api/user/getUserInfo', { config: { auth: 'signedIn' }, schema: { querystring: emptyQuery } }, async (req) => {
    const u = currentUser(req);
    return ok({ uid: u.user_id, name: u.user_name, nick_name: u.nick_name, avatar: u.avatar_url, role: u.role, role_name: u.role_name, dept_id: u.dept_id });
  });

  app.get('/api/user/loginOut', { config: { auth: 'signedIn' } }, async (req) => {
    const token = readBearer(req.headers.authorization);
    if (token) await app.sessions.revoke(token);
    return ok(null);
  });
}
