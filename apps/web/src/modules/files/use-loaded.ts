import { useEffect, useState } from 'react';
import { HttpError } from '../../api/http.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; data: T };

const FALLBACK = '文件加载失败，请稍后重试';

/** Runs `load` once per key and keeps its outcome; an answer that arrives after the key changed is dropped. */
export function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; value: Loaded<T> }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, value: { status: 'done', data } }),
      (e: unknown) =>
        !controller.signal.aborted &&
        setState({
          key,
          value: {
            status: 'error',
            message: e instanceof HttpError || e instanceof Error ? e.message || FALLBACK : FALLBACK,
          },
        }),
    );
    return () => controller.abort();
    // `load` is recreated on every render; the key says when the request changes
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberate: see above
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
