import type { EntityDef, Field } from '@suwork/domain/entities';
import { entityRoutes } from '@suwork/domain/routes';
import { and, inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { invalid, ok } from '../envelope.ts';
import { serve } from '../serve.ts';
import { currentUser, type App } from '../types.ts';
import { comparesAsName, duplicateKey } from './duplicate-key.ts';
import type { EntityService } from './entity-service.ts';

/** Matches listed per field. */
const MATCH_LIMIT = 20;

/**
 * How a value reads to someone who may not see its record. phone: first 3 and last 4 digits (138****0003);
 * name: first and last character (深****司); anything else: stars.
 */
export function maskValue(value: string, mask: Field['mask']): string {
  const chars = Array.from(value);
  const n = chars.length;
  if (mask === 'phone') {
    const [head, tail] = n >= 8 ? [3, 4] : n >= 5 ? [1, 2] : [0, 0];
    return chars.slice(0, head).join('') + '*'.repeat(n - head - tail) + chars.slice(n - tail).join('');
  }
  if (mask === 'name')
    return n <= 1 ? '*'.repeat(n) : n === 2 ? `${chars[0]}*` : `${chars[0]}${'*'.repeat(n - 2)}${chars[n - 1]}`;
  return '*'.repeat(n);
}

/**
 * POST /api/{controller}/checkDuplicate {field: value...}: records anywhere (not only in the member's scope)
 * with the same value (trimmed; names case-insensitively). Records outside the scope show masked values and no id.
 */
export function registerDuplicateCheck(app: App, def: EntityDef, service: EntityService) {
  const fields = (def.features.duplicateCheck ?? []).map((k) => def.fields.find((f) => f.key === k)!);
  if (fields.length === 0) return;
  const titleField = def.fields.find((f) => f.key === def.titleField)!;

  serve(app, entityRoutes(def).checkDuplicate, async (req) => {
    const user = currentUser(req);
    const input: Record<string, string | undefined> = req.body;
    const asked = fields.filter((f) => input[f.key]);
    if (asked.length === 0) throw invalid(`请填写要查重的${fields.map((f) => f.label).join('、')}`);
    const { cols, table } = service;
    const hits: { field: Field; value: string; row: { id: number; value: string; title: string; owner: number } }[] =
      [];
    for (const f of asked) {
      const v = input[f.key]!;
      const cond = sql`${duplicateKey(f, cols[f.key])} = ${comparesAsName(f) ? sql`lower(${v})` : v}`;
      const owner = def.owned ? cols.owner_user_id : sql<number>`0`;
      const rows = (await app.database.db
        .select({ id: cols.id, value: cols[f.key], title: cols[def.titleField], owner })
        .from(table)
        .where(cond)
        .orderBy(cols.id)
        .limit(MATCH_LIMIT)) as {
        id: number;
        value: string;
        title: string;
        owner: number;
      }[];
      rows.forEach((row) => hits.push({ field: f, value: v, row }));
    }
    const ids = [...new Set(hits.map((h) => h.row.id))];
    const ownerIds = [...new Set(hits.map((h) => h.row.owner).filter((id) => id > 0))];
    const [visibleRows, owners] = await Promise.all([
      ids.length
        ? (app.database.db
            .select({ id: cols.id })
            .from(table)
            .where(and(inArray(cols.id, ids), service.scope(user))) as Promise<{ id: number }[]>)
        : [],
      ownerIds.length
        ? app.database.db
            .select({ id: users.user_id, name: users.user_name })
            .from(users)
            .where(inArray(users.user_id, ownerIds))
        : [],
    ]);
    const visible = new Set(visibleRows.map((r) => r.id));
    const ownerName = new Map(owners.map((o) => [o.id, o.name]));
    return ok(
      hits.map(({ field, row }) => {
        const seen = visible.has(row.id);
        return {
          id: seen ? row.id : null,
          field: field.key,
          label: field.label,
          value: seen ? row.value : maskValue(row.value ?? '', field.mask),
          title: seen ? row.title : maskValue(row.title ?? '', titleField.mask ?? 'name'),
          owner_user_name: ownerName.get(row.owner) ?? '',
          visible: seen,
        };
      }),
    );
  });
}
