import { ROUTE_BY_NAME } from '@suwork/domain';
import { ENTITIES } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { PAGE_LOADERS } from '../app/pages.ts';
import { entityPageLoaders } from './register.ts';

describe('entity pages', () => {
  it('every route an entity names is a catalogue route', () => {
    for (const def of ENTITIES) for (const name of Object.values(def.routes)) expect(ROUTE_BY_NAME.has(name), `${def.key}: ${name}`).toBe(true);
  });

  it('customer, contact and clue routes are served by the engine', () => {
    for (const name of ['customer', 'addCustomer', 'editCustomer', 'customerInfo', 'contactsUser', 'addContactsUser', 'editContactsUser', 'contactsUserInfo', 'clues', 'addClue', 'editClue', 'clueInfo']) {
      expect(PAGE_LOADERS[name], name).toBeTypeOf('function');
    }
  });

  it('binds each route to the engine page of its entity', async () => {
    const loaders = entityPageLoaders(ENTITIES);
    expect((await loaders.customer()).displayName).toBe('EntityListPage(customer)');
    expect((await loaders.addContactsUser()).displayName).toBe('EntityAddPage(contact)');
    expect((await loaders.editClue()).displayName).toBe('EntityEditPage(clue)');
    expect((await loaders.clueInfo()).displayName).toBe('EntityDetailPage(clue)');
  });
});
