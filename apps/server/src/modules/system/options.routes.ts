import { optionAnswers } from '@suwork/domain/contracts';
import { DICTIONARIES, DICTIONARY_BY_KEY, OPTION_DISABLED, OPTION_ENABLED, OPTION_LABEL_MAX, OPTION_STATUS, OPTIONS_PER_GROUP_MAX } from '@suwork/domain/entities';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { options } from '../../db/schema.ts';
import { invalid, ok } from '../../core/envelope.ts';
import { dictionaryLabels, type DictOption, loadDictionary } from '../../core/engine/dictionary.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { currentUser, type App } from '../../core/types.ts';
import { idList, inTx, positiveId, type Tx } from '../../core/kit/index.ts';

const EDIT = { node: 'system_optionConfig_edit' };
const LABEL_MSG = '请输入选项名称';
const OPTION_MSG = '请选择选项';

const group = z
  .string({ error: '请选择选项分组' })
  .trim()
  .refine((g) => DICTIONARY_BY_KEY.has(g), '选项分组不存在');
const label = z.string({ error: LABEL_MSG }).trim().min(1, LABEL_MSG).max(OPTION_LABEL_MAX, `选项名称不能超过${OPTION_LABEL_MAX}个字符`);
const status = z.union([z.literal(OPTION_ENABLED), z.literal(OPTION_DISABLED)], { error: '状态应为 1（启用）或 2（停用）' });

const addBody = z.strictObject({ group, label, status: status.default(OPTION_ENABLED) });
const updateBody = z.strictObject({ option_id: positiveId(OPTION_MSG), label });
const statusBody = z.strictObject({ option_id: positiveId(OPTION_MSG), status });
const sortBody = z.strictObject({ group, option_ids: idList('选项顺序应为选项编号列表', OPTIONS_PER_GROUP_MAX) });

const titleOf = (key: string) => DICTIONARY_BY_KEY.get(key)?.title ?? key;
const view = (group_key: string, o: DictOption) => ({ ...o, group: group_key, status_name: OPTION_STATUS[o.status as 1 | 2] ?? '' });

/** The group's options, locked until the transaction ends, so concurrent edits of one group take turns. */
async function lockGroup(tx: Tx, key: string) {
  return tx.select().from(options).where(eq(options.group_key, key)).orderBy(asc(options.sort), asc(options.value)).for('update');
}

async function loadOption(tx: Tx, id: number) {
  const [o] = await tx.select().from(options).where(eq(options.option_id, id)).for('update');
  if (!o) throw invalid('选项不存在');
  return o;
}

async function checkLabel(tx: Tx, key: string, text: string, selfId = 0) {
  const [clash] = await tx
    .select({ id: options.option_id })
    .from(options)
    .where(and(eq(options.group_key, key), eq(options.label, text), ne(options.option_id, selfId)));
  if (clash) throw invalid(`「${titleOf(key)}」中已有名为「${text}」的选项`);
}

/**
 * 选项配置: the dictionaries behind dropdowns. Read by any signed-in member (every form needs them); changed with
 * system_optionConfig_edit. Options are never deleted and their values never change: a retired option is disabled,
 * so records holding it still show its name.
 */
export function optionRoutes(app: App) {
  const db = app.database.db;
  // every change forgets the cached copy lists read, so it shows at once
  const change = async <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => {
    try {
      return await inTx(db, fn);
    } finally {
      dictionaryLabels.forget();
    }
  };

  app.get('/api/Option/getAll', { config: { auth: 'signedIn' }, schema: { response: { 200: optionAnswers.getAll }, querystring: z.strictObject({}) } }, async () => {
    const dict = await loadDictionary(db);
    return ok(DICTIONARIES.map((d) => ({ group: d.key, title: d.title, options: (dict.get(d.key) ?? []).map((o) => view(d.key, o)) })));
  });

  app.get('/api/Option/getList', { config: { auth: 'signedIn' }, schema: { response: { 200: optionAnswers.getList }, querystring: z.strictObject({ group }) } }, async (req) => {
    const key = req.query.group;
    const list = ((await loadDictionary(db, [key])).get(key) ?? []).map((o) => view(key, o));
    return ok(list, list.length);
  });

  app.post('/api/Option/add', { config: { auth: EDIT }, schema: { response: { 200: optionAnswers.add }, body: addBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    const created = await change(async (tx) => {
      const existing = await lockGroup(tx, b.group);
      if (existing.length >= OPTIONS_PER_GROUP_MAX) throw invalid(`每个分组最多${OPTIONS_PER_GROUP_MAX}个选项`);
      await checkLabel(tx, b.group, b.label);
      // values are never reused: a new option takes the next number after every value ever given
      const value = Math.max(0, ...existing.map((o) => o.value)) + 1;
      const sort = Math.max(0, ...existing.map((o) => o.sort)) + 1;
      const [row] = await tx.insert(options).values({ group_key: b.group, value, label: b.label, sort, status: b.status }).returning({ option_id: options.option_id });
      await writeLog(tx, { entity: 'option', record_id: row.option_id, action: 'add', user_id: user.user_id, content: `在「${titleOf(b.group)}」中新建选项「${b.label}」` });
      return { option_id: row.option_id, value };
    });
    return ok(created);
  });

  app.post('/api/Option/update', { config: { auth: EDIT }, schema: { response: { 200: optionAnswers.update }, body: updateBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    await change(async (tx) => {
      const o = await loadOption(tx, b.option_id);
      if (o.label === b.label) return;
      await checkLabel(tx, o.group_key, b.label, o.option_id);
      await tx.update(options).set({ label: b.label, update_time: app.config.now() }).where(eq(options.option_id, o.option_id));
      await writeLog(tx, { entity: 'option', record_id: o.option_id, action: 'update', user_id: user.user_id, content: `将「${titleOf(o.group_key)}」的选项「${o.label}」改名为「${b.label}」` });
    });
    return ok({ option_id: b.option_id });
  });

  app.post('/api/Option/setStatus', { config: { auth: EDIT }, schema: { response: { 200: optionAnswers.setStatus }, body: statusBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    await change(async (tx) => {
      const o = await loadOption(tx, b.option_id);
      if (o.status === b.status) return;
      if (b.status === OPTION_DISABLED) {
        const group = await lockGroup(tx, o.group_key);
        if (!group.some((x) => x.option_id !== o.option_id && x.status === OPTION_ENABLED)) throw invalid(`「${titleOf(o.group_key)}」至少要保留一个启用的选项`);
      }
      await tx.update(options).set({ status: b.status, update_time: app.config.now() }).where(eq(options.option_id, o.option_id));
      const verb = b.status === OPTION_ENABLED ? '启用' : '停用';
      await writeLog(tx, { entity: 'option', record_id: o.option_id, action: 'status', user_id: user.user_id, content: `${verb}了「${titleOf(o.group_key)}」的选项「${o.label}」` });
    });
    return ok({ option_id: b.option_id });
  });

  /** The whole new order of a group: every option once. */
  app.post('/api/Option/sort', { config: { auth: EDIT }, schema: { response: { 200: optionAnswers.sort }, body: sortBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    await change(async (tx) => {
      const existing = await lockGroup(tx, b.group);
      const ids = new Set(existing.map((o) => o.option_id));
      if (b.option_ids.length !== ids.size || b.option_ids.some((id) => !ids.has(id))) throw invalid('选项顺序应包含该分组的全部选项，且每项一次，请刷新后重试');
      const order = sql.join(
        b.option_ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
        sql` `,
      );
      await tx
        .update(options)
        .set({ sort: sql`case ${options.option_id} ${order} end`, update_time: app.config.now() })
        .where(eq(options.group_key, b.group));
      await writeLog(tx, { entity: 'option', record_id: 0, action: 'sort', user_id: user.user_id, content: `调整了「${titleOf(b.group)}」的选项顺序` });
    });
    return ok(null);
  });
}
