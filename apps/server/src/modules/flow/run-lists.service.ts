import {
  EXAMINE_TAB,
  FLOW_STEP_TYPE,
  FLOW_TYPE_BY_NUMBER,
  RUN_STATUS,
  RUN_STATUS_LABELS,
  STEP_STATUS,
  STEP_USER_STATUS,
} from '@suwork/domain';
import type { ExamineCount, ExamineRow, FlowApprover } from '@suwork/domain/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, userRoles, users } from '../../db/schema.ts';
import { flowRuns } from './flow.tables.ts';
import {
  cappedCountColumn,
  cappedTotal,
  containing,
  memberNames,
  paged,
  type Page,
  type PageParams,
} from '../../core/kit/index.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { runTitle } from './run-title.ts';

/** The runs of one approval-centre tab for a member. */
export function tabWhere(tab: number, userId: number): SQL {
  switch (tab) {
    case EXAMINE_TAB.pending:
      return and(
        eq(flowRuns.status, RUN_STATUS.running),
        sql`exists (select 1 from flow_step_user su where su.run_id = ${flowRuns.run_id} and su.step_no = ${flowRuns.current_step} and su.user_id = ${userId} and su.status = ${STEP_USER_STATUS.inProgress})`,
      )!;
    case EXAMINE_TAB.done:
      return sql`exists (select 1 from flow_step_user su where su.run_id = ${flowRuns.run_id} and su.user_id = ${userId} and su.examine_time is not null)`;
    case EXAMINE_TAB.mine:
      return eq(flowRuns.initiator_id, userId);
    default:
      return sql`exists (select 1 from flow_step_user su join flow_run_step st on st.run_id = su.run_id and st.step_no = su.step_no where su.run_id = ${flowRuns.run_id} and su.user_id = ${userId} and st.type = ${FLOW_STEP_TYPE.copy} and st.status = ${STEP_STATUS.done})`;
  }
}

type RunWithInitiator = { run: typeof flowRuns.$inferSelect; initiator_name: string };

/** A page of runs, newest first, with their initiators' names, and how many runs match. */
export async function runPage(db: Db, where: SQL | undefined, params: PageParams): Promise<Page<RunWithInitiator>> {
  const page = await paged(db, params, { from: flowRuns, where }, ({ limit, offset }) =>
    db.select().from(flowRuns).where(where).orderBy(desc(flowRuns.run_id)).limit(limit).offset(offset),
  );
  const names = await memberNames(
    db,
    page.rows.map((r) => r.initiator_id),
  );
  return { ...page, rows: page.rows.map((run) => ({ run, initiator_name: names.get(run.initiator_id) ?? '' })) };
}

/** The newest runs of `where` with their initiators' names, and how many match (to one past `cap`), in one round trip. */
export async function firstRuns(
  db: Db,
  where: SQL,
  limit: number,
  cap: number,
): Promise<{ rows: RunWithInitiator[]; total: number; capped: boolean }> {
  const rows = await db
    .select({ run: flowRuns, initiator_name: users.user_name, n: cappedCountColumn(flowRuns, where, cap) })
    .from(flowRuns)
    .leftJoin(users, eq(users.user_id, flowRuns.initiator_id))
    .where(where)
    .orderBy(desc(flowRuns.run_id))
    .limit(limit);
  return {
    ...cappedTotal(rows, cap),
    rows: rows.map(({ run, initiator_name }) => ({ run, initiator_name: initiator_name ?? '' })),
  };
}

export type ExamineListQuery = PageParams & {
  tab: number;
  flow_type?: number | '';
  start_time?: string;
  end_time?: string;
};

/** The approval centre (待我审批 / 我已审批 / 我发起的 / 抄送我的) of a member, by type and 发起时间 (company dates). */
export async function examineList(db: Db, userId: number, q: ExamineListQuery, tz: number): Promise<Page<ExamineRow>> {
  /** a company date (YYYY-MM-DD) as the instant its day starts */
  const dayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - tz * 60_000);
  const where = and(
    tabWhere(q.tab, userId),
    q.flow_type ? eq(flowRuns.flow_type, q.flow_type) : undefined,
    q.start_time ? gte(flowRuns.create_time, dayStart(q.start_time)) : undefined,
    q.end_time ? lt(flowRuns.create_time, new Date(dayStart(q.end_time).getTime() + 86_400_000)) : undefined,
  );
  const page = await runPage(db, where, q);
  return {
    ...page,
    rows: page.rows.map(({ run, initiator_name }) => {
      const def = FLOW_TYPE_BY_NUMBER.get(run.flow_type);
      return {
        run_id: run.run_id,
        flow_type: run.flow_type,
        flow_name: def?.flow_name ?? '',
        detail_id: run.detail_id,
        title: runTitle(run, initiator_name),
        initiator_name,
        create_time: formatDateTime(run.create_time, tz) ?? '',
        status: run.status,
        status_name: RUN_STATUS_LABELS[run.status] ?? '',
        info_route: def?.info_route ?? '',
      };
    }),
  };
}

/** How many runs each tab of the approval centre holds for a member. */
export async function examineCount(db: Db, userId: number): Promise<ExamineCount> {
  const countOf = async (tab: number) =>
    Number((await db.select({ n: count() }).from(flowRuns).where(tabWhere(tab, userId)))[0].n);
  const [pending, done, mine, copied] = await Promise.all(
    [EXAMINE_TAB.pending, EXAMINE_TAB.done, EXAMINE_TAB.mine, EXAMINE_TAB.copied].map(countOf),
  );
  return { pending, done, mine, copied };
}

export type ApproverQuery = PageParams & { user_ids?: number[]; role_ids?: number[]; user_name?: string };

/** Enabled members a self-chosen step may pick, the chooser left out: among the members and role holders given (none: everyone), by name. */
export async function approverPage(db: Db, q: ApproverQuery, chooser: number): Promise<Page<FlowApprover>> {
  const ids = q.user_ids ?? [];
  const roleIds = q.role_ids ?? [];
  const within =
    ids.length || roleIds.length
      ? or(
          ids.length ? inArray(users.user_id, ids) : undefined,
          roleIds.length
            ? inArray(
                users.user_id,
                db.select({ id: userRoles.user_id }).from(userRoles).where(inArray(userRoles.role_id, roleIds)),
              )
            : undefined,
        )
      : undefined;
  // the one choosing never approves their own submission, so is not offered
  const where = and(
    eq(users.status, 1),
    ne(users.user_id, chooser),
    within,
    q.user_name ? ilike(users.user_name, containing(q.user_name)) : undefined,
  );
  const page = await paged(db, q, { from: users, where }, ({ limit, offset }) =>
    db
      .select({
        user_id: users.user_id,
        user_name: users.user_name,
        avatar_url: users.avatar_url,
        dept_name: departments.dept_name,
      })
      .from(users)
      .leftJoin(departments, eq(departments.dept_id, users.dept_id))
      .where(where)
      .orderBy(asc(users.user_id))
      .limit(limit)
      .offset(offset),
  );
  return { ...page, rows: page.rows.map((r) => ({ ...r, dept_name: r.dept_name ?? '' })) };
}
