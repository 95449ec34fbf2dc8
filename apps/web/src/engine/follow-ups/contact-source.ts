import { ENTITIES, type EntityDef } from '@suwork/domain/entities';

/** Contacts offered by the follow-up form: the 联系人 entity and its reference field pointing at the record's entity. */
export type ContactSource = { entity: EntityDef; field: string };

const CONTACT_ENTITY = 'contact';

/** For a customer: contacts whose 客户名称 (enterprise_id) is the customer; other entities type the contact in. */
export function contactSourceOf(def: Pick<EntityDef, 'key'>): ContactSource | undefined {
  const contact = ENTITIES.find((e) => e.key === CONTACT_ENTITY);
  const field = contact?.fields.find((f) => f.type === 'reference' && f.entity === def.key);
  return contact && field ? { entity: contact, field: field.key } : undefined;
}
