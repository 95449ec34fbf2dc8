import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { SlashMenuView } from './slash-command-extension.ts';
import styles from './SlashMenu.module.css';

type Props = {
  view: SlashMenuView;
  /** the editor sends arrow keys and Enter here while the menu is open */
  keys: RefObject<(event: KeyboardEvent) => boolean>;
};

/** The list under the cursor after `/`: 标题2 /h2 …; 暂无搜索结果 when nothing matches. */
export function SlashMenu({ view, keys }: Props) {
  const [index, setIndex] = useState(0);
  const { items, rect, choose } = view;
  useEffect(() => setIndex(0), [items]);

  useEffect(() => {
    keys.current = (event) => {
      if (!items.length) return false;
      if (event.key === 'ArrowDown') setIndex((i) => (i + 1) % items.length);
      else if (event.key === 'ArrowUp') setIndex((i) => (i + items.length - 1) % items.length);
      else if (event.key === 'Enter') choose(items[Math.min(index, items.length - 1)]);
      else return false;
      return true;
    };
    return () => {
      keys.current = () => false;
    };
  }, [keys, items, index, choose]);

  const place = rect ? { top: rect.bottom + 4, left: rect.left } : undefined;
  return createPortal(
    <div className={styles.menu} style={place} role="listbox" aria-label="插入">
      {items.length === 0 ? (
        <div className={styles.empty}>暂无搜索结果</div>
      ) : (
        items.map((c, i) => (
          <div
            key={c.key}
            role="option"
            aria-selected={i === index}
            className={`${styles.item} ${i === index ? styles.active : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setIndex(i)}
            onClick={() => choose(c)}
          >
            <span>{c.label}</span>
            <span className={styles.key}>/{c.key}</span>
          </div>
        ))
      )}
    </div>,
    document.body,
  );
}
