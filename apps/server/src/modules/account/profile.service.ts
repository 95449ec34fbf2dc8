import { ACCOUNT_MSG, AVATAR_EXTS, AVATAR_MAX_BYTES, ERR, ORG_MSG } from '@suwork/domain';
import type { ParsedOf, profileRoutes } from '@suwork/domain/routes';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, files, users } from '../../db/schema.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { fileAddress, fileUrl } from '../../core/files/file-access.ts';
import { inTx } from '../../core/kit/index.ts';
import { hashPassword } from '../../core/passwords.ts';
import { rolesOf } from '../org/index.ts';
import { formatDateTime } from '../../core/time-format.ts';

/** The signed-in member's own details, with their department's name and the roles they hold. */
export async function profileOf(db: Db, userId: number, tz: number) {
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
    .where(eq(users.user_id, userId));
  if (!row) throw fail(ERR.notSignedIn);
  const held = (await rolesOf(db, [userId])).get(userId);
  return {
    ...row,
    dept_name: row.dept_name ?? (row.dept_id === 0 ? '全公司' : ''),
    role_id: held?.role_id ?? '',
    role_name: held?.role_name ?? '',
    create_time: formatDateTime(row.create_time, tz),
  };
}

/**
 * Saves what changed of the member's nick name, e-mail and avatar (a picture they uploaded themselves) with a log
 * line; `said` names the changes (empty when nothing changed, and nothing is written).
 */
export async function updateProfile(db: Db, userId: number, b: ParsedOf<typeof profileRoutes.updateInfo>, now: Date) {
  const changes: Partial<typeof users.$inferInsert> = {};
  const said: string[] = [];
  await inTx(db, async (tx) => {
    const [before] = await tx
      .select({ nick_name: users.nick_name, user_email: users.user_email, avatar_url: users.avatar_url })
      .from(users)
      .where(eq(users.user_id, userId));
    if (b.nick_name !== undefined && b.nick_name !== before.nick_name) {
      changes.nick_name = b.nick_name;
      said.push('昵称');
    }
    if (b.user_email !== undefined && b.user_email.toLowerCase() !== before.user_email.toLowerCase()) {
      if (b.user_email) {
        const [taken] = await tx
          .select({ id: users.user_id })
          .from(users)
          .where(and(sql`lower(${users.user_email}) = lower(${b.user_email})`, ne(users.user_id, userId)));
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
        if (!file || file.user_id !== userId) throw invalid(ACCOUNT_MSG.avatarMissing);
        if (!(AVATAR_EXTS as readonly string[]).includes(file.ext.toLowerCase()))
          throw invalid(ACCOUNT_MSG.avatarNotImage);
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
      .set({ ...changes, update_time: now })
      .where(eq(users.user_id, userId));
    await writeLog(tx, {
      entity: 'user',
      record_id: userId,
      action: 'update',
      user_id: userId,
      content: `修改了个人资料：${said.join('、')}`,
    });
  });
  return { changes, said };
}

/** The member's stored password hash, to check the old password against. */
export async function storedPassword(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ user_pwd: users.user_pwd }).from(users).where(eq(users.user_id, userId));
  if (!row) throw fail(ERR.notSignedIn);
  return row.user_pwd;
}

/** Sets the member's new password, with a log line. */
export async function changePassword(db: Db, userId: number, newPassword: string, now: Date) {
  const hash = await hashPassword(newPassword);
  await inTx(db, async (tx) => {
    await tx.update(users).set({ user_pwd: hash, update_time: now }).where(eq(users.user_id, userId));
    await writeLog(tx, {
      entity: 'user',
      record_id: userId,
      action: 'password',
      user_id: userId,
      content: '修改了登录密码',
    });
  });
}
