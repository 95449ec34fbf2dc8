import { ACCOUNT_MSG } from '@suwork/domain';
import { profileRoutes as routes } from '@suwork/domain/routes';
import { invalid, ok } from '../../core/envelope.ts';
import { LoginThrottle, mustWait } from '../../core/login-throttle.ts';
import { verifyPassword } from '../../core/passwords.ts';
import { hashToken } from '../../core/sessions.ts';
import { deviceId, deviceToken } from '../../core/sign-in-device.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { changePassword, profileOf, storedPassword, updateProfile } from './profile.service.ts';

/** 个人资料: the signed-in member's own details, the few they may change, their avatar and password. */
export function profileRoutes(app: App) {
  const db = app.database.db;
  const throttle = new LoginThrottle(db, app.config);

  serve(app, routes.getProfile, async (req) =>
    ok(await profileOf(db, currentUser(req).user_id, app.config.tzOffsetMinutes)),
  );

  serve(app, routes.updateInfo, async (req) => {
    const me = currentUser(req);
    const b = req.body;
    const { changes, said } = await updateProfile(db, me.user_id, b, app.config.now());
    // the header (getUserInfo) shows the new nick name and avatar at once
    app.sessions.forgetUser(me.user_id);
    const onlyAvatar = said.length === 1 && changes.avatar_url !== undefined;
    return {
      ...ok({ nick_name: b.nick_name, user_email: b.user_email, avatar_url: changes.avatar_url }),
      msg: onlyAvatar ? ACCOUNT_MSG.avatarSaved : ACCOUNT_MSG.profileSaved,
    };
  });

  // a password changes only from a sign-in session, never with an access token
  serve(app, routes.updatePwd, { config: { sessionOnly: true } }, async (req, reply) => {
    const me = currentUser(req);
    const b = req.body;
    const stored = await storedPassword(db, me.user_id);
    // checking the old password counts as a sign-in attempt of the account, never against the address it comes from
    const sent = deviceToken(req);
    const attempt = await throttle.reserve({ ip: req.ip, device: sent && deviceId(sent) }, [me], { byAddress: false });
    if (attempt.refusal) throw mustWait(reply, attempt.refusal);
    if (!(await verifyPassword(b.old_pwd, stored))) throw invalid(ACCOUNT_MSG.oldPasswordWrong);
    await attempt.succeeded(me);
    if (b.new_pwd === b.old_pwd) throw invalid(ACCOUNT_MSG.samePassword);
    await changePassword(db, me.user_id, b.new_pwd, app.config.now());
    // every other session ends; this one (and its renewal, if this very response carries one) stays signed in
    const keep = [req.auth!.tokenHash, ...(req.auth!.renewedToken ? [hashToken(req.auth!.renewedToken)] : [])];
    await app.sessions.revokeUser(me.user_id, keep);
    return { ...ok(null), msg: ACCOUNT_MSG.passwordChanged };
  });
}
