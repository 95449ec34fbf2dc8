import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBusyAction } from './use-busy-action.ts';
import { useSubmissionKey } from './use-submission-key.ts';

describe('useSubmissionKey', () => {
  it('keeps one key through a refused create and renews it after a successful one', async () => {
    const { result } = renderHook(() => useSubmissionKey());
    const sent: string[] = [];
    const create = (refuse: boolean) => async (key: string) => {
      sent.push(key);
      if (refuse) throw new Error('refused');
    };
    await expect(result.current.send(create(true))).rejects.toThrow('refused');
    await result.current.send(create(false));
    await result.current.send(create(false));
    expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[0]);
  });

  it('starts a new submission when its scope changes (another dialog opened)', () => {
    const { result, rerender } = renderHook(({ scope }) => useSubmissionKey(scope), {
      initialProps: { scope: { kind: 'group' } as object },
    });
    const first = result.current.key();
    expect(result.current.key()).toBe(first);
    rerender({ scope: { kind: 'tag' } });
    expect(result.current.key()).not.toBe(first);
  });
});

describe('useBusyAction', () => {
  it('gives run the same key on a second click after a refusal, and a new one after a success', async () => {
    const keys: string[] = [];
    let refuse = true;
    const { result } = renderHook(() => {
      const [busy, act, key] = useBusyAction(async () => {
        keys.push(key());
        if (refuse) throw new Error('refused');
      });
      return { busy, act };
    });
    await act(() => result.current.act());
    refuse = false;
    await act(() => result.current.act());
    await act(() => result.current.act());
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
