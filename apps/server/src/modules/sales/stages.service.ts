import { invalid } from '../../core/envelope.ts';
import type { Db } from '../../db/client.ts';
import { departments } from '../../db/schema.ts';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { StageGroup } from '@suwork/domain/contracts';
import { stageGroups, stages } from './sales.tables.ts';
import { chance, chanceTable } from './tables.ts';

// 商机阶段设置. Groups are few and small: read whole, per call.

export const GROUP_ENABLED = 1;

export type StageRow = typeof stages.$inferSelect;
export type StageInput = { id?: number; name: string; percent: string };
export type GroupInput = {
  id?: number;
  name: string;
  dept_ids: number[];
  status: number;
  sort: number;
  stages: StageInput[];
};

/** Every group with its stages in order, and its departments' names. */
export async function loadGroups(db: Db): Promise<StageGroup[]> {
  const [groups, all] = await Promise.all([
    db.select().from(stageGroups).orderBy(asc(stageGroups.sort), asc(stageGroups.id)),
    db.select().from(stages).orderBy(asc(stages.sort), asc(stages.id)),
  ]);
  const deptIds = [...new Set(groups.flatMap((g) => g.dept_ids))];
  const names = new Map(
    deptIds.length
      ? (
          await db
            .select({ id: departments.dept_id, name: departments.dept_name })
            .from(departments)
            .where(inArray(departments.dept_id, deptIds))
        ).map((d) => [d.id, d.name])
      : [],
  );
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    dept_ids: g.dept_ids,
    dept_names: g.dept_ids.map((id) => names.get(id) ?? '').filter(Boolean),
    status: g.status,
    sort: g.sort,
    stages: all
      .filter((s) => s.group_id === g.id)
      .map((s) => ({ id: s.id, name: s.name, percent: s.percent, sort: s.sort })),
  }));
}

/** A department and those above it, nearest first. */
async function deptChain(db: Db, deptId: number): Promise<number[]> {
  const all = await db.select({ id: departments.dept_id, parent: departments.parent_id }).from(departments);
  const parent = new Map(all.map((d) => [d.id, d.parent]));
  const chain: number[] = [];
  for (let d = deptId; d > 0 && !chain.includes(d); d = parent.get(d) ?? 0) chain.push(d);
  return chain;
}

/** The enabled groups a member of `deptId` may use: those of the department (or the nearest above it) first, then the general ones. */
export async function groupsForDept(db: Db, deptId: number): Promise<StageGroup[]> {
  const enabled = (await loadGroups(db)).filter((g) => g.status === GROUP_ENABLED && g.stages.length > 0);
  const chain = await deptChain(db, deptId);
  const rank = (g: StageGroup) =>
    g.dept_ids.length === 0
      ? chain.length
      : Math.min(...g.dept_ids.map((d) => (chain.includes(d) ? chain.indexOf(d) : Infinity)));
  return enabled.filter((g) => rank(g) !== Infinity).sort((a, b) => rank(a) - rank(b));
}

/** A group, enabled or not, or a clear refusal. */
export async function stageGroupById(db: Db, id: number): Promise<StageGroup> {
  const group = (await loadGroups(db)).find((g) => g.id === id);
  if (!group) throw invalid('阶段组不存在，请刷新后重试');
  return group;
}

/** A stage and its group, or a clear refusal. */
export async function stageOf(db: Db, stageId: number): Promise<{ stage: StageRow; group: StageGroup }> {
  const [stage] = await db.select().from(stages).where(eq(stages.id, stageId));
  const group = stage && (await loadGroups(db)).find((g) => g.id === stage.group_id);
  if (!stage || !group) throw invalid('商机阶段不存在，请刷新后重新选择', 'stage_id');
  if (group.status !== GROUP_ENABLED) throw invalid(`阶段组「${group.name}」已停用，请选择其他阶段`, 'stage_id');
  return { stage, group };
}

/** An enabled group, or a clear refusal. */
export async function enabledGroup(db: Db, groupId: number): Promise<StageGroup> {
  const group = (await loadGroups(db)).find((g) => g.id === groupId);
  if (!group || group.stages.length === 0) throw invalid('阶段组不存在，请刷新后重新选择', 'stage_group_id');
  if (group.status !== GROUP_ENABLED)
    throw invalid(`阶段组「${group.name}」已停用，请选择其他阶段组`, 'stage_group_id');
  return group;
}

/** The stage a new opportunity of `deptId` starts in: the first of its first group. */
export async function firstStage(db: Db, deptId: number): Promise<StageRow> {
  const [group] = await groupsForDept(db, deptId);
  if (!group) throw invalid('没有可用的商机阶段，请联系管理员在「阶段设置」中启用阶段组');
  return (await stageOf(db, group.stages[0].id)).stage;
}

// the stages among `ids` an opportunity is in (a stage matched in `ids` is never null)
const usedStageIds = async (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .selectDistinct({ id: chance.stage_id })
          .from(chanceTable)
          .where(inArray(chance.stage_id, [...ids]))
      ).map((r) => r.id!);

/**
 * Writes a group and its stages as given: stages keep their ids (renaming one renames it on its opportunities),
 * new ones are added, those left out are removed unless an opportunity is in them.
 */
export async function saveGroup(tx: Db, input: GroupInput, now: Date): Promise<number> {
  const names = input.stages.map((s) => s.name);
  if (new Set(names).size !== names.length) throw invalid('同一阶段组中的阶段名称不能重复');
  let id = input.id;
  const values = {
    name: input.name,
    dept_ids: [...new Set(input.dept_ids)],
    status: input.status,
    sort: input.sort,
    update_time: now,
  };
  if (id) {
    const [found] = await tx
      .update(stageGroups)
      .set(values)
      .where(eq(stageGroups.id, id))
      .returning({ id: stageGroups.id });
    if (!found) throw invalid('阶段组不存在，请刷新后重试');
    await tx
      .update(chanceTable)
      .set({ stage_group_name: input.name })
      .where(and(eq(chance.stage_group_id, id), ne(chance.stage_group_name, input.name)));
  } else {
    [{ id }] = await tx.insert(stageGroups).values(values).returning({ id: stageGroups.id });
  }
  const groupId = id!;
  const existing = await tx.select().from(stages).where(eq(stages.group_id, groupId));
  const kept = input.stages.flatMap((s) => (s.id ? [s.id] : []));
  const foreign = kept.filter((k) => !existing.some((e) => e.id === k));
  if (foreign.length) throw invalid('阶段不属于该阶段组，请刷新后重试');
  const removed = existing.filter((e) => !kept.includes(e.id));
  const inUse = await usedStageIds(
    tx,
    removed.map((r) => r.id),
  );
  if (inUse.length) throw invalid(`阶段「${removed.find((r) => r.id === inUse[0])!.name}」已有商机，不能删除`);
  if (removed.length)
    await tx.delete(stages).where(and(eq(stages.group_id, groupId), notInArray(stages.id, kept.length ? kept : [0])));
  for (const [sort, s] of input.stages.entries()) {
    if (s.id) {
      await tx.update(stages).set({ name: s.name, percent: s.percent, sort }).where(eq(stages.id, s.id));
      const before = existing.find((e) => e.id === s.id)!;
      if (before.name !== s.name)
        await tx.update(chanceTable).set({ stage_name: s.name }).where(eq(chance.stage_id, s.id));
    } else await tx.insert(stages).values({ group_id: groupId, name: s.name, percent: s.percent, sort });
  }
  return groupId;
}

/** Removes a group no opportunity uses. */
export async function deleteGroup(tx: Db, id: number): Promise<void> {
  const own = await tx.select({ id: stages.id }).from(stages).where(eq(stages.group_id, id));
  if (
    (
      await usedStageIds(
        tx,
        own.map((s) => s.id),
      )
    ).length
  )
    throw invalid('该阶段组已有商机使用，不能删除，可将其停用');
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(stageGroups);
  if (n <= 1) throw invalid('至少保留一个阶段组');
  await tx.delete(stages).where(eq(stages.group_id, id));
  await tx.delete(stageGroups).where(eq(stageGroups.id, id));
}
