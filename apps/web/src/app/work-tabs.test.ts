import { HOME_PATH, STORAGE_KEYS } from '@suwork/domain';
import { describe, expect, it } from 'vitest';
import { claimTabs, closeOtherTabs, closeTab, HOME_TAB, isClosable, loadTabs, normaliseTabs, openTab, resetTabs, saveTabs, TAB_OWNER_KEY, tabKey, type WorkTab } from './work-tabs.ts';

const clues: WorkTab = { name: '线索', path: '/customer/clues' };
const customer: WorkTab = { name: '客户', path: '/customer/customer' };
const contract: WorkTab = { name: '合同', path: '/customer/contract' };

describe('work tabs', () => {
  it('always start with the workbench tab 工作台 at /home/home', () => {
    expect(HOME_TAB).toEqual({ name: '工作台', path: HOME_PATH });
    expect(normaliseTabs(undefined)).toEqual([HOME_TAB]);
    expect(normaliseTabs([clues])).toEqual([HOME_TAB, clues]);
  });

  it('the workbench cannot be closed', () => {
    expect(isClosable(HOME_TAB)).toBe(false);
    expect(closeTab([HOME_TAB, clues], HOME_PATH, HOME_PATH)).toEqual({ tabs: [HOME_TAB, clues] });
  });

  it('opening a page adds one tab per page, in visit order', () => {
    let tabs = normaliseTabs([]);
    tabs = openTab(tabs, clues);
    tabs = openTab(tabs, customer);
    tabs = openTab(tabs, clues);
    expect(tabs).toEqual([HOME_TAB, clues, customer]);
  });

  it('revisiting a page with another query keeps its place and remembers the query', () => {
    const tabs = openTab([HOME_TAB, clues, customer], { name: '线索', path: '/customer/clues?page=3' });
    expect(tabs).toEqual([HOME_TAB, { name: '线索', path: '/customer/clues?page=3' }, customer]);
  });

  it('closing the current tab moves to the previous one', () => {
    const { tabs, next } = closeTab([HOME_TAB, clues, customer, contract], '/customer/customer', '/customer/customer');
    expect(tabs).toEqual([HOME_TAB, clues, contract]);
    expect(next).toBe('/customer/clues');
  });

  it('closing the only other tab moves back to the workbench', () => {
    expect(closeTab([HOME_TAB, clues], '/customer/clues', '/customer/clues?page=2').next).toBe(HOME_PATH);
  });

  it('closing the previous tab goes back to its saved query', () => {
    const withQuery = { name: '线索', path: '/customer/clues?page=2' };
    expect(closeTab([HOME_TAB, withQuery, customer], '/customer/customer', '/customer/customer').next).toBe('/customer/clues?page=2');
  });

  it('closing another tab stays on the current page', () => {
    const { tabs, next } = closeTab([HOME_TAB, clues, customer], '/customer/clues', '/customer/customer');
    expect(tabs).toEqual([HOME_TAB, customer]);
    expect(next).toBeUndefined();
  });

  it('close others keeps the workbench and the current tab', () => {
    expect(closeOtherTabs([HOME_TAB, clues, customer, contract], '/customer/customer?x=1')).toEqual([HOME_TAB, customer]);
  });

  it('tab keys ignore query, trailing slash and case', () => {
    expect(tabKey('/customer/Clues/?page=2')).toBe(tabKey('/customer/clues'));
  });

  it('are kept in localStorage workTab and survive junk', () => {
    saveTabs([HOME_TAB, clues]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.workTab) ?? 'null')).toEqual([HOME_TAB, clues]);
    expect(loadTabs()).toEqual([HOME_TAB, clues]);
    localStorage.setItem(STORAGE_KEYS.workTab, '{not json');
    expect(loadTabs()).toEqual([HOME_TAB]);
    localStorage.setItem(STORAGE_KEYS.workTab, JSON.stringify([{ name: 1 }, { name: 'x', path: 'no-slash' }, clues, clues]));
    expect(loadTabs()).toEqual([HOME_TAB, clues]);
  });

  it('reset leaves only the workbench', () => {
    saveTabs([HOME_TAB, clues, customer]);
    resetTabs();
    expect(loadTabs()).toEqual([HOME_TAB]);
  });
});

describe('work tabs belong to one member', () => {
  it('the member who opened them keeps them', () => {
    claimTabs(3);
    saveTabs([HOME_TAB, clues]);
    claimTabs(3);
    expect(loadTabs()).toEqual([HOME_TAB, clues]);
  });

  it('another member signing in (nobody signed out) starts from the workbench alone', () => {
    claimTabs(3);
    saveTabs([HOME_TAB, clues, customer]);
    claimTabs(8);
    expect(loadTabs()).toEqual([HOME_TAB]);
    expect(localStorage.getItem(TAB_OWNER_KEY)).toBe('8');
    // and the first member's tabs do not come back either
    saveTabs([HOME_TAB, contract]);
    claimTabs(3);
    expect(loadTabs()).toEqual([HOME_TAB]);
  });

  it('tabs of nobody known (kept before owners were recorded) are not handed to whoever signs in', () => {
    localStorage.removeItem(TAB_OWNER_KEY);
    saveTabs([HOME_TAB, clues]);
    claimTabs(3);
    expect(loadTabs()).toEqual([HOME_TAB]);
  });
});
