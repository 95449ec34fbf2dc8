import { isListColumn, type EntityDef, type Field } from '@suwork/domain/entities';

/** How many list fields a card shows when its entity declares no `card`. */
export const CARD_FACTS = 4;

export type CardFields = {
  /** shown as label and value under the name */
  facts: readonly Field[];
  /** an enum shown as a coloured tag beside the name */
  tag?: Field;
};

/**
 * What a record's phone card shows (EntityDef.card): the declared facts and tag, or else the first list fields and
 * the list's `status`. Only list fields: a list page reads no others.
 */
export function cardFields(def: Pick<EntityDef, 'fields' | 'titleField' | 'card'>): CardFields {
  const listed = new Map(def.fields.filter((f) => isListColumn(f) && f.key !== def.titleField).map((f) => [f.key, f]));
  const listedEnum = (key: string | undefined) => {
    const field = key === undefined ? undefined : listed.get(key);
    return field?.type === 'enum' ? field : undefined;
  };
  if (def.card) {
    const tag = listedEnum(def.card.tag);
    return { facts: def.card.facts.flatMap((k) => listed.get(k) ?? []).filter((f) => f !== tag), tag };
  }
  const tag = listedEnum('status');
  return { facts: [...listed.values()].filter((f) => f !== tag).slice(0, CARD_FACTS), tag };
}
