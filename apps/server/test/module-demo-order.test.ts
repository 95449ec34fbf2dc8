import { describe, expect, it } from 'vitest';
import { defineModule, demoOrder, loadModules, registerModules, type ServerModule } from '../src/core/module.ts';
import type { App } from '../src/core/types.ts';

// A module's demo names the demos it must follow (`demo.after`); the demos are written in an order that honours
// every name, and a name that cannot be honoured stops the server from starting.

const withDemo = (name: string, after?: string[]) =>
  defineModule({ name, register: () => {}, demo: { after, seed: async () => {} } });
const names = (modules: ServerModule[]) => modules.map((m) => m.name);

describe('the order of the demos', () => {
  it('writes each demo after the ones it names, and otherwise in the order given', () => {
    const modules = [
      withDemo('a', ['d']),
      withDemo('b'),
      defineModule({ name: 'c', register: () => {} }),
      withDemo('d', ['b']),
      withDemo('e'),
    ];
    expect(names(demoOrder(modules))).toEqual(['b', 'd', 'a', 'e']);
  });

  it("honours every module's declaration: contracts after customers and products, invoices after contracts", async () => {
    const ordered = names(demoOrder(await loadModules()));
    const before = (first: string, then: string) =>
      expect(ordered.indexOf(first), `${first} before ${then}`).toBeLessThan(ordered.indexOf(then));
    for (const m of await loadModules()) for (const name of m.demo?.after ?? []) before(name, m.name);
    before('crm', 'contract');
    before('sales', 'contract');
    before('contract', 'invoice');
    expect(ordered[0]).toBe('crm');
  });

  it('refuses a name that is not a module with a demo', () => {
    expect(() => demoOrder([withDemo('contract', ['crm', 'salse']), withDemo('crm')])).toThrow(
      'modules/contract: demo.after names salse, which is not a module with a demo',
    );
  });

  it('refuses demos that wait on each other, naming them', () => {
    const modules = [withDemo('a', ['c']), withDemo('b'), withDemo('c', ['a']), withDemo('d', ['b'])];
    expect(() => demoOrder(modules)).toThrow('demo.after makes a cycle: no order writes the demos of a, c');
    expect(() => demoOrder([withDemo('a', ['a'])])).toThrow('demo.after makes a cycle');
  });

  it('fails at start-up, before any module is registered, not only when the demo is written', async () => {
    let registered = 0;
    const count = (name: string, after: string[]) =>
      defineModule({ name, register: () => void registered++, demo: { after, seed: async () => {} } });
    await expect(
      registerModules({} as App, { entities: new Map() }, [count('a', ['b']), count('b', ['a'])]),
    ).rejects.toThrow('demo.after makes a cycle');
    await expect(registerModules({} as App, { entities: new Map() }, [count('a', ['nowhere'])])).rejects.toThrow(
      'demo.after names nowhere',
    );
    expect(registered).toBe(0);
  });
});
