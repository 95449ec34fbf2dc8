import type { EntityDef } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { entityApi } from '../entity-api.ts';
import { recordTitle } from '../field-model.ts';
import type { ContactSource } from './contact-source.ts';
import type { ContactOption } from './follow-form.ts';

/** Contacts listed at most (one page of the contact list). */
const CONTACTS_MAX = 100;

async function loadContacts(
  entity: EntityDef,
  field: string,
  recordId: number,
  signal: AbortSignal,
): Promise<ContactOption[]> {
  const res = await entityApi(entity).list({ [field]: recordId, page: 1, limit: CONTACTS_MAX }, { signal });
  return res.data.map((row) => ({ value: row.id, label: recordTitle(entity, row) }));
}

/** The contacts of one record (a customer's) as select options; nothing is loaded without a source. */
export function useContactOptions(source: ContactSource | undefined, recordId: number) {
  const of = source?.value ?? recordId;
  return useQuery({
    queryKey: ['entity', source?.entity.key ?? '', 'contactsOf', source?.field ?? '', of],
    queryFn: ({ signal }) => (source ? loadContacts(source.entity, source.field, of, signal) : Promise.resolve([])),
    enabled: source !== undefined,
    staleTime: 30_000,
  });
}
