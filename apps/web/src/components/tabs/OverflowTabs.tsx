import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, type TabsProps } from 'antd';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import styles from './OverflowTabs.module.css';
import { shiftOf, tabsOutOfView } from './tab-overflow.ts';

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * antd Tabs whose tabs that do not fit the bar are listed under 更多, a button beside the tab list (which holds tabs
 * only): reached with Tab, opened with Enter, a tab chosen with the arrow keys and Enter. Choosing one opens it and
 * moves the focus onto it. Without overflow there is no 更多.
 */
export function OverflowTabs({
  items = [],
  activeKey,
  defaultActiveKey,
  onChange,
  tabBarStyle,
  ...rest
}: Omit<TabsProps, 'renderTabBar'>) {
  const [own, setOwn] = useState(defaultActiveKey);
  const active = activeKey ?? (items.some((i) => i.key === own) ? own : items[0]?.key);
  const barRef = useRef<HTMLDivElement | null>(null);
  const [hidden, setHidden] = useState<string[]>([]);
  const focusNext = useRef<string | null>(null);
  const moreRef = useRef<HTMLButtonElement | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  const measure = useCallback(() => {
    const bar = barRef.current;
    const wrap = bar?.querySelector<HTMLElement>('.ant-tabs-nav-wrap');
    const list = bar?.querySelector<HTMLElement>('.ant-tabs-nav-list');
    if (!wrap || !list) return;
    const start = list.getBoundingClientRect().left;
    const boxes = [...list.querySelectorAll<HTMLElement>('[data-node-key]')].map((tab) => {
      const r = tab.getBoundingClientRect();
      return { key: tab.dataset.nodeKey ?? '', left: r.left - start, width: r.width };
    });
    // the list's final place (it may still be sliding there), and how far the browser scrolled it to show a focused tab
    const out = tabsOutOfView(boxes, shiftOf(list.style.transform) - wrap.scrollLeft, wrap.clientWidth);
    setHidden((prev) => (sameKeys(prev, out) ? prev : out));
  }, []);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const list = bar?.querySelector<HTMLElement>('.ant-tabs-nav-list');
    if (!bar || !list) return;
    measure();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(bar);
    resized?.observe(list);
    // the list slides when a tab is chosen or the wheel scrolls it
    const moved = new MutationObserver(measure);
    moved.observe(list, {
      attributes: true,
      attributeFilter: ['style'],
      childList: true,
      subtree: true,
      characterData: true,
    });
    const wrap = list.parentElement;
    wrap?.addEventListener('scroll', measure);
    return () => {
      resized?.disconnect();
      moved.disconnect();
      wrap?.removeEventListener('scroll', measure);
    };
  }, [measure]);

  useLayoutEffect(() => {
    const key = focusNext.current;
    if (key === null || key !== active) return;
    focusNext.current = null;
    const tabs = barRef.current?.querySelectorAll<HTMLElement>('[data-node-key]') ?? [];
    [...tabs]
      .find((t) => t.dataset.nodeKey === key)
      ?.querySelector<HTMLElement>('[role="tab"]')
      ?.focus();
  }, [active]);

  const select = (key: string) => {
    setOwn(key);
    onChange?.(key);
  };
  const hiddenItems = items.filter((i) => hidden.includes(i.key));

  return (
    <Tabs
      {...rest}
      items={items}
      activeKey={active}
      onChange={select}
      tabBarStyle={{ ...tabBarStyle, marginBottom: 0 }}
      renderTabBar={(props, DefaultTabBar) => (
        <div ref={barRef} className={styles.bar} style={{ marginBottom: tabBarStyle?.marginBottom ?? 16 }}>
          <DefaultTabBar {...props} />
          {hiddenItems.length > 0 && (
            <Dropdown
              trigger={['click']}
              autoFocus
              open={menuOpen}
              onOpenChange={setMenuOpen}
              menu={{
                items: hiddenItems.map((i) => ({ key: i.key, label: i.label })),
                selectable: true,
                selectedKeys: active ? [active] : [],
                onClick: ({ key }) => {
                  focusNext.current = key;
                  setMenuOpen(false);
                  select(key);
                },
                // Escape closes the menu and goes back to 更多
                onKeyDown: (e) => {
                  if (e.key !== 'Escape') return;
                  setMenuOpen(false);
                  moreRef.current?.focus();
                },
              }}
            >
              <Button
                ref={moreRef}
                type="text"
                className={styles.more}
                aria-label="更多"
                aria-haspopup="menu"
                aria-expanded={menuOpen}
              >
                更多
                <DownOutlined aria-hidden />
              </Button>
            </Dropdown>
          )}
        </div>
      )}
    />
  );
}
