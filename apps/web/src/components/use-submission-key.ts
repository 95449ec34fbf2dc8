import { useEffect, useMemo, useRef } from 'react';
import { newIdempotencyKey } from '../api/idempotency-key.ts';

export type SubmissionKey = {
  /** the `Idempotency-Key` of the submission under way: the same on a retry or a second click */
  key: () => string;
  /** after a success: the next submission is a new one */
  renew: () => void;
  /** runs one create with the key, renewing it once the create succeeds */
  send: <T>(create: (key: string) => Promise<T>) => Promise<T>;
};

/**
 * One key per form submission, so a double click or a retry after a lost answer makes one record: it stays until
 * a submission succeeds (a refused one keeps it; the server lets a corrected resubmission through) and is also
 * new whenever `scope` changes (another dialog opened, another record).
 */
export function useSubmissionKey(scope?: unknown): SubmissionKey {
  const current = useRef<string | undefined>(undefined);
  useEffect(() => {
    current.current = undefined;
  }, [scope]);
  return useMemo(() => {
    const key = () => (current.current ??= newIdempotencyKey());
    const renew = () => {
      current.current = undefined;
    };
    const send = async <T>(create: (key: string) => Promise<T>) => {
      const res = await create(key());
      renew();
      return res;
    };
    return { key, renew, send };
  }, []);
}
