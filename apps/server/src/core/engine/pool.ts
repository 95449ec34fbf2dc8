import { ERR } from '@suwork/domain';
import { ENTITIES, type EntityDef } from '@suwork/domain/entities';
import { poolRoutes } from '@suwork/domain/routes';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamMembers, users } from '../../db/schema.ts';
import { poolRuleKey, readRule, recycleDueWhere, type PoolRule } from './pool-rule.ts';
import { fail, invalid, ok } from '../envelope.ts';
import type { JobService } from '../jobs.ts';
import { assignOwner, memberNames, okPage, paged } from '../kit/index.ts';
import type { SessionUser } from '../sessions.ts';
import { formatDateTime } from '../time-format.ts';
import { serve } from '../serve.ts';
import { currentUser, type App } from '../types.ts';
import type { EntityService } from './entity-service.ts';
import { andAll } from './list-query.ts';
import { writeLog } from './operation-log.ts';
import { refuseReadOnly } from './read-only.ts';
import { writeSetting } from '../kit/setting.ts';

/** The operation-log verb of 分配 (the pool's assign, and addLeader on a pooled record). */
export const assignVerb = (def: EntityDef) => `从${def.pool!.title}分配`;

/**
 * Gives pooled records to one member (领取, 分配, and addLeader in public-pool mode): owner and department
 * set, out of the pool, one log entry per record. Every id must still be in the pool, or nothing changes.
 */
export function poolTaker(db: Db, def: EntityDef, owned: EntityService, pooled: EntityService, now: () => Date) {
  const cols = owned.cols;
  return async (user: SessionUser, recordIds: readonly number[], ownerId: number, verb: string) => {
    const unique = [...new Set(recordIds)];
    const [owner] = await db
      .select()
      .from(users)
      .where(and(eq(users.user_id, ownerId), eq(users.status, 1)));
    if (!owner) throw invalid('所选成员不存在或已禁用');
    await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: cols.id })
        .from(owned.table)
        .where(andAll([inArray(cols.id, unique), pooled.scope(user)]))
        .for('update');
      if (rows.length !== unique.length) throw fail(ERR.conflict, '所选数据已不在公海中，请刷新后重试');
      await assignOwner(tx, {
        def,
        ids: unique,
        to: owner,
        by: user,
        now: now(),
        action: 'pool',
        set: { in_pool: 1, pool_reason: '' },
        log: () => `${verb}，负责人为「${owner.user_name}」`,
        notice: (name) => `${user.user_name}从${def.pool?.title ?? '公海'}将${def.title}「${name}」分配给您`,
      });
    });
  };
}

/**
 * Public pools (公海): claim (receive), assign, return with a reason (toPublic), exemptions, the recycling
 * rule with a preview, and the daily recycling job.
 */
export function registerPools(
  app: App,
  owned: ReadonlyMap<string, EntityService>,
  pooled: ReadonlyMap<string, EntityService>,
  jobs: JobService,
) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;

  for (const def of ENTITIES.filter((e) => e.pool)) {
    const pool = def.pool!;
    const mine = owned.get(def.key)!;
    const inPool = pooled.get(def.key)!;
    const cols = mine.cols;
    const hasDeal = 'deal_status' in cols;

    const take = poolTaker(db, def, mine, inPool, app.config.now);
    const routes = poolRoutes(def);

    serve(app, routes.receive, async (req) => {
      const user = currentUser(req);
      await take(user, req.body.ids, user.user_id, `从${pool.title}领取`);
      return ok(null);
    });

    serve(app, routes.assign, async (req) => {
      await take(currentUser(req), req.body.ids, req.body.user_id, assignVerb(def));
      return ok(null);
    });

    /** Moves records to the pool: no owner, no collaborators. */
    const toPool = async (tx: Db, recordIds: number[], reason: string, actorId: number) => {
      const now = app.config.now();
      await tx
        .update(mine.table)
        .set({ in_pool: 2, owner_user_id: 0, dept_id: 0, pool_reason: reason, pool_time: now, update_time: now })
        .where(inArray(cols.id, recordIds));
      await tx
        .delete(teamMembers)
        .where(and(eq(teamMembers.entity, def.key), inArray(teamMembers.record_id, recordIds)));
      await writeLog(
        tx,
        recordIds.map((id) => ({
          entity: def.key,
          record_id: id,
          action: 'pool',
          user_id: actorId,
          content: `放入${pool.title}：${reason}`,
        })),
      );
    };

    /** Owned records the member may `verb`: all in their scope (else 404, as if missing) and none read-only. */
    const changeable = async (tx: Db, user: SessionUser, ids: readonly number[], verb: string) => {
      const rows = await tx
        .select({ id: cols.id })
        .from(mine.table)
        .where(andAll([inArray(cols.id, [...ids]), mine.scope(user)]));
      if (rows.length !== new Set(ids).size) throw fail(ERR.notFound);
      await refuseReadOnly(tx, def, ids, verb);
    };

    serve(app, routes.toPublic, async (req) => {
      const user = currentUser(req);
      await db.transaction(async (tx) => {
        await changeable(tx, user, req.body.ids, '放入公海');
        await toPool(tx, req.body.ids, req.body.reason, user.user_id);
      });
      return ok(null);
    });

    serve(app, routes.setExempt, async (req) => {
      const user = currentUser(req);
      await db.transaction(async (tx) => {
        await changeable(tx, user, req.body.ids, '设置自动回收');
        await tx.update(mine.table).set({ pool_exempt: req.body.exempt }).where(inArray(cols.id, req.body.ids));
      });
      return ok(null);
    });

    /** Owned records the rule would return to the pool now (never a read-only one: a converted clue stays with its owner). */
    const due = (rule: PoolRule, now: Date) => recycleDueWhere(def, cols, rule, now);

    serve(app, routes.getRule, async () => ok(await readRule(db, def)));

    serve(app, routes.setRule, async (req) => {
      await writeSetting(db, poolRuleKey(def), req.body, app.config.now());
      return ok(req.body);
    });

    serve(app, routes.previewRecycle, async (req) => {
      const rule = await readRule(db, def);
      const where = due(rule, app.config.now());
      const page = await paged(db, req.query, { from: mine.table, where }, ({ limit, offset }) =>
        db
          .select({
            id: cols.id,
            title: cols[def.titleField],
            owner_user_id: cols.owner_user_id,
            create_time: cols.create_time,
          })
          .from(mine.table)
          .where(where)
          .orderBy(cols.id)
          .limit(limit)
          .offset(offset),
      );
      const names = await memberNames(
        db,
        page.rows.map((r) => r.owner_user_id as number),
      );
      return okPage(page, (r) => ({
        id: r.id as number,
        title: r.title as string,
        owner_user_id: r.owner_user_id as number,
        owner_user_name: names.get(r.owner_user_id as number) ?? null,
        [def.titleField]: r.title as string,
        create_time: formatDateTime(r.create_time as Date, tz),
      }));
    });

    const reasonOf = (rule: PoolRule) =>
      `超过${rule.follow_days}天未跟进${hasDeal ? `或${rule.deal_days}天未成交` : ''}，自动回收`;

    jobs.register({
      name: `pool-recycle:${def.key}`,
      label: `${def.pool?.title ?? '公海'}自动回收（${def.title}）`,
      pattern: '0 2 * * *',
      run: async () => {
        const rule = await readRule(db, def);
        if (!rule.enabled) return;
        const rows = await db.select({ id: cols.id }).from(mine.table).where(due(rule, app.config.now())).limit(50_000);
        for (let i = 0; i < rows.length; i += 500) {
          const batch = rows.slice(i, i + 500).map((r) => r.id as number);
          await db.transaction((tx) => toPool(tx, batch, reasonOf(rule), 0));
        }
      },
    });
  }
}
