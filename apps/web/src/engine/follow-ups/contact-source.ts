import { entityByKey, type EntityDef } from '@suwork/domain/entities';

/**
 * Contacts offered by the follow-up form: the entity listing them, its reference field, and the value that field
 * must hold (default: the id of the record followed up).
 */
export type ContactSource = { entity: EntityDef; field: string; value?: number };

/**
 * As the entity declares it (EntityDef.followContacts: a customer's contacts by 客户名称; an opportunity's through
 * its customer, read from `row`); others type the contact in.
 */
export function contactSourceOf(
  def: Pick<EntityDef, 'followContacts'>,
  row?: Record<string, unknown>,
): ContactSource | undefined {
  const declared = def.followContacts;
  if (!declared) return undefined;
  const value = declared.via && row ? Number(row[declared.via]) || undefined : undefined;
  return { entity: entityByKey(declared.entity), field: declared.field, value };
}
