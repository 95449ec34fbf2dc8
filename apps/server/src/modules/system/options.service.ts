import {
  DICTIONARIES,
  DICTIONARY_BY_KEY,
  OPTION_DISABLED,
  OPTION_ENABLED,
  OPTION_STATUS,
  OPTIONS_PER_GROUP_MAX,
} from '@suwork/domain/entities';
import type { OptionGroup, OptionView } from '@suwork/domain/contracts';
import type { optionRoutes, ParsedOf } from '@suwork/domain/routes';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { options } from '../../db/schema.ts';
import { invalid } from '../../core/envelope.ts';
import { dictionaryLabels, type DictOption, loadDictionary } from '../../core/engine/dictionary.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { inTx, type Tx } from '../../core/kit/index.ts';

/** Who changes the options, and when: each change is logged as theirs. */
type Change = { userId: number; now: Date };

const titleOf = (key: string) => DICTIONARY_BY_KEY.get(key)?.title ?? key;
const view = (group_key: string, o: DictOption): OptionView => ({
  ...o,
  group: group_key,
  status_name: OPTION_STATUS[o.status as 1 | 2] ?? '',
});

/** Every dictionary with its options, in the declared order of the groups. */
export async function allOptionGroups(db: Db): Promise<OptionGroup[]> {
  const dict = await loadDictionary(db);
  return DICTIONARIES.map((d) => ({
    group: d.key,
    title: d.title,
    options: (dict.get(d.key) ?? []).map((o) => view(d.key, o)),
  }));
}

/** The options of one group. */
export async function groupOptions(db: Db, key: string): Promise<OptionView[]> {
  return ((await loadDictionary(db, [key])).get(key) ?? []).map((o) => view(key, o));
}

// every change forgets the cached copy lists read, so it shows at once
async function change<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await inTx(db, fn);
  } finally {
    dictionaryLabels.forget();
  }
}

/** The group's options, locked until the transaction ends, so concurrent edits of one group take turns. */
async function lockGroup(tx: Tx, key: string) {
  return tx
    .select()
    .from(options)
    .where(eq(options.group_key, key))
    .orderBy(asc(options.sort), asc(options.value))
    .for('update');
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

/** Adds an option at the end of its group; values are never reused. */
export async function addOption(db: Db, userId: number, b: ParsedOf<typeof optionRoutes.add>) {
  return change(db, async (tx) => {
    const existing = await lockGroup(tx, b.group);
    if (existing.length >= OPTIONS_PER_GROUP_MAX) throw invalid(`每个分组最多${OPTIONS_PER_GROUP_MAX}个选项`);
    await checkLabel(tx, b.group, b.label);
    // a new option takes the next number after every value ever given
    const value = Math.max(0, ...existing.map((o) => o.value)) + 1;
    const sort = Math.max(0, ...existing.map((o) => o.sort)) + 1;
    const [row] = await tx
      .insert(options)
      .values({ group_key: b.group, value, label: b.label, sort, status: b.status })
      .returning({ option_id: options.option_id });
    await writeLog(tx, {
      entity: 'option',
      record_id: row.option_id,
      action: 'add',
      user_id: userId,
      content: `在「${titleOf(b.group)}」中新建选项「${b.label}」`,
    });
    return { option_id: row.option_id, value };
  });
}

/** Renames an option (its value stays). */
export async function renameOption(db: Db, { userId, now }: Change, b: ParsedOf<typeof optionRoutes.update>) {
  await change(db, async (tx) => {
    const o = await loadOption(tx, b.option_id);
    if (o.label === b.label) return;
    await checkLabel(tx, o.group_key, b.label, o.option_id);
    await tx.update(options).set({ label: b.label, update_time: now }).where(eq(options.option_id, o.option_id));
    await writeLog(tx, {
      entity: 'option',
      record_id: o.option_id,
      action: 'update',
      user_id: userId,
      content: `将「${titleOf(o.group_key)}」的选项「${o.label}」改名为「${b.label}」`,
    });
  });
}

/** Enables or disables an option; a group keeps at least one enabled. */
export async function setOptionStatus(db: Db, { userId, now }: Change, b: ParsedOf<typeof optionRoutes.setStatus>) {
  await change(db, async (tx) => {
    const o = await loadOption(tx, b.option_id);
    if (o.status === b.status) return;
    if (b.status === OPTION_DISABLED) {
      const group = await lockGroup(tx, o.group_key);
      if (!group.some((x) => x.option_id !== o.option_id && x.status === OPTION_ENABLED))
        throw invalid(`「${titleOf(o.group_key)}」至少要保留一个启用的选项`);
    }
    await tx.update(options).set({ status: b.status, update_time: now }).where(eq(options.option_id, o.option_id));
    const verb = b.status === OPTION_ENABLED ? '启用' : '停用';
    await writeLog(tx, {
      entity: 'option',
      record_id: o.option_id,
      action: 'status',
      user_id: userId,
      content: `${verb}了「${titleOf(o.group_key)}」的选项「${o.label}」`,
    });
  });
}

/** The whole new order of a group: every option once. */
export async function sortOptions(db: Db, { userId, now }: Change, b: ParsedOf<typeof optionRoutes.sort>) {
  await change(db, async (tx) => {
    const existing = await lockGroup(tx, b.group);
    const ids = new Set(existing.map((o) => o.option_id));
    if (b.option_ids.length !== ids.size || b.option_ids.some((id) => !ids.has(id)))
      throw invalid('选项顺序应包含该分组的全部选项，且每项一次，请刷新后重试');
    const order = sql.join(
      b.option_ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
      sql` `,
    );
    await tx
      .update(options)
      .set({ sort: sql`case ${options.option_id} ${order} end`, update_time: now })
      .where(eq(options.group_key, b.group));
    await writeLog(tx, {
      entity: 'option',
      record_id: 0,
      action: 'sort',
      user_id: userId,
      content: `调整了「${titleOf(b.group)}」的选项顺序`,
    });
  });
}
