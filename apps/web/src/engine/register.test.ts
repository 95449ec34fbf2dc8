import { ROUTE_BY_NAME } from '@suwork/domain';
import { ENTITIES } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { entityPageLoaders, listExtension } from './register.ts';

describe('entity pages', () => {
  it('every route an entity names is a catalogue route', () => {
    for (const def of ENTITIES)
      for (const name of Object.values(def.routes)) expect(ROUTE_BY_NAME.has(name), `${def.key}: ${name}`).toBe(true);
  });

  it('binds each route to the engine page of its entity', async () => {
    const loaders = entityPageLoaders(ENTITIES);
    expect((await loaders.customer()).displayName).toBe('EntityListPage(customer)');
    expect((await loaders.addContactsUser()).displayName).toBe('EntityAddPage(contact)');
    expect((await loaders.editClue()).displayName).toBe('EntityEditPage(clue)');
    expect((await loaders.clueInfo()).displayName).toBe('EntityDetailPage(clue)');
  });

  it('binds the public pool routes to the same pages in the pool view', async () => {
    const loaders = entityPageLoaders(ENTITIES);
    expect((await loaders.publicCustomer()).displayName).toBe('EntityListPage(customer:pool)');
    expect((await loaders.addPublicCustomer()).displayName).toBe('EntityAddPage(customer:pool)');
    expect((await loaders.editPublicCustomer()).displayName).toBe('EntityEditPage(customer:pool)');
    expect((await loaders.publicCustomerInfo()).displayName).toBe('EntityDetailPage(customer:pool)');
    expect((await loaders.publicClues()).displayName).toBe('EntityListPage(clue:pool)');
    expect((await loaders.publicClueInfo()).displayName).toBe('EntityDetailPage(clue:pool)');
  });

  it('the list rows get the links that open by id only (those with a query of their own are for the detail page)', () => {
    const byId = {
      key: 'transfer',
      label: '转客户',
      node: 'customer_clues_transfer' as const,
      route: 'transferCustomer',
    };
    const byQuery = { ...byId, key: 'contract', query: () => ({ chance_id: 1 }) };
    expect(listExtension({ recordLinks: [byId, byQuery] })?.recordLinks).toEqual([byId]);
    const plain = { recordLinks: [byId] };
    expect(listExtension(plain)).toBe(plain);
    expect(listExtension(undefined)).toBeUndefined();
  });
});
