import { entityByKey, type EntityDef } from '@suwork/domain/entities';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import { invalid } from '../envelope.ts';
import { defineHooks } from '../engine/hooks.ts';
import type { WithRegistries } from '../registries.ts';

/**
 * A record chosen beside another must belong to it (the contact, opportunity or quote of a contract: the chosen
 * customer's): record `id` of `def` has `field` = `owner`, else `message`. Nothing chosen passes.
 */
export async function assertBelongs(
  tx: Db,
  def: EntityDef,
  id: unknown,
  field: string,
  owner: unknown,
  message: string,
): Promise<void> {
  if (!id) return;
  const t = tableOf(def);
  const c = getTableColumns(t) as Record<string, PgColumn>;
  const [row] = (await tx
    .select({ v: c[field] })
    .from(t)
    .where(eq(c.id, id as number))) as { v: unknown }[];
  if (row?.v !== owner) throw invalid(message);
}

/** The title of record `id` of `def` ('' when there is none), e.g. the customer's name kept on a contract. */
export async function titleOf(tx: Db, def: EntityDef, id: unknown): Promise<string> {
  if (!id) return '';
  const t = tableOf(def);
  const c = getTableColumns(t) as Record<string, PgColumn>;
  const [row] = (await tx
    .select({ v: c[def.titleField] })
    .from(t)
    .where(eq(c.id, id as number))) as { v: unknown }[];
  return String(row?.v ?? '');
}

/**
 * A record's title kept on the records that name it (a customer's name on its opportunities and contracts):
 * renamed with it. `field` is the reference of `def`, `copy` the column holding the title.
 */
export function keepTitleCopy(app: WithRegistries, def: EntityDef, field: string, copy: string): void {
  const source = entityByKey(def.fields.find((f) => f.key === field)!.entity!);
  const t = tableOf(def);
  const c = getTableColumns(t) as Record<string, PgColumn>;
  defineHooks(app, source.key, {
    async beforeUpdate({ tx }, before, changes) {
      const title = changes[source.titleField];
      if (typeof title === 'string')
        await tx
          .update(t)
          .set({ [copy]: title })
          .where(eq(c[field], before.id as number));
    },
  });
}
