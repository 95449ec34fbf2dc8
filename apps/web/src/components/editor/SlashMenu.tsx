import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
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
  const { items, rect, choose } = view;
  const [picked, setPicked] = useState({ items, index: 0 });
  // a new list starts at its first entry
  const index = picked.items === items ? picked.index : 0;
  const current = useRef({ items, index, choose });
  current.current = { items, index, choose };

  // registered before paint, so a key pressed right after the list changes reaches this list
  useLayoutEffect(() => {
    keys.current = (event) => {
      const { items: list, index: at, choose: apply } = current.current;
      if (!list.length) return false;
      if (event.key === 'ArrowDown') setPicked({ items: list, index: (at + 1) % list.length });
      else if (event.key === 'ArrowUp') setPicked({ items: list, index: (at + list.length - 1) % list.length });
      else if (event.key === 'Enter') apply(list[Math.min(at, list.length - 1)]);
      else return false;
      return true;
    };
    return () => {
      keys.current = () => false;
    };
  }, [keys]);

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
            onMouseEnter={() => setPicked({ items, index: i })}
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
