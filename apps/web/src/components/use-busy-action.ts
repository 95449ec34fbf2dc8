import { useState } from 'react';
import { useSubmissionKey } from './use-submission-key.ts';

/**
 * A dialog's 确定: `busy` while `run` works. A refusal is shown by the HTTP client and leaves the dialog open
 * with what was entered. `submissionKey()` is the `Idempotency-Key` for the one create `run` sends: the same on a
 * second click or a retry, new after a success.
 */
export function useBusyAction<A extends unknown[]>(run: (...args: A) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const submission = useSubmissionKey();
  const act = async (...args: A) => {
    setBusy(true);
    try {
      await run(...args);
      submission.renew();
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return [busy, act, submission.key] as const;
}
