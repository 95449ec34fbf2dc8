import { DOC_GROUP_ROLE, DOC_MSG, DOC_SPACE, DOC_TARGET, ERR } from '@suwork/domain';
import { projectEntity } from '@suwork/domain/entities';
import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resultRows } from '../../db/result-rows.ts';
import { docGroupMembers, docItems, docShares, docVersions, type DocItem } from '../../db/document-tables.ts';
import { pm_project } from '../../db/entity-tables.ts';
import { scopePredicate } from '../../core/engine/scope.ts';
import { fail } from '../../core/envelope.ts';
import type { FileReadGuard } from '../../core/files/file-access.ts';
import type { SessionUser } from '../../core/sessions.ts';

/** What a member may do with an item: 0 nothing, 1 view, 2 edit, 3 own (share, and everything else). */
export const ACCESS = { none: 0, view: 1, edit: 2, own: 3 } as const;
export type Access = (typeof ACCESS)[keyof typeof ACCESS];

/** 项目空间 needs this node, and then the project: its 负责人, its members and the data scope over it. */
export const PROJECT_SPACE_NODE = 'cloudDocument_projectSpace';

/** The projects whose spaces the member works in, as a condition on pm_project. */
export function projectsReached(user: SessionUser): SQL {
  return user.nodes.has(PROJECT_SPACE_NODE)
    ? (scopePredicate(projectEntity, pm_project, user) ?? sql`true`)
    : sql`false`;
}

/** The access a member has to a whole space (its root): their own, a project's, or a 分组's by their role in it. */
export async function spaceAccess(db: Db, user: SessionUser, spaceType: number, spaceId: number): Promise<Access> {
  if (spaceType === DOC_SPACE.personal) return spaceId === user.user_id ? ACCESS.own : ACCESS.none;
  if (spaceType === DOC_SPACE.project) {
    const [row] = await db
      .select({ id: pm_project.id })
      .from(pm_project)
      .where(and(eq(pm_project.id, spaceId), projectsReached(user)));
    return row ? ACCESS.edit : ACCESS.none;
  }
  if (spaceType === DOC_SPACE.group) {
    const [row] = await db
      .select({ role: docGroupMembers.role })
      .from(docGroupMembers)
      .where(and(eq(docGroupMembers.group_id, spaceId), eq(docGroupMembers.user_id, user.user_id)));
    if (!row) return ACCESS.none;
    return row.role >= DOC_GROUP_ROLE.manager
      ? ACCESS.own
      : row.role >= DOC_GROUP_ROLE.editor
        ? ACCESS.edit
        : ACCESS.view;
  }
  return ACCESS.none;
}

/** Every space the member works in, as a condition on doc_item (首页 search). */
export function spacesReached(user: SessionUser): SQL {
  return or(
    and(eq(docItems.space_type, DOC_SPACE.personal), eq(docItems.space_id, user.user_id)),
    and(
      eq(docItems.space_type, DOC_SPACE.project),
      inArray(docItems.space_id, sql`(select ${pm_project.id} from ${pm_project} where ${projectsReached(user)})`),
    ),
    and(
      eq(docItems.space_type, DOC_SPACE.group),
      inArray(
        docItems.space_id,
        sql`(select ${docGroupMembers.group_id} from ${docGroupMembers} where ${docGroupMembers.user_id} = ${user.user_id})`,
      ),
    ),
  )!;
}

/** The item and its ancestors up to the space root, nearest first. */
export async function chainOf(
  db: Db,
  id: number,
): Promise<{ id: number; parent_id: number; deleted_time: Date | null }[]> {
  const rows = await db.execute(sql`
    WITH RECURSIVE up(id, parent_id, deleted_time, depth) AS (
      SELECT id, parent_id, deleted_time, 0 FROM doc_item WHERE id = ${id}
      UNION ALL
      SELECT d.id, d.parent_id, d.deleted_time, up.depth + 1 FROM doc_item d JOIN up ON d.id = up.parent_id WHERE up.depth < 100
    ) SELECT id, parent_id, deleted_time FROM up ORDER BY depth`);
  return resultRows<{ id: number; parent_id: number; deleted_time: string | Date | null }>(rows).map((r) => ({
    id: Number(r.id),
    parent_id: Number(r.parent_id),
    deleted_time: r.deleted_time ? new Date(r.deleted_time) : null,
  }));
}

/** Of these items, those that are in the 回收站 or lie under a folder that is: one query for a whole list. */
export async function trashedAmong(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.execute(sql`
    WITH RECURSIVE up(origin, id, parent_id, deleted, depth) AS (
      SELECT id, id, parent_id, deleted_time IS NOT NULL, 0 FROM doc_item WHERE id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})
      UNION ALL
      SELECT up.origin, d.id, d.parent_id, d.deleted_time IS NOT NULL, up.depth + 1 FROM doc_item d JOIN up ON d.id = up.parent_id WHERE up.depth < 100
    ) SELECT DISTINCT origin FROM up WHERE deleted`);
  return new Set(resultRows<{ origin: number }>(rows).map((r) => Number(r.origin)));
}

/** Whether the item or a folder above it is in the 回收站. */
export async function isTrashed(db: Db, id: number): Promise<boolean> {
  return (await chainOf(db, id)).some((c) => c.deleted_time !== null);
}

/**
 * What a member may do with items: their space's access, or the best unexpired share on the item or a folder
 * above it. Expiry is judged by `now`, the app's clock.
 */
export function docAccess(db: Db, now: () => Date) {
  /** Shares on any of the items that reach the member, directly or through their department, and have not expired. */
  async function sharedRole(user: SessionUser, itemIds: readonly number[]): Promise<Access> {
    if (itemIds.length === 0) return ACCESS.none;
    const [row] = await db
      .select({ role: sql<number>`max(${docShares.role})` })
      .from(docShares)
      .where(
        and(
          inArray(docShares.item_id, [...itemIds]),
          or(
            and(eq(docShares.target_type, DOC_TARGET.member), eq(docShares.target_id, user.user_id)),
            and(eq(docShares.target_type, DOC_TARGET.department), eq(docShares.target_id, user.dept_id)),
          ),
          or(isNull(docShares.expire_time), gt(docShares.expire_time, now())),
        ),
      );
    return (Number(row?.role ?? 0) as Access) ?? ACCESS.none;
  }

  /** A member's access to an item: its space's, or the best share on it or a folder above it (`spaces` remembers each space's access across a list). */
  async function accessTo(user: SessionUser, item: DocItem, spaces?: Map<string, Promise<Access>>): Promise<Access> {
    const space = `${item.space_type}:${item.space_id}`;
    const known = spaces?.get(space) ?? spaceAccess(db, user, item.space_type, item.space_id);
    spaces?.set(space, known);
    const own = await known;
    if (own >= ACCESS.edit) return own;
    const shared = await sharedRole(
      user,
      (await chainOf(db, item.id)).map((c) => c.id),
    );
    return Math.max(own, shared) as Access;
  }

  /**
   * The items a member can still open, in their order: not in the 回收站, and in their own space, a space they work
   * in, or shared with them (favourites and recent opens may point at items that are neither any more).
   */
  async function reachableItems(user: SessionUser, items: readonly DocItem[]): Promise<DocItem[]> {
    const trashed = await trashedAmong(
      db,
      items.map((i) => i.id),
    );
    // a list's items share a few spaces: each space's access is asked once
    const spaces = new Map<string, Promise<Access>>();
    const out: DocItem[] = [];
    for (const item of items)
      if (!trashed.has(item.id) && (await accessTo(user, item, spaces)) > ACCESS.none) out.push(item);
    return out;
  }

  /**
   * The live item, if the member has at least `need` on it; otherwise 文件不存在或已被删除 (also when the member may
   * not see it at all, so ids reveal nothing) or 您对该文件只有查看权限.
   */
  async function itemFor(
    user: SessionUser,
    id: number,
    need: Access = ACCESS.view,
  ): Promise<{ item: DocItem; access: Access }> {
    const [item] = await db.select().from(docItems).where(eq(docItems.id, id));
    if (!item || (await isTrashed(db, id))) throw fail(ERR.notFound, DOC_MSG.notFound);
    const access = await accessTo(user, item);
    if (access === ACCESS.none) throw fail(ERR.notFound, DOC_MSG.notFound);
    if (access < need) throw fail(ERR.noPermission, need === ACCESS.own ? DOC_MSG.notOwner : DOC_MSG.readOnly);
    return { item, access };
  }

  /** 云文档's say on reading a stored file by id: only members who may see an item holding it (or an earlier version of it). */
  // reads through the handle it is given: asked inside a caller's transaction, it must not wait on another connection
  const fileGuard: FileReadGuard = async (tx, user, fileId) => {
    const holders = [
      ...(await tx.select({ id: docItems.id }).from(docItems).where(eq(docItems.file_id, fileId))),
      ...(await tx.select({ id: docVersions.item_id }).from(docVersions).where(eq(docVersions.file_id, fileId))),
    ];
    if (holders.length === 0) return undefined;
    const within = tx === db ? { accessTo } : docAccess(tx, now);
    for (const h of holders) {
      const [item] = await tx.select().from(docItems).where(eq(docItems.id, h.id));
      if (item && (await within.accessTo(user, item)) > ACCESS.none) return true;
    }
    return false;
  };

  return { accessTo, reachableItems, itemFor, fileGuard };
}

export type DocAccess = ReturnType<typeof docAccess>;
