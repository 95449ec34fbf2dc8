import { SIDEBAR_COOKIE } from '@suwork/domain';
import { useCallback, useState } from 'react';
import { readCookie, writeCookie } from '../../api/cookies.ts';
import { currentViewport } from '../../components/use-viewport.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** Open when the member left it open ('1'), closed when they closed it ('0'); by default open only on a wide screen. */
export const readSidebarOpen = (): boolean => {
  const saved = readCookie(SIDEBAR_COOKIE);
  return saved === undefined || saved === '' ? currentViewport() === 'desktop' : saved !== '0';
};

/** Whether the second-level menu is open, remembered in the sidebarStatus cookie as '1' or '0'. */
export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(readSidebarOpen);
  const update = useCallback((next: boolean) => {
    writeCookie(SIDEBAR_COOKIE, next ? '1' : '0', ONE_YEAR_SECONDS);
    setOpen(next);
  }, []);
  return [open, update];
}
