import { HOME_PATH, ROUTE_BY_NAME, STORAGE_KEYS } from '@suwork/domain';

/** One visited page in the tab bar; `path` keeps the query of the last visit. */
export type WorkTab = { name: string; path: string };

export const HOME_TAB: WorkTab = { name: ROUTE_BY_NAME.get('home')?.meta.title ?? '工作台', path: HOME_PATH };

/** Tabs are one per page: the same path with another query reuses the tab. */
export const tabKey = (path: string): string => {
  const bare = path.split(/[?#]/)[0].replace(/\/+$/, '');
  return (bare || '/').toLowerCase();
};

const isTab = (v: unknown): v is WorkTab =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as WorkTab).name === 'string' &&
  typeof (v as WorkTab).path === 'string' &&
  (v as WorkTab).path.startsWith('/');

/** Any stored value to a valid list: the workbench first, no duplicates, junk dropped. */
export function normaliseTabs(raw: unknown): WorkTab[] {
  const list = Array.isArray(raw) ? raw.filter(isTab) : [];
  const out: WorkTab[] = [HOME_TAB];
  const seen = new Set([tabKey(HOME_PATH)]);
  for (const t of list) {
    const key = tabKey(t.path);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name: t.name, path: t.path });
  }
  return out;
}

/** Adds a tab, or refreshes the name and query of the tab already open for that page. */
export function openTab(tabs: readonly WorkTab[], tab: WorkTab): WorkTab[] {
  const key = tabKey(tab.path);
  const i = tabs.findIndex((t) => tabKey(t.path) === key);
  if (i === -1) return [...tabs, tab];
  if (tabs[i].path === tab.path && tabs[i].name === tab.name) return [...tabs];
  const next = [...tabs];
  next[i] = key === tabKey(HOME_PATH) ? { ...HOME_TAB, path: tab.path } : tab;
  return next;
}

export const isClosable = (tab: WorkTab): boolean => tabKey(tab.path) !== tabKey(HOME_PATH);

/** How many pages stay open, the workbench included: past it the page opened longest ago is closed. */
export const MAX_TABS = 12;

/**
 * At most MAX_TABS: the earliest opened tabs are closed first, never the workbench nor the page on screen
 * (`activePath`).
 */
export function limitTabs(tabs: readonly WorkTab[], activePath: string, max = MAX_TABS): WorkTab[] {
  const out = [...tabs];
  const active = tabKey(activePath);
  while (out.length > max) {
    const i = out.findIndex((t) => isClosable(t) && tabKey(t.path) !== active);
    if (i === -1) break;
    out.splice(i, 1);
  }
  return out;
}

/**
 * The page `fromPath` gave way to `tab` (a saved 新建 form to the record it made): `tab` takes its place, or, when
 * `tab` is open already, the old one is closed.
 */
export function replaceTab(tabs: readonly WorkTab[], fromPath: string, tab: WorkTab): WorkTab[] {
  const from = tabKey(fromPath);
  const i = tabs.findIndex((t) => tabKey(t.path) === from);
  if (i === -1 || !isClosable(tabs[i])) return openTab(tabs, tab);
  const rest = tabs.filter((_, j) => j !== i);
  if (rest.some((t) => tabKey(t.path) === tabKey(tab.path))) return openTab(rest, tab);
  return [...rest.slice(0, i), tab, ...rest.slice(i)];
}

/** Closes a tab (never the workbench). When it is the one on screen, `next` is the path of the tab before it. */
export function closeTab(
  tabs: readonly WorkTab[],
  path: string,
  activePath: string,
): { tabs: WorkTab[]; next?: string } {
  const key = tabKey(path);
  const i = tabs.findIndex((t) => tabKey(t.path) === key);
  if (i === -1 || !isClosable(tabs[i])) return { tabs: [...tabs] };
  const rest = tabs.filter((_, j) => j !== i);
  if (tabKey(activePath) !== key) return { tabs: rest };
  return { tabs: rest, next: (rest[i - 1] ?? HOME_TAB).path };
}

/** Keeps the workbench and the given tab. */
export function closeOtherTabs(tabs: readonly WorkTab[], keepPath: string): WorkTab[] {
  const key = tabKey(keepPath);
  return normaliseTabs(tabs.filter((t) => tabKey(t.path) === key));
}

/**
 * Whose tabs are kept: the user id of the member who opened them, beside the list (workTab stays the list of
 * { name, path }). Tabs never pass from one member to the next, even when nobody signed out in between.
 */
export const TAB_OWNER_KEY = `${STORAGE_KEYS.workTab}Owner`;

export function loadTabs(storage: Storage = localStorage): WorkTab[] {
  try {
    return normaliseTabs(JSON.parse(storage.getItem(STORAGE_KEYS.workTab) ?? '[]'));
  } catch {
    return normaliseTabs([]);
  }
}

export function saveTabs(tabs: readonly WorkTab[], storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.workTab, JSON.stringify(tabs));
}

/** Back to the workbench alone (on sign-out). */
export function resetTabs(storage: Storage = localStorage): void {
  saveTabs([HOME_TAB], storage);
}

/**
 * Called once the signed-in member is known, before the tab bar reads its tabs: the kept tabs stay when
 * they are this member's, else (another member's, or of nobody known) they are dropped for the workbench
 * alone, and the member becomes their owner.
 */
export function claimTabs(userId: number, storage: Storage = localStorage): void {
  const owner = String(userId);
  if (storage.getItem(TAB_OWNER_KEY) === owner) return;
  resetTabs(storage);
  storage.setItem(TAB_OWNER_KEY, owner);
}
