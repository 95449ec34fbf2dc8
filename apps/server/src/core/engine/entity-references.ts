import { entityByKey } from '@suwork/domain/entities';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, users } from '../../db/schema.ts';
import { invalid } from '../envelope.ts';
import type { SessionUser } from '../sessions.ts';
import { entityContext, recordScope, type EntityContext } from './entity-context.ts';
import { andAll } from './list-query.ts';
import { rowReferences } from './rows.ts';

type Row = Record<string, unknown>;

/**
 * Referenced records must exist and be within the member's data scope (a reference names its record wherever it is
 * shown: 财务 applies for invoices on customers it does not manage). A rows' `entityBy` column names a document
 * the record acts on (付款明细's 单据), so its entity's page is needed as well. Referenced members must exist.
 */
export async function checkReferences(ctx: EntityContext, db: Db, user: SessionUser, values: Row): Promise<void> {
  for (const f of ctx.def.fields) {
    const v = values[f.key];
    if (v === undefined || v === null || (Array.isArray(v) && v.length === 0)) continue;
    if (f.type === 'reference' || f.type === 'references') {
      const ids = Array.isArray(v) ? (v as number[]) : [v as number];
      const missing = await invisible(ctx, db, user, f.entity!, ids, false);
      if (missing.length > 0) throw invalid(`${f.label}不存在或无权查看`, f.key);
    } else if (f.type === 'member' || f.type === 'members') {
      const ids = [...new Set(Array.isArray(v) ? (v as number[]) : [v as number])];
      const found = await db.select({ id: users.user_id }).from(users).where(inArray(users.user_id, ids));
      if (found.length !== ids.length) throw invalid(`${f.label}中有不存在的成员`, f.key);
    } else if (f.type === 'department') {
      const found = await db
        .select({ id: departments.dept_id })
        .from(departments)
        .where(eq(departments.dept_id, v as number));
      if (found.length === 0) throw invalid(`${f.label}不存在`, f.key);
    }
  }
  const named = rowReferences(ctx.def, values);
  for (const entity of new Set(named.map((r) => r.entity))) {
    const missing = new Set(
      await invisible(
        ctx,
        db,
        user,
        entity,
        named.filter((r) => r.entity === entity).map((r) => r.id),
        true,
      ),
    );
    const first = named.find((r) => r.entity === entity && missing.has(r.id));
    if (first) throw invalid(`${first.at}不存在或无权查看`);
  }
}

/** Of these ids of an entity, those outside the member's data scope (all of them without its page, if `page`). */
async function invisible(
  ctx: EntityContext,
  db: Db,
  user: SessionUser,
  entityKey: string,
  ids: readonly number[],
  page: boolean,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const def = entityByKey(entityKey);
  if (page && !user.nodes.has(def.node)) return unique;
  const target = entityContext(def, db, ctx.tz, 'owned', ctx.app);
  const found = await db
    .select({ id: target.cols.id })
    .from(target.table)
    .where(andAll([inArray(target.cols.id, unique), recordScope(target, user)]));
  const seen = new Set(found.map((r) => r.id as number));
  return unique.filter((id) => !seen.has(id));
}
