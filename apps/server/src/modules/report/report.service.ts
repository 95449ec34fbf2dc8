import {
  ERR,
  MESSAGE_TYPE,
  REPORT_FIELD_LABEL,
  REPORT_MSG,
  REPORT_TYPE_LABEL,
  REPORT_VIEW,
  reportPeriod,
  reportPeriodLabel,
} from '@suwork/domain';
import type { ReportInfo, ReportMine, ReportRow } from '@suwork/domain/contracts';
import { and, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportComments, reportRecipients, reports, type Report } from '../../db/report-tables.ts';
import { departments, users } from '../../db/schema.ts';
import { filesOf } from '../../core/engine/attachments.ts';
import { sanitizeRichText } from '../../core/engine/sanitize.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { assertAttachable } from '../../core/files/file-access.ts';
import {
  cappedCountColumn,
  cappedTotal,
  inTx,
  memberNames,
  paged,
  type Page,
  type PageParams,
  type Tx,
} from '../../core/kit/index.ts';
import { notify } from '../../core/notify.ts';
import type { WithRegistries } from '../../core/registries.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { activeMembers, readableReport, sentTo, visibleTo } from './report-access.ts';

export const REPORT_BUSINESS_TYPE = 'report';

/** What the report calls share: the app (its file guards), the database, the company time zone and the clock. */
export type ReportDeps = { app: WithRegistries; db: Db; tz: number; now: () => Date };

/** Sanitised HTML; '' when it shows nothing. */
function clean(html: string): string {
  const out = sanitizeRichText(html);
  const text = out.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '');
  return text === '' && !/<(img|table|hr)\b/i.test(out) ? '' : out;
}

const plain = (html: string, max = 80) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
};

export const periodLabelOf = (r: Pick<Report, 'type' | 'period_start' | 'period_end'>) =>
  reportPeriodLabel(r.type, r.period_start, r.period_end);

export type ReportContent = { work_content: string; plan_content: string; help_content: string; attachments: number[] };
type ReportWrite = ReportContent & { recipient_ids: number[] };

async function checkedContent(deps: ReportDeps, user: SessionUser, type: number, b: ReportContent, before?: Report) {
  const content = {
    work_content: clean(b.work_content),
    plan_content: clean(b.plan_content),
    help_content: clean(b.help_content),
  };
  if (!content.work_content) throw invalid(REPORT_MSG.workRequired(type));
  if (!content.plan_content) throw invalid(REPORT_MSG.planRequired(type));
  const attachments = [...new Set(b.attachments)];
  await assertAttachable(deps.app, deps.db, user, attachments, { kept: before?.attachments });
  return { ...content, attachments };
}

async function checkedRecipients(db: Db, user: SessionUser, ids: readonly number[]) {
  const wanted = ids.filter((id) => id !== user.user_id);
  const found = await activeMembers(db, wanted);
  if (found.length !== wanted.length) throw invalid(REPORT_MSG.recipientInvalid);
  return wanted;
}

/** Tells new recipients, in the change's transaction. */
const tellRecipients = (
  tx: Tx,
  user: SessionUser,
  r: Pick<Report, 'id' | 'type' | 'period_start' | 'period_end'>,
  ids: number[],
) =>
  notify(tx, {
    user_ids: ids,
    business_type: REPORT_BUSINESS_TYPE,
    business_id: r.id,
    title: REPORT_MSG.submitted(user.user_name, r.type, periodLabelOf(r)),
    message_type: MESSAGE_TYPE.office,
  });

/** A new report of the member for the period `date` falls in; one per member, type and period. */
export async function addReport(
  deps: ReportDeps,
  user: SessionUser,
  b: ReportWrite & { type: number; date: string },
): Promise<number> {
  const period = reportPeriod(b.type, b.date);
  const label = reportPeriodLabel(b.type, period.start, period.end);
  const values = await checkedContent(deps, user, b.type, b);
  const recipients = await checkedRecipients(deps.db, user, b.recipient_ids);
  return inTx(deps.db, async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({
        type: b.type,
        period_start: period.start,
        period_end: period.end,
        user_id: user.user_id,
        dept_id: user.dept_id,
        ...values,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fail(ERR.conflict, REPORT_MSG.duplicate(b.type, label));
    if (recipients.length > 0)
      await tx.insert(reportRecipients).values(recipients.map((user_id) => ({ report_id: row.id, user_id })));
    await tellRecipients(tx, user, row, recipients);
    return row.id;
  });
}

/** The author changes their report; recipients added are told, those removed lose it. */
export async function updateReport(
  deps: ReportDeps,
  user: SessionUser,
  b: ReportWrite & { id: number },
): Promise<number> {
  const before = await readableReport(deps.db, user, b.id);
  if (before.user_id !== user.user_id) throw fail(ERR.noPermission, REPORT_MSG.onlyAuthor);
  const values = await checkedContent(deps, user, before.type, b, before);
  const recipients = await checkedRecipients(deps.db, user, b.recipient_ids);
  await inTx(deps.db, async (tx) => {
    await tx
      .update(reports)
      .set({ ...values, update_time: deps.now() })
      .where(eq(reports.id, before.id));
    const had = await tx
      .select({ user_id: reportRecipients.user_id })
      .from(reportRecipients)
      .where(eq(reportRecipients.report_id, before.id));
    const hadIds = new Set(had.map((r) => r.user_id));
    const added = recipients.filter((id) => !hadIds.has(id));
    const removed = [...hadIds].filter((id) => !recipients.includes(id));
    if (removed.length > 0)
      await tx
        .delete(reportRecipients)
        .where(and(eq(reportRecipients.report_id, before.id), inArray(reportRecipients.user_id, removed)));
    if (added.length > 0)
      await tx.insert(reportRecipients).values(added.map((user_id) => ({ report_id: before.id, user_id })));
    await tellRecipients(tx, user, before, added);
  });
  return before.id;
}

/** The member's own report of this type for the period the date falls in (id 0: none yet). */
export async function findMine(db: Db, userId: number, type: number, date: string): Promise<ReportMine> {
  const period = reportPeriod(type, date);
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.user_id, userId), eq(reports.type, type), eq(reports.period_start, period.start)));
  return {
    id: row?.id ?? 0,
    period_start: period.start,
    period_end: period.end,
    period_label: reportPeriodLabel(type, period.start, period.end),
  };
}

export type ReportListQuery = PageParams & {
  view: number;
  type: number;
  start_date?: string;
  end_date?: string;
  user_id?: number[];
  dept_id?: number[];
};

/** 全部报告 / 我提交的 / 抄送我的, by type, period, member and department, latest period first. */
export async function reportPage(db: Db, user: SessionUser, q: ReportListQuery, tz: number): Promise<Page<ReportRow>> {
  const byView: Record<number, SQL> = {
    [REPORT_VIEW.all]: visibleTo(user),
    [REPORT_VIEW.mine]: eq(reports.user_id, user.user_id),
    [REPORT_VIEW.toMe]: sentTo(user.user_id),
  };
  const where = and(
    byView[q.view],
    q.type > 0 ? eq(reports.type, q.type) : undefined,
    q.start_date ? gte(reports.period_end, q.start_date) : undefined,
    q.end_date ? lte(reports.period_start, q.end_date) : undefined,
    q.user_id?.length ? inArray(reports.user_id, q.user_id) : undefined,
    q.dept_id?.length ? inArray(reports.dept_id, q.dept_id) : undefined,
  );
  const mine = db
    .$with('mine')
    .as(
      db
        .select({ report_id: reportRecipients.report_id, read_time: reportRecipients.read_time })
        .from(reportRecipients)
        .where(eq(reportRecipients.user_id, user.user_id)),
    );
  const page = await paged(db, q, { from: reports, where }, ({ limit, offset }) =>
    db
      .with(mine)
      .select({
        r: reports,
        dept_name: departments.dept_name,
        sent_to_me: sql<boolean>`${mine.report_id} is not null`,
        read_time: mine.read_time,
        comment_count: sql<number>`(select count(*)::int from ${reportComments} where ${reportComments.report_id} = ${reports.id})`,
      })
      .from(reports)
      .leftJoin(departments, eq(departments.dept_id, reports.dept_id))
      .leftJoin(mine, eq(mine.report_id, reports.id))
      .where(where)
      .orderBy(desc(reports.period_start), desc(reports.id))
      .limit(limit)
      .offset(offset),
  );
  const names = await memberNames(
    db,
    page.rows.map(({ r }) => r.user_id),
  );
  return {
    ...page,
    rows: page.rows.map(({ r, dept_name, sent_to_me, read_time, comment_count }) => ({
      id: r.id,
      type: r.type,
      type_name: REPORT_TYPE_LABEL[r.type],
      period_start: r.period_start,
      period_end: r.period_end,
      period_label: periodLabelOf(r),
      user_id: r.user_id,
      user_name: names.get(r.user_id) ?? '',
      dept_name: dept_name ?? '',
      summary: plain(r.work_content),
      comment_count,
      /** 2 read / 1 unread for reports sent to the member; 0 otherwise */
      is_read: sent_to_me ? (read_time ? 2 : 1) : 0,
      create_time: formatDateTime(r.create_time, tz),
      update_time: formatDateTime(r.update_time, tz),
    })),
  };
}

/** A report with its files, comments and (for its author) who has read it; opening it as a recipient records the reading. */
export async function reportInfo(
  deps: ReportDeps,
  user: SessionUser,
  id: number,
  forEdit: boolean,
): Promise<ReportInfo> {
  const { db, tz } = deps;
  const r = await readableReport(db, user, id);
  if (!forEdit) {
    await db
      .update(reportRecipients)
      .set({ read_time: deps.now() })
      .where(
        and(
          eq(reportRecipients.report_id, r.id),
          eq(reportRecipients.user_id, user.user_id),
          isNull(reportRecipients.read_time),
        ),
      );
  }
  const [recipients, comments, files] = await Promise.all([
    db.select().from(reportRecipients).where(eq(reportRecipients.report_id, r.id)),
    db.select().from(reportComments).where(eq(reportComments.report_id, r.id)).orderBy(reportComments.id),
    filesOf(db, r.attachments),
  ]);
  const names = await memberNames(db, [
    r.user_id,
    ...recipients.map((x) => x.user_id),
    ...comments.map((c) => c.user_id),
  ]);
  const [dept] = await db
    .select({ name: departments.dept_name })
    .from(departments)
    .where(eq(departments.dept_id, r.dept_id));
  const person = (id: number) => ({ user_id: id, user_name: names.get(id) ?? '' });
  const isAuthor = r.user_id === user.user_id;
  return {
    id: r.id,
    type: r.type,
    type_name: REPORT_TYPE_LABEL[r.type],
    labels: REPORT_FIELD_LABEL[r.type],
    period_start: r.period_start,
    period_end: r.period_end,
    period_label: periodLabelOf(r),
    user_id: r.user_id,
    user_name: names.get(r.user_id) ?? '',
    dept_name: dept?.name ?? '',
    work_content: r.work_content,
    plan_content: r.plan_content,
    help_content: r.help_content,
    attachments: r.attachments,
    attachments_files: files,
    recipients: recipients.map((x) => person(x.user_id)),
    is_author: isAuthor,
    receipts: isAuthor
      ? {
          read: recipients
            .filter((x) => x.read_time)
            .map((x) => ({ ...person(x.user_id), read_time: formatDateTime(x.read_time, tz) })),
          unread: recipients.filter((x) => !x.read_time).map((x) => person(x.user_id)),
        }
      : null,
    comments: comments.map((c) => ({
      id: c.id,
      ...person(c.user_id),
      content: c.content,
      create_time: formatDateTime(c.create_time, tz),
    })),
    create_time: formatDateTime(r.create_time, tz),
    update_time: formatDateTime(r.update_time, tz),
  };
}

/** Anyone who may read the report comments on it; the author is told (not about their own comments). */
export async function addComment(db: Db, user: SessionUser, reportId: number, content: string): Promise<number> {
  const r = await readableReport(db, user, reportId);
  return inTx(db, async (tx) => {
    const [row] = await tx
      .insert(reportComments)
      .values({ report_id: r.id, user_id: user.user_id, content })
      .returning({ id: reportComments.id });
    if (r.user_id !== user.user_id) {
      await notify(tx, {
        user_ids: [r.user_id],
        business_type: REPORT_BUSINESS_TYPE,
        business_id: r.id,
        title: REPORT_MSG.commented(user.user_name, r.type, periodLabelOf(r)),
        message_type: MESSAGE_TYPE.office,
      });
    }
    return row.id;
  });
}

/** The author deletes their report with its recipients and comments. */
export async function deleteReport(db: Db, user: SessionUser, id: number): Promise<number> {
  const r = await readableReport(db, user, id);
  if (r.user_id !== user.user_id) throw fail(ERR.noPermission, REPORT_MSG.onlyAuthor);
  await inTx(db, async (tx) => {
    await tx.delete(reportComments).where(eq(reportComments.report_id, r.id));
    await tx.delete(reportRecipients).where(eq(reportRecipients.report_id, r.id));
    await tx.delete(reports).where(eq(reports.id, r.id));
  });
  return r.id;
}

/** 待阅报告: the newest reports sent to the member that they have not opened, and how many there are. */
export async function unreadReports(db: Db, userId: number, limit: number, tz: number, countCap: number) {
  const from = sql`${reportRecipients} inner join ${reports} on ${reports.id} = ${reportRecipients.report_id}`;
  const where = and(eq(reportRecipients.user_id, userId), isNull(reportRecipients.read_time));
  // the first reports, their authors' names and how many there are, in one round trip
  const rows = await db
    .select({
      id: reports.id,
      type: reports.type,
      period_start: reports.period_start,
      period_end: reports.period_end,
      create_time: reports.create_time,
      author: users.user_name,
      n: cappedCountColumn(from, where, countCap),
    })
    .from(reportRecipients)
    .innerJoin(reports, eq(reports.id, reportRecipients.report_id))
    .leftJoin(users, eq(users.user_id, reports.user_id))
    .where(where)
    .orderBy(desc(reports.create_time), desc(reports.id))
    .limit(limit);
  return {
    ...cappedTotal(rows, countCap),
    items: rows.map((r) => ({
      id: r.id,
      title: `${r.author ?? ''}的${REPORT_TYPE_LABEL[r.type]}（${periodLabelOf(r)}）`,
      time: formatDateTime(r.create_time, tz) ?? undefined,
      path: '/home/reportInfo',
      query: { id: r.id },
    })),
  };
}
