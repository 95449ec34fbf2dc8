import { HOME_PATH, type AppRoute } from '@suwork/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  closeOtherTabs,
  closeTab,
  HOME_TAB,
  limitTabs,
  loadTabs,
  openTab,
  replaceTab,
  saveTabs,
  type WorkTab,
} from '../work-tabs.ts';
import { replacesTab } from '../../components/tabs/replaces-tab.ts';

/**
 * The tab list of the shell: the current catalogue page is added on every visit (in place of the page before when
 * that page handed its tab over, REPLACES_TAB), at most MAX_TABS, kept in localStorage workTab.
 */
export function useWorkTabs(route: AppRoute | undefined, fullPath: string) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const [tabs, setTabs] = useState<WorkTab[]>(loadTabs);
  const previous = useRef(fullPath);

  useEffect(() => {
    const from = previous.current;
    previous.current = fullPath;
    if (!route) return;
    const tab = { name: route.meta.title, path: fullPath };
    setTabs((prev) =>
      limitTabs(replacesTab(state) && from !== fullPath ? replaceTab(prev, from, tab) : openTab(prev, tab), fullPath),
    );
  }, [route, fullPath, state]);

  useEffect(() => saveTabs(tabs), [tabs]);

  const close = useCallback(
    (path: string) => {
      const result = closeTab(tabs, path, fullPath);
      setTabs(result.tabs);
      if (result.next) void navigate(result.next);
    },
    [tabs, fullPath, navigate],
  );

  const closeOthers = useCallback(() => setTabs((prev) => closeOtherTabs(prev, fullPath)), [fullPath]);

  const closeAll = useCallback(() => {
    setTabs([HOME_TAB]);
    void navigate(HOME_PATH);
  }, [navigate]);

  return { tabs, close, closeOthers, closeAll };
}
