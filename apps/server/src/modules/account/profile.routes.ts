import { ACCOUNT_MSG, AVATAR_EXTS, AVATAR_MAX_BYTES, ERR, ORG_MSG } from '@suwork/domain';
import { profileAnswers } from '@suwork/domain/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { departments, files, roles, userRoles, users } from '../../db/schema.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { LoginThrottle, mustWait } from '../../core/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import { hashToken } from '../../core/sessions.ts';
import { deviceId, deviceToken } from '../../core/sign-in-device.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { fileAddress, fileUrl } from '../../core/files/file-access.ts';
import { inTx } from '../../core/kit/index.ts';
import { confirmPassword, mismatchOn, newPassword, optionalEmail } from './account-fields.ts';

const NOTHING_TO_SAVE = '请填写要修改的资料';
/** What members may change about themselves; name, phone, department, roles and status stay with administrators. */
const infoBody = z
  .strictObject({
    nick_name: z.string({ error: '昵称格式错误' }).trim().max(64, '昵称不能超过64个字符').optional(),
    user_email: optionalEmail.optional(),
    /** a file id from Upload/doUpload; 0 removes the avatar */
    avatar_id: z.coerce.number({ error: '头像格式错误' }).int('头像格式错误').min(0, '头像格式错误').optional(),
  })
  .refine((b) => b.nick_name !== undefined || b.user_email !== undefined || b.avatar_id !== undefined, NOTHING_TO_SAVE);

const pwdBody = z
  .strictObject({
    old_pwd: z.string({ error: ACCOUNT_MSG.inputOldPassword }).min(1, ACCOUNT_MSG.inputOldPassword).max(128, ACCOUNT_MSG.oldPasswordWrong),
    new_pwd: newPassword(ACCOUNT_MSG.inputNewPassword),
    confirm_pwd: confirmPassword,
  })
  .refine((b) => b.new_pwd === b.confirm_pwd, mismatchOn('confirm_pwd'));

const emptyQuery = z.strictObject({});

/** 个人资料: the signed-in member's own details, the few they may change, their avatar and password. */
export function profileRoutes(app: App) {
  const db = app.database.db;
  const throttle = new LoginThrottle(db, app.config);

  app.get('/api/user/getProfile', { config: { auth: 'signedIn' }, schema: { response: { 200: profileAnswers.getProfile }, querystring: emptyQuery } }, async (req) => {
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

  app.post('/api/user/updateInfo', { config: { auth: 'signedIn' }, schema: { response: { 200: profileAnswers.updateInfo }, body: infoBody } }, async (req) => {
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
  app.post('/api/user/updatePwd', { config: { auth: 'signedIn', sessionOnly: true }, schema: { response: { 200: profileAnswers.updatePwd }, body: pwdBody } }, async (req, reply) => {
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
