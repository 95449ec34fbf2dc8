import { ERR } from '@suwork/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamMembers } from '../../db/schema.ts';
import { fail, invalid } from '../envelope.ts';
import { ownedBy, ownerOfParent } from '../kit/owner.ts';
import type { SessionUser } from '../sessions.ts';
import { checkAttachments } from './attachments.ts';
import { checkChosenOptions, dictFields, loadDictionary, loadEntityDictionary } from './dictionary.ts';
import { recordScope, type EntityContext } from './entity-context.ts';
import { loadRecord } from './entity-reads.ts';
import { checkReferences } from './entity-references.ts';
import { hooksOf } from './hooks.ts';
import { missingRequiredField } from './input-schema.ts';
import { andAll } from './list-query.ts';
import { writeLog } from './operation-log.ts';
import { applyLines, sameLines } from './product-lines.ts';
import { refuseReadOnly } from './read-only.ts';
import { applyRows, checkRowChoices, rowDictGroups, rowsFields, sameRows } from './rows.ts';
import { displayValue, type LogLabels } from './serialize.ts';
import { checkTags, tagFields, tagNamesOf } from './tag-values.ts';

// The writes of an entity within the member's data scope: add, update and delete, each in one transaction with its
// checks, the entity's hooks and its operation log.

type Row = Record<string, unknown>;

/** A pooled record's owner: nobody, in no department. */
const NO_OWNER = { user_id: 0, dept_id: 0 };

/** The entity's hooks, read when used (so that hooks registered after the service count). */
const hooks = (ctx: EntityContext) => hooksOf(ctx.app, ctx.def.key);

/** `afterInsert` runs in the same transaction once the record exists (e.g. submitting it into approval). */
export async function addRecord(
  ctx: EntityContext,
  user: SessionUser,
  input: Row,
  afterInsert?: (tx: Db, id: number) => Promise<void>,
): Promise<number> {
  const { def, table, cols, view, app } = ctx;
  const missing = missingRequiredField(def, input, 'add');
  if (missing) throw invalid(missing.required!, missing.key);
  const values: Row = {};
  for (const f of def.fields) {
    if (f.writable !== false && input[f.key] !== undefined) values[f.key] = input[f.key] ?? defaultEmpty(f.type);
    else if (f.defaultValue !== undefined) values[f.key] = f.defaultValue;
  }
  return ctx.db.transaction(async (tx) => {
    const hookCtx = { tx, user };
    await checkReferences(ctx, tx, user, values);
    await checkChoices(ctx, tx, values);
    await checkAttachments(app, tx, def, user, values); // attachments: own uploads only
    await applyLines(tx, def, values);
    applyRows(def, values);
    await hooks(ctx).beforeCreate?.(hookCtx, values);
    values.create_user_id = user.user_id;
    if (view === 'pool') Object.assign(values, { ...ownedBy(NO_OWNER), in_pool: 2, pool_time: app.config.now() });
    else if (def.ownerFrom) Object.assign(values, await ownerOfParent(tx, def, values));
    else if (def.owned) Object.assign(values, ownedBy(user));
    const [created] = (await tx.insert(table).values(values).returning({ id: cols.id })) as { id: number }[];
    await hooks(ctx).afterCreate?.(hookCtx, created.id, values);
    await afterInsert?.(tx, created.id);
    const title = view === 'pool' ? def.pool!.title : def.title;
    await writeLog(tx, {
      entity: def.key,
      record_id: created.id,
      action: 'add',
      user_id: user.user_id,
      content: `新建了${title}：${String(values[def.titleField] ?? '')}`,
    });
    return created.id;
  });
}

/** `afterSave` runs in the same transaction, also when nothing changed (an application resubmitted as it was). */
export async function updateRecord(
  ctx: EntityContext,
  user: SessionUser,
  id: number,
  input: Row,
  afterSave?: (tx: Db) => Promise<void>,
): Promise<void> {
  const { def, app } = ctx;
  const missing = missingRequiredField(def, input, 'update');
  if (missing) throw invalid(missing.required!, missing.key);
  await ctx.db.transaction(async (tx) => {
    const hookCtx = { tx, user };
    const before = await loadRecord(ctx, tx, user, id);
    await refuseReadOnly(tx, def, [id], '修改');
    // lines are priced first, so that lines priced as they were are no change
    const given = { ...input };
    await applyLines(tx, def, given, before);
    applyRows(def, given);
    const changes: Row = {};
    // the total of lines is written by the server even where it is not writable
    const sums = new Set(def.fields.flatMap((f) => (f.sumInto ? [f.sumInto] : [])));
    for (const f of def.fields.filter((x) => x.writable !== false || sums.has(x.key))) {
      if (given[f.key] === undefined) continue;
      const next = given[f.key] ?? defaultEmpty(f.type);
      if (!sameValue(f.type, before[f.key], next)) changes[f.key] = next;
    }
    await checkReferences(ctx, tx, user, changes);
    // only changed values: a record keeps an option disabled after it was chosen
    const labels = await checkChoices(ctx, tx, changes);
    // the log names the tags a record had as well as those it gets
    const tagsBefore = tagFields(def).flatMap((f) =>
      f.key in changes && Array.isArray(before[f.key]) ? (before[f.key] as number[]) : [],
    );
    for (const [id, name] of await tagNamesOf(tx, tagsBefore)) labels.tagNames?.set(id, name);
    await checkAttachments(app, tx, def, user, changes, before); // attachments: own uploads or already attached
    await checkTreeMove(ctx, tx, id, changes);
    await hooks(ctx).beforeUpdate?.(hookCtx, before, changes);
    if (Object.keys(changes).length > 0) await saveChanges(ctx, tx, user, id, before, changes, labels);
    await afterSave?.(tx);
  });
}

/** Writes the changes of a record and their log line. */
async function saveChanges(
  ctx: EntityContext,
  tx: Db,
  user: SessionUser,
  id: number,
  before: Row,
  changes: Row,
  labels: LogLabels,
) {
  const { def, tz } = ctx;
  await tx
    .update(ctx.table)
    .set({ ...changes, update_time: ctx.app.config.now() })
    .where(eq(ctx.cols.id, id));
  const diff = Object.keys(changes).map((k) => ({
    field: k,
    label: def.fields.find((f) => f.key === k)!.label,
    before: displayValue(def, k, before[k], tz, labels),
    after: displayValue(def, k, changes[k], tz, labels),
  }));
  await writeLog(tx, {
    entity: def.key,
    record_id: id,
    action: 'update',
    user_id: user.user_id,
    content: diff.map((d) => `将 ${d.label} 由「${d.before}」修改为「${d.after}」`).join('；'),
    diff,
  });
}

/** Deletes all the given records or none: one out of scope fails the whole request. */
export async function deleteRecords(ctx: EntityContext, user: SessionUser, ids: readonly number[]): Promise<number> {
  const { def, table, cols } = ctx;
  const unique = [...new Set(ids)];
  return ctx.db.transaction(async (tx) => {
    const rows = (await tx
      .select()
      .from(table)
      .where(andAll([inArray(cols.id, unique), recordScope(ctx, user)]))) as Row[];
    if (rows.length !== unique.length) throw fail(ERR.notFound);
    await refuseReadOnly(tx, def, unique, '删除');
    await hooks(ctx).beforeDelete?.({ tx, user }, rows);
    await tx.delete(table).where(inArray(cols.id, unique));
    if (def.features.team)
      await tx.delete(teamMembers).where(and(eq(teamMembers.entity, def.key), inArray(teamMembers.record_id, unique)));
    await writeLog(
      tx,
      rows.map((r) => ({
        entity: def.key,
        record_id: r.id as number,
        action: 'del',
        user_id: user.user_id,
        content: `删除了${def.title}：${String(r[def.titleField] ?? '')}`,
      })),
    );
    return rows.length;
  });
}

/** A tree's record may not move under itself or anything below it (the chain up from its new parent must not meet it). */
async function checkTreeMove({ def, table, cols }: EntityContext, db: Db, id: number, changes: Row): Promise<void> {
  const parentKey = def.tree?.parentKey;
  if (!parentKey || !changes[parentKey]) return;
  const seen = new Set<number>();
  for (let at = changes[parentKey] as number; at && !seen.has(at);) {
    if (at === id) throw invalid(`不能将${def.title}移动到其自身或其下级之下`);
    seen.add(at);
    const [up] = (await db.select({ parent: cols[parentKey] }).from(table).where(eq(cols.id, at))) as {
      parent: number | null;
    }[];
    at = up?.parent ?? 0;
  }
}

/** Dictionary values must be enabled options and tags must exist; returns what was read (labels for the log). */
async function checkChoices({ def }: EntityContext, db: Db, values: Row): Promise<LogLabels> {
  const tagNames = await checkTags(db, def, values);
  const fields = dictFields(def).filter((f) => values[f.key] !== undefined);
  const rowGroups = rowsFields(def).some((f) => values[f.key] !== undefined) ? rowDictGroups(def) : [];
  if (fields.length === 0 && rowGroups.length === 0) return { tagNames };
  const dict =
    rowGroups.length > 0
      ? await loadDictionary(db, [...fields.map((f) => f.dict!), ...rowGroups])
      : await loadEntityDictionary(db, def);
  checkChosenOptions(dict, fields, values);
  checkRowChoices(dict, def, values);
  return { dict, tagNames };
}

function defaultEmpty(type: string): unknown {
  if (
    type === 'members' ||
    type === 'references' ||
    type === 'tags' ||
    type === 'attachments' ||
    type === 'lines' ||
    type === 'rows'
  )
    return [];
  if (['text', 'longText', 'richText', 'phone', 'email', 'region'].includes(type)) return '';
  return null;
}

function sameValue(type: string, a: unknown, b: unknown): boolean {
  if (type === 'lines') return sameLines(a, b);
  if (type === 'rows') return sameRows(a, b);
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  // numeric(14,2) reads back as '12.50'; the input may say '12.5'
  if ((type === 'money' || type === 'percent') && a !== null && b !== null) return Number(a) === Number(b);
  return a === b;
}
