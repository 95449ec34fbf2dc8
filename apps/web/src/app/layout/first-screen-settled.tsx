import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Whether the signed-in page's first screen has shown. Until then the shell's own requests (unread messages,
 * notices, the abnormal reminder, the realtime socket) wait, so that they do not compete with the page's code and
 * data for the connection and the main thread. Outside the shell (a part shown alone) nothing waits.
 */
const Settled = createContext(true);
const Settle = createContext<() => void>(() => undefined);

export const useFirstScreenSettled = (): boolean => useContext(Settled);

/** Past this, the shell's own requests start even if the page has not shown (a page that failed to load). */
const SETTLE_AT_LATEST_MS = 5000;

/** Holds whether the first screen has shown, for the shell inside it; only the parts waiting on it render again. */
export function FirstScreenGate({ children }: { children: ReactNode }) {
  const [settled, setSettled] = useState(false);
  const [settle] = useState(() => () => startTransition(() => setSettled(true)));
  useEffect(() => {
    const timer = setTimeout(settle, SETTLE_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, [settle]);
  return (
    <Settled.Provider value={settled}>
      <Settle.Provider value={settle}>{children}</Settle.Provider>
    </Settled.Provider>
  );
}

/** Placed beside the page inside its Suspense boundary: once the page has shown and the browser is idle, settles. */
export function SettleWhenShown() {
  const settled = useContext(Settled);
  const settle = useContext(Settle);
  useEffect(() => {
    if (settled) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(settle, 0);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(settle, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }, [settled, settle]);
  return null;
}
