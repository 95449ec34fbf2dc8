import { EXAMINE_TAB, FLOW_STEP_TYPE, FLOW_TYPE_BY_NUMBER, RUN_STATUS, RUN_STATUS_LABELS, STEP_STATUS, STEP_USER_STATUS } from '@suwork/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { departments, flowRuns, userRoles, users } from '../../db/schema.ts';
import { ok } from '../../core/envelope.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { escapeLike } from '../org/org-common.ts';
import { examineListQuery, userListQuery } from './flow.input.ts';

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

/** How the approval centre names a run: 王强提交的请假申请审批. */
export const runTitle = (initiatorName: string | null, flowName: string | undefined) => `${initiatorName ?? ''}提交的${flowName ?? ''}审批`;

/** The approval centre (待我审批 / 我已审批 / 我发起的 / 抄送我的), its counts, and the approver picker. */
/** A page of runs, newest first, with their initiators' names, and how many runs match. */
export async function runPage(db: Db, where: SQL | undefined, limit: number, offset = 0) {
  return Promise.all([
    db
      .select({ run: flowRuns, initiator_name: users.user_name })
      .from(flowRuns)
      .leftJoin(users, eq(users.user_id, flowRuns.initiator_id))
      .where(where)
      .orderBy(desc(flowRuns.run_id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(flowRuns).where(where).then(([r]) => Number(r.n)),
  ]);
}

export function flowListRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  /** a company date (YYYY-MM-DD) as the instant its day starts */
  const dayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - tz * 60_000);

  app.get('/api/flow/examineList', { config: { auth: 'signedIn' }, schema: { querystring: examineListQuery } }, async (req) => {
    const user = currentUser(req);
    const q = req.query;
    const where = and(
      tabWhere(q.tab, user.user_id),
      q.flow_type ? eq(flowRuns.flow_type, q.flow_type) : undefined,
      q.start_time ? gte(flowRuns.create_time, dayStart(q.start_time)) : undefined,
      q.end_time ? lt(flowRuns.create_time, new Date(dayStart(q.end_time).getTime() + 86_400_000)) : undefined,
    );
    const [rows, n] = await runPage(db, where, q.limit, (q.page - 1) * q.limit);
    const list = rows.map(({ run, initiator_name }) => {
      const def = FLOW_TYPE_BY_NUMBER.get(run.flow_type);
      return {
        run_id: run.run_id,
        flow_type: run.flow_type,
        flow_name: def?.flow_name ?? '',
        detail_id: run.detail_id,
        title: runTitle(initiator_name, def?.flow_name),
        initiator_name: initiator_name ?? '',
        create_time: formatDateTime(run.create_time, tz) ?? '',
        status: run.status,
        status_name: RUN_STATUS_LABELS[run.status] ?? '',
        info_route: def?.info_route ?? '',
      };
    });
    return ok(list, Number(n));
  });

  app.get('/api/flow/examineCount', { config: { auth: 'signedIn' }, schema: { querystring: z.strictObject({}) } }, async (req) => {
    const userId = currentUser(req).user_id;
    const countOf = async (tab: number) => Number((await db.select({ n: count() }).from(flowRuns).where(tabWhere(tab, userId)))[0].n);
    const [pending, done, mine, copied] = await Promise.all([EXAMINE_TAB.pending, EXAMINE_TAB.done, EXAMINE_TAB.mine, EXAMINE_TAB.copied].map(countOf));
    return ok({ pending, done, mine, copied });
  });

  app.get('/api/Flow/getUserList', { config: { auth: 'signedIn' }, schema: { querystring: userListQuery } }, async (req) => {
    const q = req.query;
    const ids = q.user_ids ?? [];
    const roleIds = q.role_ids ?? [];
    const within = ids.length || roleIds.length
      ? or(
          ids.length ? inArray(users.user_id, ids) : undefined,
          roleIds.length ? inArray(users.user_id, db.select({ id: userRoles.user_id }).from(userRoles).where(inArray(userRoles.role_id, roleIds))) : undefined,
        )
      : undefined;
    const where = and(eq(users.status, 1), within, q.user_name ? ilike(users.user_name, `%${escapeLike(q.user_name)}%`) : undefined);
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({ user_id: users.user_id, user_name: users.user_name, avatar_url: users.avatar_url, dept_name: departments.dept_name })
        .from(users)
        .leftJoin(departments, eq(departments.dept_id, users.dept_id))
        .where(where)
        .orderBy(asc(users.user_id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return ok(rows.map((r) => ({ ...r, dept_name: r.dept_name ?? '' })), Number(n));
  });
}
