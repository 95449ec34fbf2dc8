import { entityByKey, type EntityDef } from '@suwork/domain/entities';

/** Contacts offered by the follow-up form: the entity listing them and its reference field pointing at the record's entity. */
export type ContactSource = { entity: EntityDef; field: string };

/** As the entity declares it (EntityDef.followContacts: a customer's contacts by 客户名称); others type the contact in. */
export function contactSourceOf(def: Pick<EntityDef, 'followContacts'>): ContactSource | undefined {
  const declared = def.followContacts;
  return declared ? { entity: entityByKey(declared.entity), field: declared.field } : undefined;
}
