import { Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import styles from './documents.module.css';

type Entry = { id: number; name: string; note?: ReactNode };
type Props = {
  label: string;
  entries: readonly Entry[];
  active: number;
  loading: boolean;
  empty: string;
  onPick: (id: number) => void;
};

/** The spaces of one kind (projects, 分组) as a keyboard-reachable list; the one open is highlighted. */
export function SpaceList({ label, entries, active, loading, empty, onPick }: Props) {
  if (loading && entries.length === 0) return <Spin />;
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <nav aria-label={label}>
      {entries.map((e) => (
        <button
          key={e.id}
          type="button"
          aria-current={e.id === active ? 'true' : undefined}
          className={`${styles.spaceItem} ${e.id === active ? styles.spaceItemActive : ''}`}
          onClick={() => onPick(e.id)}
        >
          <span>{e.name}</span>
          {e.note}
        </button>
      ))}
    </nav>
  );
}
