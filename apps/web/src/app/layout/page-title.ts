import { createContext, useContext, useEffect } from 'react';

/** Set by the shell; a page calls usePageTitle to show another title than its route's. */
export const PageTitleContext = createContext<(title: string | undefined) => void>(() => {});

export function usePageTitle(title: string | undefined): void {
  const set = useContext(PageTitleContext);
  useEffect(() => {
    set(title);
    return () => set(undefined);
  }, [set, title]);
}
