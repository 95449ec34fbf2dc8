import type { LogAction } from '@suwork/domain';
import type { TagGroup } from '@suwork/domain/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tagGroups, tags } from '../../db/schema.ts';
import { invalid } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { removeTagsFromRecords, tagNames } from '../../core/engine/tag-values.ts';
import { inTx, type Tx } from '../../core/kit/index.ts';

/** Who changes the tags, and when: each change is logged as theirs. */
type Change = { userId: number; now: Date };

/** Every group in order with its tags in order: what forms, filters and the 标签管理 page show. */
export async function tagTree(db: Tx): Promise<TagGroup[]> {
  const [groups, all] = await Promise.all([
    db.select().from(tagGroups).orderBy(asc(tagGroups.sort), asc(tagGroups.group_id)),
    db.select().from(tags).orderBy(asc(tags.sort), asc(tags.tag_id)),
  ]);
  return groups.map((g) => ({
    group_id: g.group_id,
    group_name: g.group_name,
    color: g.color,
    sort: g.sort,
    tags: all
      .filter((t) => t.group_id === g.group_id)
      .map((t) => ({ tag_id: t.tag_id, tag_name: t.tag_name, group_id: t.group_id, sort: t.sort })),
  }));
}

// every change forgets the cached copy lists read, so it shows at once
async function change<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await inTx(db, fn);
  } finally {
    tagNames.forget();
  }
}

const log = (tx: Tx, userId: number, id: number, action: LogAction, content: string) =>
  writeLog(tx, { entity: 'tag', record_id: id, action, user_id: userId, content });

async function loadGroup(tx: Tx, id: number) {
  const [g] = await tx.select().from(tagGroups).where(eq(tagGroups.group_id, id));
  if (!g) throw invalid('标签组不存在');
  return g;
}

async function loadTag(tx: Tx, id: number) {
  const [t] = await tx.select().from(tags).where(eq(tags.tag_id, id));
  if (!t) throw invalid('标签不存在');
  return t;
}

async function checkGroupName(tx: Tx, name: string, selfId = 0) {
  const [clash] = await tx
    .select({ id: tagGroups.group_id })
    .from(tagGroups)
    .where(and(eq(tagGroups.group_name, name), ne(tagGroups.group_id, selfId)));
  if (clash) throw invalid(`已有名为「${name}」的标签组`);
}

async function checkTagName(tx: Tx, group: { group_id: number; group_name: string }, name: string, selfId = 0) {
  const [clash] = await tx
    .select({ id: tags.tag_id })
    .from(tags)
    .where(and(eq(tags.group_id, group.group_id), eq(tags.tag_name, name), ne(tags.tag_id, selfId)));
  if (clash) throw invalid(`标签组「${group.group_name}」中已有名为「${name}」的标签`);
}

/** `sort` = position in the list given, for rows whose ids are in it. */
const positions = (col: typeof tags.tag_id | typeof tagGroups.group_id, ids: readonly number[]) =>
  sql`case ${col} ${sql.join(
    ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
    sql` `,
  )} end`;

/** A new group, last in order; its id. */
export function addTagGroup(db: Db, userId: number, b: { group_name: string; color: string }): Promise<number> {
  return change(db, async (tx) => {
    await checkGroupName(tx, b.group_name);
    const [{ max }] = await tx.select({ max: sql<number>`coalesce(max(${tagGroups.sort}), 0)::int` }).from(tagGroups);
    const [row] = await tx
      .insert(tagGroups)
      .values({ group_name: b.group_name, color: b.color, sort: max + 1 })
      .returning({ id: tagGroups.group_id });
    await log(tx, userId, row.id, 'add', `新建标签组「${b.group_name}」`);
    return row.id;
  });
}

/** Renames a group (and recolours it when a colour is given). */
export function updateTagGroup(
  db: Db,
  { userId, now }: Change,
  b: { group_id: number; group_name: string; color?: string },
): Promise<void> {
  return change(db, async (tx) => {
    const g = await loadGroup(tx, b.group_id);
    await checkGroupName(tx, b.group_name, g.group_id);
    await tx
      .update(tagGroups)
      .set({ group_name: b.group_name, color: b.color ?? g.color, update_time: now })
      .where(eq(tagGroups.group_id, g.group_id));
    await log(tx, userId, g.group_id, 'update', `编辑标签组「${b.group_name}」`);
  });
}

/** Deletes a group with its tags, taking them off every record; how many records lost one. */
export function deleteTagGroup(db: Db, { userId, now }: Change, groupId: number): Promise<number> {
  return change(db, async (tx) => {
    const g = await loadGroup(tx, groupId);
    const inGroup = await tx.select().from(tags).where(eq(tags.group_id, g.group_id));
    const n = await removeTagsFromRecords(
      tx,
      inGroup.map((t) => t.tag_id),
      inGroup.map((t) => t.tag_name),
      userId,
      now,
    );
    await tx.delete(tags).where(eq(tags.group_id, g.group_id));
    await tx.delete(tagGroups).where(eq(tagGroups.group_id, g.group_id));
    await log(tx, userId, g.group_id, 'del', `删除标签组「${g.group_name}」及其${inGroup.length}个标签`);
    return n;
  });
}

/** Puts the groups in the order given, which names every group once. */
export function sortTagGroups(db: Db, userId: number, ids: readonly number[]): Promise<void> {
  return change(db, async (tx) => {
    const all = await tx.select({ id: tagGroups.group_id }).from(tagGroups);
    if (ids.length !== all.length || all.some((g) => !ids.includes(g.id)))
      throw invalid('标签组顺序应包含全部标签组，且每项一次，请刷新后重试');
    await tx.update(tagGroups).set({ sort: positions(tagGroups.group_id, ids) });
    await log(tx, userId, 0, 'sort', '调整了标签组顺序');
  });
}

/** A new tag, last in its group; its id. */
export function addTag(db: Db, userId: number, b: { group_id: number; tag_name: string }): Promise<number> {
  return change(db, async (tx) => {
    const g = await loadGroup(tx, b.group_id);
    await checkTagName(tx, g, b.tag_name);
    const [{ max }] = await tx
      .select({ max: sql<number>`coalesce(max(${tags.sort}), 0)::int` })
      .from(tags)
      .where(eq(tags.group_id, g.group_id));
    const [row] = await tx
      .insert(tags)
      .values({ group_id: g.group_id, tag_name: b.tag_name, sort: max + 1 })
      .returning({ id: tags.tag_id });
    await log(tx, userId, row.id, 'add', `在标签组「${g.group_name}」中新建标签「${b.tag_name}」`);
    return row.id;
  });
}

/** Renames a tag, and moves it to another group when one is given. */
export function updateTag(
  db: Db,
  { userId, now }: Change,
  b: { tag_id: number; tag_name: string; group_id?: number },
): Promise<void> {
  return change(db, async (tx) => {
    const t = await loadTag(tx, b.tag_id);
    const g = await loadGroup(tx, b.group_id ?? t.group_id);
    await checkTagName(tx, g, b.tag_name, t.tag_id);
    await tx
      .update(tags)
      .set({ tag_name: b.tag_name, group_id: g.group_id, update_time: now })
      .where(eq(tags.tag_id, t.tag_id));
    await log(tx, userId, t.tag_id, 'update', `编辑标签「${t.tag_name}」为「${g.group_name} / ${b.tag_name}」`);
  });
}

/** Deletes a tag, taking it off every record; how many records held it. */
export function deleteTag(db: Db, { userId, now }: Change, tagId: number): Promise<number> {
  return change(db, async (tx) => {
    const t = await loadTag(tx, tagId);
    const n = await removeTagsFromRecords(tx, [t.tag_id], [t.tag_name], userId, now);
    await tx.delete(tags).where(eq(tags.tag_id, t.tag_id));
    await log(tx, userId, t.tag_id, 'del', `删除标签「${t.tag_name}」，从${n}条记录上移除`);
    return n;
  });
}

/** Puts a group's tags in the order given, which names each of them once. */
export function sortTags(db: Db, userId: number, b: { group_id: number; tag_ids: readonly number[] }): Promise<void> {
  return change(db, async (tx) => {
    const g = await loadGroup(tx, b.group_id);
    const inGroup = await tx.select({ id: tags.tag_id }).from(tags).where(eq(tags.group_id, g.group_id));
    if (b.tag_ids.length !== inGroup.length || inGroup.some((t) => !b.tag_ids.includes(t.id)))
      throw invalid('标签顺序应包含该组的全部标签，且每项一次，请刷新后重试');
    await tx
      .update(tags)
      .set({ sort: positions(tags.tag_id, b.tag_ids) })
      .where(eq(tags.group_id, g.group_id));
    await log(tx, userId, g.group_id, 'sort', `调整了标签组「${g.group_name}」中标签的顺序`);
  });
}
