import { useState } from 'react';

/**
 * A dialog's 确定: `busy` while `run` works. A refusal is shown by the HTTP client and leaves the dialog open
 * with what was entered.
 */
export function useBusyAction<A extends unknown[]>(run: (...args: A) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const act = async (...args: A) => {
    setBusy(true);
    try {
      await run(...args);
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return [busy, act] as const;
}
