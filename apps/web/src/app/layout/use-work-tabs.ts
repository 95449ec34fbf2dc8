import { HOME_PATH, type AppRoute } from '@suwork/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { closeOtherTabs, closeTab, HOME_TAB, loadTabs, openTab, saveTabs, type WorkTab } from '../work-tabs.ts';

/** The tab list of the shell: the current catalogue page is added on every visit, kept in localStorage workTab. */
export function useWorkTabs(route: AppRoute | undefined, fullPath: string) {
  const navigate = useNavigate();
  const [tabs, setTabs] = useState<WorkTab[]>(loadTabs);

  useEffect(() => {
    if (route) setTabs((prev) => openTab(prev, { name: route.meta.title, path: fullPath }));
  }, [route, fullPath]);

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
