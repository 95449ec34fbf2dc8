import { DOUBLE_CLICK_GUARD_MS } from '@suwork/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Double-click guard: `guard(fn)` runs fn on the first call, then ignores calls for `ms`
 * while `blocked` is true (bind it to the button's `disabled`).
 */
export function useClickGuard(ms: number = DOUBLE_CLICK_GUARD_MS) {
  const [blocked, setBlocked] = useState(false);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const guard = useCallback(
    <A extends unknown[]>(fn: (...args: A) => unknown) =>
      (...args: A): void => {
        if (busy.current) return;
        busy.current = true;
        setBlocked(true);
        timer.current = setTimeout(() => {
          busy.current = false;
          setBlocked(false);
        }, ms);
        void fn(...args);
      },
    [ms],
  );

  return { blocked, guard };
}
