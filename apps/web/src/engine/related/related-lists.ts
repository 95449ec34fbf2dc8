import { nodeOf, type NodeName } from '@suwork/domain';
import { entityByKey, type EntityDef } from '@suwork/domain/entities';
import type { QueryParams } from '../../api/http.ts';

/** A related list of a record as its detail page shows it: the records of `target` whose `field` names the record. */
export type RelatedTarget = { key: string; target: EntityDef; field: string };

/** The entity's related lists whose target page the member may open. */
export function relatedTargets(def: EntityDef, can: (node: NodeName) => boolean): RelatedTarget[] {
  return (def.related ?? [])
    .map(({ entity, field }) => ({ key: `related-${entity}-${field}`, target: entityByKey(entity), field }))
    .filter((r) => can(nodeOf(r.target.node)));
}

/** The list query of one page of a related list. */
export const relatedParams = (field: string, parentId: number, page: number, limit: number): QueryParams => ({
  [field]: parentId,
  page,
  limit,
});

/** The tab label: 「商机」 while the count loads, then 「商机 (3)」, or 「商机 (10000+)」 past the counted rows. */
export function relatedLabel(title: string, total?: { count: number; capped?: boolean }): string {
  if (!total) return title;
  return `${title} (${total.count}${total.capped ? '+' : ''})`;
}

/** The target as its related table shows it: without the reference back to the record, which every row shares. */
export function withoutBackReference(target: EntityDef, field: string): EntityDef {
  return { ...target, fields: target.fields.filter((f) => f.key !== field) };
}
