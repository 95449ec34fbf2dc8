import type { LogAction } from '@suwork/domain';
import { tagAnswers, type TagGroup } from '@suwork/domain/contracts';
import { TAG_NAME_MAX } from '@suwork/domain/entities';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { tagGroups, tags } from '../../db/schema.ts';
import { invalid, ok } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { removeTagsFromRecords, tagNames } from '../../core/engine/tag-values.ts';
import { currentUser, type App } from '../../core/types.ts';
import { idList, inTx, positiveId, type Tx } from '../../core/kit/index.ts';

const GROUP_MSG = '请输入标签组名称';
const TAG_MSG = '请输入标签名称';
const groupName = z.string({ error: GROUP_MSG }).trim().min(1, GROUP_MSG).max(TAG_NAME_MAX, `标签组名称不能超过${TAG_NAME_MAX}个字符`);
const tagName = z.string({ error: TAG_MSG }).trim().min(1, TAG_MSG).max(TAG_NAME_MAX, `标签名称不能超过${TAG_NAME_MAX}个字符`);
const color = z
  .string({ error: '颜色应为 #RRGGBB 格式' })
  .trim()
  .refine((c) => c === '' || /^#[0-9a-fA-F]{6}$/.test(c), '颜色应为 #RRGGBB 格式');
const groupId = positiveId('请选择标签组');
const tagId = positiveId('请选择标签');

const addGroupBody = z.strictObject({ group_name: groupName, color: color.default('') });
const updateGroupBody = z.strictObject({ group_id: groupId, group_name: groupName, color: color.optional() });
const sortGroupBody = z.strictObject({ group_ids: idList('标签组顺序应为标签组编号列表', 200) });
const addBody = z.strictObject({ group_id: groupId, tag_name: tagName });
const updateBody = z.strictObject({ tag_id: tagId, tag_name: tagName, group_id: groupId.optional() });
const sortBody = z.strictObject({ group_id: groupId, tag_ids: idList('标签顺序应为标签编号列表', 500) });

/** Every group in order with its tags in order: what forms, filters and the 标签管理 page show. */
export async function tagTree(db: Tx): Promise<TagGroup[]> {
  const [groups, all] = await Promise.all([db.select().from(tagGroups).orderBy(asc(tagGroups.sort), asc(tagGroups.group_id)), db.select().from(tags).orderBy(asc(tags.sort), asc(tags.tag_id))]);
  return groups.map((g) => ({
    group_id: g.group_id,
    group_name: g.group_name,
    color: g.color,
    sort: g.sort,
    tags: all.filter((t) => t.group_id === g.group_id).map((t) => ({ tag_id: t.tag_id, tag_name: t.tag_name, group_id: t.group_id, sort: t.sort })),
  }));
}

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

/**
 * 标签管理: tag groups (name, optional colour, order) and their tags. Read by any signed-in member; changed with
 * system_tagList_add / _edit / _del. Deleting a tag (or a group with its tags) takes it off every record holding it,
 * in the same transaction, each record's operation log saying so.
 */
export function tagRoutes(app: App) {
  const db = app.database.db;
  // every change forgets the cached copy lists read, so it shows at once
  const change = async <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => {
    try {
      return await inTx(db, fn);
    } finally {
      tagNames.forget();
    }
  };
  const log = (tx: Tx, userId: number, id: number, action: LogAction, content: string) => writeLog(tx, { entity: 'tag', record_id: id, action, user_id: userId, content });

  app.get('/api/Tag/getList', { config: { auth: 'signedIn' }, schema: { response: { 200: tagAnswers.getList }, querystring: z.strictObject({}) } }, async () => {
    const tree = await tagTree(db);
    return ok(tree, tree.length);
  });

  app.post('/api/Tag/addGroup', { config: { auth: { node: 'system_tagList_add' } }, schema: { response: { 200: tagAnswers.addGroup }, body: addGroupBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    const id = await change(async (tx) => {
      await checkGroupName(tx, b.group_name);
      const [{ max }] = await tx.select({ max: sql<number>`coalesce(max(${tagGroups.sort}), 0)::int` }).from(tagGroups);
      const [row] = await tx
        .insert(tagGroups)
        .values({ group_name: b.group_name, color: b.color, sort: max + 1 })
        .returning({ id: tagGroups.group_id });
      await log(tx, user.user_id, row.id, 'add', `新建标签组「${b.group_name}」`);
      return row.id;
    });
    return ok({ group_id: id });
  });

  app.post('/api/Tag/updateGroup', { config: { auth: { node: 'system_tagList_edit' } }, schema: { response: { 200: tagAnswers.updateGroup }, body: updateGroupBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    await change(async (tx) => {
      const g = await loadGroup(tx, b.group_id);
      await checkGroupName(tx, b.group_name, g.group_id);
      await tx
        .update(tagGroups)
        .set({ group_name: b.group_name, color: b.color ?? g.color, update_time: app.config.now() })
        .where(eq(tagGroups.group_id, g.group_id));
      await log(tx, user.user_id, g.group_id, 'update', `编辑标签组「${b.group_name}」`);
    });
    return ok({ group_id: b.group_id });
  });

  app.post('/api/Tag/delGroup', { config: { auth: { node: 'system_tagList_del' } }, schema: { response: { 200: tagAnswers.delGroup }, body: z.strictObject({ group_id: groupId }) } }, async (req) => {
    const user = currentUser(req);
    const removed = await change(async (tx) => {
      const g = await loadGroup(tx, req.body.group_id);
      const inGroup = await tx.select().from(tags).where(eq(tags.group_id, g.group_id));
      const n = await removeTagsFromRecords(
        tx,
        inGroup.map((t) => t.tag_id),
        inGroup.map((t) => t.tag_name),
        user.user_id,
        app.config.now(),
      );
      await tx.delete(tags).where(eq(tags.group_id, g.group_id));
      await tx.delete(tagGroups).where(eq(tagGroups.group_id, g.group_id));
      await log(tx, user.user_id, g.group_id, 'del', `删除标签组「${g.group_name}」及其${inGroup.length}个标签`);
      return n;
    });
    return ok({ records: removed });
  });

  app.post('/api/Tag/sortGroup', { config: { auth: { node: 'system_tagList_edit' } }, schema: { response: { 200: tagAnswers.sortGroup }, body: sortGroupBody } }, async (req) => {
    const user = currentUser(req);
    const ids = req.body.group_ids;
    await change(async (tx) => {
      const all = await tx.select({ id: tagGroups.group_id }).from(tagGroups);
      if (ids.length !== all.length || all.some((g) => !ids.includes(g.id))) throw invalid('标签组顺序应包含全部标签组，且每项一次，请刷新后重试');
      await tx.update(tagGroups).set({ sort: positions(tagGroups.group_id, ids) });
      await log(tx, user.user_id, 0, 'sort', '调整了标签组顺序');
    });
    return ok(null);
  });

  app.post('/api/Tag/add', { config: { auth: { node: 'system_tagList_add' } }, schema: { response: { 200: tagAnswers.add }, body: addBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    const id = await change(async (tx) => {
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
      await log(tx, user.user_id, row.id, 'add', `在标签组「${g.group_name}」中新建标签「${b.tag_name}」`);
      return row.id;
    });
    return ok({ tag_id: id });
  });

  app.post('/api/Tag/update', { config: { auth: { node: 'system_tagList_edit' } }, schema: { response: { 200: tagAnswers.update }, body: updateBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    await change(async (tx) => {
      const t = await loadTag(tx, b.tag_id);
      const g = await loadGroup(tx, b.group_id ?? t.group_id);
      await checkTagName(tx, g, b.tag_name, t.tag_id);
      await tx.update(tags).set({ tag_name: b.tag_name, group_id: g.group_id, update_time: app.config.now() }).where(eq(tags.tag_id, t.tag_id));
      await log(tx, user.user_id, t.tag_id, 'update', `编辑标签「${t.tag_name}」为「${g.group_name} / ${b.tag_name}」`);
    });
    return ok({ tag_id: b.tag_id });
  });

  app.post('/api/Tag/del', { config: { auth: { node: 'system_tagList_del' } }, schema: { response: { 200: tagAnswers.del }, body: z.strictObject({ tag_id: tagId }) } }, async (req) => {
    const user = currentUser(req);
    const removed = await change(async (tx) => {
      const t = await loadTag(tx, req.body.tag_id);
      const n = await removeTagsFromRecords(tx, [t.tag_id], [t.tag_name], user.user_id, app.config.now());
      await tx.delete(tags).where(eq(tags.tag_id, t.tag_id));
      await log(tx, user.user_id, t.tag_id, 'del', `删除标签「${t.tag_name}」，从${n}条记录上移除`);
      return n;
    });
    return ok({ records: removed });
  });

  app.post('/api/Tag/sort', { config: { auth: { node: 'system_tagList_edit' } }, schema: { response: { 200: tagAnswers.sort }, body: sortBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    await change(async (tx) => {
      const g = await loadGroup(tx, b.group_id);
      const inGroup = await tx.select({ id: tags.tag_id }).from(tags).where(eq(tags.group_id, g.group_id));
      if (b.tag_ids.length !== inGroup.length || inGroup.some((t) => !b.tag_ids.includes(t.id))) throw invalid('标签顺序应包含该组的全部标签，且每项一次，请刷新后重试');
      await tx
        .update(tags)
        .set({ sort: positions(tags.tag_id, b.tag_ids) })
        .where(eq(tags.group_id, g.group_id));
      await log(tx, user.user_id, g.group_id, 'sort', `调整了标签组「${g.group_name}」中标签的顺序`);
    });
    return ok(null);
  });
}
