import { ACCOUNT_MSG, AVATAR_EXTS, AVATAR_MAX_BYTES, ERR, ORG_MSG } from '@suwork/domain';
import { profileRoutes as routes } from '@suwork/domain/routes';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { departments, files, roles, userRoles, users } from '../../db/schema.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { LoginThrottle, mustWait } from '../../core/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import { hashToken } from '../../core/sessions.ts';
import { deviceId, deviceToken } from '../../core/sign-in-device.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { fileAddress, fileUrl } from '../../core/files/file-access.ts';
import { inTx } from '../../core/kit/index.ts';

/** 个人资料: the signed-in member's own details, the few they may change, their avatar and password. */
export function profileRoutes(app: App) {
  const db = app.database.db;
  const throttle = new LoginThrottle(db, app.config);

  serve(app, routes.getProfile, async (req) => {
    const me = currentUser(req);
    const [row] = await db
      .select({
        user_id: users.user_id,
        user_name: users.user_name,
        nick_name: users.nick_name,
        user_phone: users.user_phone,
        user_email: users.user_email,
        dept_id: users.dept_id,
        dept_name: departments.dept_name,
        job_number: users.job_number,
        ranks: users.ranks,
        avatar_url: users.avatar_url,
        status: users.status,
        create_time: users.create_time,
      })
      .from(users)
      .leftJoin(departments, eq(departments.dept_id, users.dept_id))
      .where(eq(users.user_id, me.user_id));
    if (!row) throw fail(ERR.notSignedIn);
    const held = await db
      .select({ role_id: roles.role_id, role_name: roles.role_name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.role_id, userRoles.role_id))
      .where(eq(userRoles.user_id, me.user_id))
      .orderBy(asc(roles.role_id));
    return ok({
      ...row,
      dept_name: row.dept_name ?? (row.dept_id === 0 ? '全公司' : ''),
      role_id: held.map((r) => r.role_id).join(','),
      role_name: held.map((r) => r.role_name).join(','),
      create_time: formatDateTime(row.create_time, app.config.tzOffsetMinutes),
    });
  });

  serve(app, routes.updateInfo, async (req) => {
    const me = currentUser(req);
    const b = req.body;
    const changes: Partial<typeof users.$inferInsert> = {};
    const said: string[] = [];
    await inTx(db, async (tx) => {
      const [before] = await tx.select({ nick_name: users.nick_name, user_email: users.user_email, avatar_url: users.avatar_url }).from(users).where(eq(users.user_id, me.user_id));
      if (b.nick_name !== undefined && b.nick_name !== before.nick_name) {
        changes.nick_name = b.nick_name;
        said.push('昵称');
      }
      if (b.user_email !== undefined && b.user_email.toLowerCase() !== before.user_email.toLowerCase()) {
        if (b.user_email) {
          const [taken] = await tx
            .select({ id: users.user_id })
            .from(users)
            .where(and(sql`lower(${users.user_email}) = lower(${b.user_email})`, ne(users.user_id, me.user_id)));
          if (taken) throw invalid(ORG_MSG.emailTaken);
        }
        changes.user_email = b.user_email;
        said.push('邮箱');
      }
      if (b.avatar_id !== undefined) {
        let url = '';
        if (b.avatar_id > 0) {
          const [file] = await tx
            .select({ ...fileAddress, ext: files.ext, size: files.size, user_id: files.user_id })
            .from(files)
            .where(eq(files.id, b.avatar_id));
          // only a picture the member uploaded themselves
          if (!file || file.user_id !== me.user_id) throw invalid(ACCOUNT_MSG.avatarMissing);
          if (!(AVATAR_EXTS as readonly string[]).includes(file.ext.toLowerCase())) throw invalid(ACCOUNT_MSG.avatarNotImage);
          if (file.size > AVATAR_MAX_BYTES) throw invalid(ACCOUNT_MSG.avatarTooLarge);
          url = fileUrl(file);
        }
        if (url !== before.avatar_url) {
          changes.avatar_url = url;
          said.push(url ? '头像' : '移除头像');
        }
      }
      if (said.length === 0) return;
      await tx
        .update(users)
        .set({ ...changes, update_time: app.config.now() })
        .where(eq(users.user_id, me.user_id));
      await writeLog(tx, { entity: 'user', record_id: me.user_id, action: 'update', user_id: me.user_id, content: `修改了个人资料：${said.join('、')}` });
    });
    // the header (getUserInfo) shows the new nick name and avatar at once
    app.sessions.forgetUser(me.user_id);
    const onlyAvatar = said.length === 1 && changes.avatar_url !== undefined;
    return { ...ok({ nick_name: b.nick_name, user_email: b.user_email, avatar_url: changes.avatar_url }), msg: onlyAvatar ? ACCOUNT_MSG.avatarSaved : ACCOUNT_MSG.profileSaved };
  });

  // a password changes only from a sign-in session, never with an access token
  serve(app, routes.updatePwd, { config: { sessionOnly: true } }, async (req, reply) => {
    const me = currentUser(req);
    const b = req.body;
    const [row] = await db.select({ user_phone: users.user_phone, user_pwd: users.user_pwd }).from(users).where(eq(users.user_id, me.user_id));
    if (!row) throw fail(ERR.notSignedIn);
    // checking the old password counts as a sign-in attempt of the account, never against the address it comes from
    const sent = deviceToken(req);
    const attempt = await throttle.reserve({ ip: req.ip, device: sent && deviceId(sent) }, [me], { byAddress: false });
    if (attempt.refusal) throw mustWait(reply, attempt.refusal);
    if (!(await verifyPassword(b.old_pwd, row.user_pwd))) throw invalid(ACCOUNT_MSG.oldPasswordWrong);
    await attempt.succeeded(me);
    if (b.new_pwd === b.old_pwd) throw invalid(ACCOUNT_MSG.samePassword);
    const hash = await hashPassword(b.new_pwd);
    await inTx(db, async (tx) => {
      await tx.update(users).set({ user_pwd: hash, update_time: app.config.now() }).where(eq(users.user_id, me.user_id));
      await writeLog(tx, { entity: 'user', record_id: me.user_id, action: 'password', user_id: me.user_id, content: '修改了登录密码' });
    });
    // every other session ends; this one (and its renewal, if this very response carries one) stays signed in
    const keep = [req.auth!.tokenHash, ...(req.auth!.renewedToken ? [hashToken(req.auth!.renewedToken)] : [])];
    await app.sessions.revokeUser(me.user_id, keep);
    return { ...ok(null), msg: ACCOUNT_MSG.passwordChanged };
  });
}
