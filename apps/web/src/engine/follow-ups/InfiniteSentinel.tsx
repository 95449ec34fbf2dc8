import { Button, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import styles from './follow.module.css';

type Props = {
  loading: boolean;
  onVisible: () => void;
  /** the scrolling box holding the list (default: the window) */
  root?: Element | null;
};

/** Starts loading this far before the end comes into view. */
const AHEAD = '120px';

/** The end of a list that loads more when it scrolls into view (or on 加载更多 where nothing observes). */
export function InfiniteSentinel({ loading, onVisible, root = null }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || loading) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { root, rootMargin: AHEAD },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [loading, root]);

  return (
    <div ref={ref} className={styles.noMore}>
      {loading ? (
        <Spin size="small" />
      ) : (
        <Button type="link" size="small" onClick={onVisible}>
          加载更多
        </Button>
      )}
    </div>
  );
}
