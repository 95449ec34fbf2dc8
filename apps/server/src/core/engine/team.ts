import { ERR } from '@suwork/domain';
import { ENTITIES } from '@suwork/domain/entities';
import { teamRoutes } from '@suwork/domain/routes';
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { teamMembers, users } from '../../db/schema.ts';
import { fail, invalid, ok } from '../envelope.ts';
import { serve } from '../serve.ts';
import { currentUser, type App } from '../types.ts';
import type { SessionUser } from '../sessions.ts';
import { serviceOf } from './entity-handle.ts';
import { EntityService } from './entity-service.ts';
import { andAll } from './list-query.ts';
import { writeLog } from './operation-log.ts';
import { assignVerb, poolTaker } from './pool.ts';
import { refuseReadOnly } from './read-only.ts';
import { assignOwner } from '../kit/index.ts';
import { notifyAboutRecords } from './record-messages.ts';

/** A pooled record's team: nobody owns it and nobody collaborates on it. */
const POOLED_TEAM = { groupUser: [], manager_user_id: 0, leader_id: 0, manager: { user_id: 0, user_name: null } };

/**
 * Team of a record: one owner (负责人) and collaborators (协同人), who also see the record.
 * addUser / deleteUser change collaborators, editUser transfers ownership, addLeader assigns an owner;
 * getTeam reads it. In public-pool mode (a pooled record, for holders of the pool's page) getTeam shows an
 * empty team and addLeader is the pool's 分配 (it needs the pool's assign action and takes the record out).
 * `pooled`: the pool views of the entities with a pool (built here when not given).
 */
export function registerTeam(app: App, pooled?: ReadonlyMap<string, EntityService>) {
  const db = app.database.db;
  for (const def of ENTITIES.filter((e) => e.features.team && e.owned)) {
    const service = serviceOf(app, def);
    const cols = getTableColumns(service.table) as Record<string, PgColumn>;
    const routes = teamRoutes(def);
    const edit = { node: `${def.node}_edit` };
    const pool = def.pool;
    const inPool = pool
      ? (pooled?.get(def.key) ?? new EntityService(def, db, app.config.tzOffsetMinutes, 'pool', app))
      : undefined;
    const takeFromPool = inPool ? poolTaker(db, def, service, inPool, app.config.now) : undefined;

    /** Those of the ids that are in the pool, when the member may open the pool's page (else none: own records). */
    const pooledAmong = async (user: SessionUser, ids: readonly number[]): Promise<number[]> => {
      if (!pool || !inPool || !user.nodes.has(pool.node)) return [];
      const rows = await db
        .select({ id: cols.id })
        .from(service.table)
        .where(andAll([inArray(cols.id, [...ids]), inPool.scope(user)]));
      return rows.map((r) => r.id as number);
    };
    /** Owned records need the entity's page (route auth cannot say "this node or the pool's"). */
    const needNode = (user: SessionUser, node: string) => {
      if (!user.nodes.has(node)) throw fail(ERR.noPermission);
    };

    /** every record in scope, or "not found" */
    const loadAll = async (user: SessionUser, ids: number[]) => {
      for (const id of ids) await service.info(user, id);
    };
    const checkUsers = async (ids: number[]) => {
      const found = await db
        .select({ id: users.user_id, name: users.user_name, dept_id: users.dept_id, status: users.status })
        .from(users)
        .where(inArray(users.user_id, ids));
      if (found.length !== ids.length || found.some((u) => u.status !== 1)) throw invalid('所选成员不存在或已禁用');
      return found;
    };

    serve(app, routes.getTeam, async (req) => {
      const user = currentUser(req);
      if ((await pooledAmong(user, [req.query.id])).length > 0) return ok(POOLED_TEAM);
      needNode(user, def.node);
      const record = await service.info(user, req.query.id);
      const groupUser = await db
        .select({ user_id: users.user_id, user_name: users.user_name, avatar_url: users.avatar_url })
        .from(teamMembers)
        .innerJoin(users, eq(users.user_id, teamMembers.user_id))
        .where(and(eq(teamMembers.entity, def.key), eq(teamMembers.record_id, req.query.id)))
        .orderBy(teamMembers.create_time);
      return ok({
        groupUser,
        manager_user_id: record.owner_user_id as number,
        leader_id: record.owner_user_id as number,
        manager: { user_id: record.owner_user_id as number, user_name: record.owner_user_name as string | null },
      });
    });

    serve(app, routes.addUser, async (req) => {
      const user = currentUser(req);
      await loadAll(user, req.body.ids);
      const members = await checkUsers(req.body.user_ids);
      await db.transaction(async (tx) => {
        await refuseReadOnly(tx, def, req.body.ids, '添加协同人');
        const rows = req.body.ids.flatMap((record_id) =>
          req.body.user_ids.map((user_id) => ({ entity: def.key, record_id, user_id })),
        );
        await tx.insert(teamMembers).values(rows).onConflictDoNothing();
        await writeLog(
          tx,
          req.body.ids.map((record_id) => ({
            entity: def.key,
            record_id,
            action: 'team',
            user_id: user.user_id,
            content: `添加了协同人：${members.map((m) => m.name).join('、')}`,
          })),
        );
        await notifyAboutRecords(
          tx,
          def,
          service.table,
          req.body.ids,
          req.body.user_ids,
          user.user_id,
          (name) => `${user.user_name}将您添加为${def.title}「${name}」的协同人`,
        );
      });
      return ok(null);
    });

    serve(app, routes.deleteUser, async (req) => {
      const user = currentUser(req);
      await service.info(user, req.body.id);
      await db.transaction(async (tx) => {
        await refuseReadOnly(tx, def, [req.body.id], '移除协同人');
        const removed = await tx
          .delete(teamMembers)
          .where(
            and(
              eq(teamMembers.entity, def.key),
              eq(teamMembers.record_id, req.body.id),
              inArray(teamMembers.user_id, req.body.user_ids),
            ),
          )
          .returning({ user_id: teamMembers.user_id });
        if (removed.length === 0) throw invalid('所选成员不是协同人');
        const names = await tx
          .select({ name: users.user_name })
          .from(users)
          .where(
            inArray(
              users.user_id,
              removed.map((r) => r.user_id),
            ),
          );
        await writeLog(tx, {
          entity: def.key,
          record_id: req.body.id,
          action: 'team',
          user_id: user.user_id,
          content: `移除了协同人：${names.map((n) => n.name).join('、')}`,
        });
      });
      return ok(null);
    });

    /** Moves ownership (and the record's department) to one member. */
    const transfer = async (user: SessionUser, ids: number[], ownerId: number, verb: string) => {
      const [owner] = await checkUsers([ownerId]);
      await loadAll(user, ids);
      await db.transaction(async (tx) => {
        await refuseReadOnly(tx, def, ids, verb);
        await assignOwner(tx, {
          def,
          ids,
          to: { user_id: owner.id, user_name: owner.name, dept_id: owner.dept_id },
          by: user,
          now: app.config.now(),
          action: 'owner',
          log: (from) => `${verb}：负责人由「${from ?? '无'}」变更为「${owner.name}」`,
          notice: (name) => `${user.user_name}将${def.title}「${name}」交给您负责`,
        });
      });
    };

    serve(app, routes.editUser, async (req) => {
      await transfer(currentUser(req), req.body.ids, req.body.manager_user_id, '转移负责人');
      return ok(null);
    });

    serve(app, routes.addLeader, async (req) => {
      const user = currentUser(req);
      if (req.body.user_ids.length !== 1) throw fail(ERR.validation, '只能选择一位负责人');
      const [ownerId] = req.body.user_ids;
      const pooledIds = await pooledAmong(user, req.body.ids);
      if (pool && takeFromPool && pooledIds.length > 0) {
        // public-pool mode: the pool's 分配, with its node, bookkeeping and log
        if (pooledIds.length !== req.body.ids.length) throw invalid('公海中的数据和自己的数据不能一起分配');
        needNode(user, `${pool.node}_assign`);
        await takeFromPool(user, pooledIds, ownerId, assignVerb(def));
        return ok(null);
      }
      needNode(user, edit.node);
      await transfer(user, req.body.ids, ownerId, '分配负责人');
      return ok(null);
    });
  }
}
