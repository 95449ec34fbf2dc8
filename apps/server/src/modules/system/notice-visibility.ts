import { MEMBER_STATUS } from '@suwork/domain';
import { NOTICE_PUBLISHED, noticeEntity } from '@suwork/domain/entities';
import { and, eq, gte, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, users } from '../../db/schema.ts';
import { subtreeOf } from '../../core/data-scope.ts';
import { entityTableOf } from '../../core/engine/entity-handle.ts';
import type { SessionUser } from '../../core/sessions.ts';

/** 公告's table, its columns typed from the declaration. */
export const sys_notice = entityTableOf(noticeEntity).table;

/** The member's department and every department above it: a notice for any of them reaches the member. */
export async function deptAndAncestors(db: Db, deptId: number): Promise<number[]> {
  const rows = await db.select({ dept_id: departments.dept_id, parent_id: departments.parent_id }).from(departments);
  const parentOf = new Map(rows.map((d) => [d.dept_id, d.parent_id]));
  const out: number[] = [];
  for (let id = deptId; id > 0 && parentOf.has(id) && !out.includes(id); id = parentOf.get(id)!) out.push(id);
  return out;
}

/** The enabled members a notice reaches: everyone, or the members of its department and those below it. */
export async function noticeAudience(db: Db, visibleDeptId: number | null): Promise<number[]> {
  const depts = visibleDeptId
    ? subtreeOf(
        visibleDeptId,
        await db.select({ dept_id: departments.dept_id, parent_id: departments.parent_id }).from(departments),
      )
    : [];
  const rows = await db
    .select({ id: users.user_id })
    .from(users)
    .where(and(eq(users.status, MEMBER_STATUS.enabled), visibleDeptId ? inArray(users.dept_id, depts) : undefined));
  return rows.map((r) => r.id);
}

/**
 * Notices the member sees in the shell: published, not past their expiry date (the expiry day itself still
 * counts), and meant for everyone or for the member's department or a department above it.
 */
export async function visibleNoticeWhere(db: Db, user: SessionUser, today: string): Promise<SQL> {
  const depts = await deptAndAncestors(db, user.dept_id);
  const reach =
    depts.length > 0
      ? or(isNull(sys_notice.visible_dept_id), inArray(sys_notice.visible_dept_id, depts))
      : isNull(sys_notice.visible_dept_id);
  return and(
    eq(sys_notice.publish_status, NOTICE_PUBLISHED),
    or(isNull(sys_notice.expire_date), gte(sys_notice.expire_date, today)),
    reach,
  )!;
}

/** Plain text of stored rich text, shortened for a list line. */
export function htmlSummary(html: string, max = 80): string {
  const text = html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
