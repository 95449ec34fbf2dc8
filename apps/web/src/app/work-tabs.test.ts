import { HOME_PATH, STORAGE_KEYS } from '@suwork/domain';
import { describe, expect, it } from 'vitest';
import {
  claimTabs,
  closeOtherTabs,
  closeTab,
  HOME_TAB,
  isClosable,
  limitTabs,
  loadTabs,
  MAX_TABS,
  normaliseTabs,
  openTab,
  replaceTab,
  resetTabs,
  saveTabs,
  TAB_OWNER_KEY,
  tabKey,
  type WorkTab,
} from './work-tabs.ts';
import { REPLACES_TAB, replacesTab } from '../components/tabs/replaces-tab.ts';

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
    expect(closeTab([HOME_TAB, withQuery, customer], '/customer/customer', '/customer/customer').next).toBe(
      '/customer/clues?page=2',
    );
  });

  it('closing another tab stays on the current page', () => {
    const { tabs, next } = closeTab([HOME_TAB, clues, customer], '/customer/clues', '/customer/customer');
    expect(tabs).toEqual([HOME_TAB, customer]);
    expect(next).toBeUndefined();
  });

  it('close others keeps the workbench and the current tab', () => {
    expect(closeOtherTabs([HOME_TAB, clues, customer, contract], '/customer/customer?x=1')).toEqual([
      HOME_TAB,
      customer,
    ]);
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
    localStorage.setItem(
      STORAGE_KEYS.workTab,
      JSON.stringify([{ name: 1 }, { name: 'x', path: 'no-slash' }, clues, clues]),
    );
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

describe('work tabs after a form is saved', () => {
  const addContract: WorkTab = { name: '新建合同', path: '/customer/addContract?offer_id=4&step=1' };
  const contractInfo: WorkTab = { name: '合同详情', path: '/customer/contractInfo?id=9' };

  it("the saved form's tab becomes the record's, in the same place", () => {
    expect(replaceTab([HOME_TAB, clues, addContract, customer], addContract.path, contractInfo)).toEqual([
      HOME_TAB,
      clues,
      contractInfo,
      customer,
    ]);
  });

  it("when the record's page is open already, the form's tab is closed and that tab shows the record", () => {
    const older = { name: '合同详情', path: '/customer/contractInfo?id=3' };
    expect(replaceTab([HOME_TAB, older, addContract], addContract.path, contractInfo)).toEqual([
      HOME_TAB,
      contractInfo,
    ]);
  });

  it('a page with no tab of its own to hand over opens one as usual', () => {
    expect(replaceTab([HOME_TAB, clues], '/customer/addContract', contractInfo)).toEqual([
      HOME_TAB,
      clues,
      contractInfo,
    ]);
    expect(replaceTab([HOME_TAB], HOME_TAB.path, contractInfo)).toEqual([HOME_TAB, contractInfo]);
  });

  it('only a navigation that says so hands the tab over', () => {
    expect(replacesTab(REPLACES_TAB)).toBe(true);
    for (const state of [undefined, null, 'replace', {}, { workTab: 'open' }]) expect(replacesTab(state)).toBe(false);
  });
});

describe('how many work tabs stay open', () => {
  const pages = (n: number): WorkTab[] =>
    Array.from({ length: n }, (_, i) => ({ name: `页面${i + 1}`, path: `/p/${i + 1}` }));

  it(`at most ${MAX_TABS} with the workbench: the one opened longest ago is closed first`, () => {
    expect(MAX_TABS).toBe(12);
    const eleven = [HOME_TAB, ...pages(11)];
    expect(limitTabs(eleven, '/p/11')).toEqual(eleven);
    const next = openTab(eleven, { name: '页面12', path: '/p/12' });
    expect(limitTabs(next, '/p/12')).toEqual([HOME_TAB, ...pages(12).slice(1)]);
  });

  it('never closes the workbench nor the page on screen, even when that page was opened first', () => {
    const tabs = [HOME_TAB, ...pages(12)];
    expect(limitTabs(tabs, '/p/1?page=2')).toEqual([HOME_TAB, pages(1)[0], ...pages(12).slice(2)]);
    expect(limitTabs([HOME_TAB, ...pages(3)], '/p/1', 2)).toEqual([HOME_TAB, pages(1)[0]]);
  });
});
