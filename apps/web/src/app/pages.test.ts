import { ROUTES } from '@suwork/domain';
import { describe, expect, it } from 'vitest';
import type { WebModule } from './web-module.ts';
import { ENTITY_EXTENSIONS, PAGE_LOADERS } from './pages.ts';

const modules = import.meta.glob<WebModule>('../modules/*/module.ts', { eager: true, import: 'default' });

describe('web modules', () => {
  it('each give their pages under route names of the catalogue, no name claimed by two modules', () => {
    const routeNames = new Set(ROUTES.map((r) => r.name));
    const owner = new Map<string, string>();
    for (const [file, module] of Object.entries(modules)) {
      for (const name of Object.keys(module.pages ?? {})) {
        expect(routeNames.has(name), `${file}: ${name}`).toBe(true);
        expect(owner.get(name), `${name} in ${file} and ${owner.get(name)}`).toBeUndefined();
        owner.set(name, file);
      }
    }
    for (const name of owner.keys())
      expect(PAGE_LOADERS[name]).toBe(Object.values(modules).find((m) => m.pages?.[name])!.pages![name]);
  });

  it('are all found: the pages of 客户, 审批, 云文档, 部门 and sign-in are real', () => {
    for (const name of [
      'customer',
      'dashboard',
      'examine',
      'mySpace',
      'dept',
      'login',
      'auditLog',
      'handover',
      'fileView',
    ])
      expect(PAGE_LOADERS[name], name).toBeTypeOf('function');
  });

  it('add to one entity together: the 回款记录 keeps the CRM’s 确认到账 and 作废 beside finance’s 银行流水匹配', () => {
    const receivable = ENTITY_EXTENSIONS.receivable;
    expect(receivable.detailActions?.map((a) => a.key)).toContain('confirm');
    expect(receivable.recordCommands?.map((c) => c.key)).toContain('void');
    expect(receivable.listTools?.map((t) => t.key)).toEqual(['statement']);
  });
});

describe('entity pages', () => {
  it('customer, contact and clue routes are served by the engine', () => {
    for (const name of [
      'customer',
      'addCustomer',
      'editCustomer',
      'customerInfo',
      'contactsUser',
      'addContactsUser',
      'editContactsUser',
      'contactsUserInfo',
      'clues',
      'addClue',
      'editClue',
      'clueInfo',
    ]) {
      expect(PAGE_LOADERS[name], name).toBeTypeOf('function');
    }
  });

  it('the CRM pages are registered: dashboard and transferCustomer', () => {
    for (const name of ['dashboard', 'transferCustomer', 'publicCustomer', 'publicClues'])
      expect(PAGE_LOADERS[name], name).toBeTypeOf('function');
  });
});
