import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import type { AppRoute } from '@suwork/domain';
import { Button, Dropdown } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { isClosable, tabKey } from '../work-tabs.ts';
import styles from './Shell.module.css';
import { useWorkTabs } from './use-work-tabs.ts';

const TAB_ACTIONS = [
  { key: 'others', label: '关闭其他' },
  { key: 'all', label: '关闭全部' },
];

/**
 * The visited pages ("work tabs"): links to each, the current one marked, each with its close button, and 关闭其他 /
 * 关闭全部; on a phone (`compact`) one button naming the current page, whose menu switches to another open page or
 * closes them. They are links between pages, not tabs of one page, and say so to assistive technology.
 */
export function WorkTabsBar({
  route,
  fullPath,
  compact = false,
}: {
  route: AppRoute | undefined;
  fullPath: string;
  compact?: boolean;
}) {
  const navigate = useNavigate();
  const { tabs, close, closeOthers, closeAll } = useWorkTabs(route, fullPath);
  const byKey = new Map(tabs.map((t) => [tabKey(t.path), t]));
  const activeKey = route ? tabKey(fullPath) : '';
  const current = useRef<HTMLLIElement>(null);
  // the current page's link stays in view as pages open
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey, tabs.length]);
  const actions = {
    items: TAB_ACTIONS,
    onClick: ({ key }: { key: string }) => (key === 'others' ? closeOthers() : closeAll()),
  };

  if (compact) {
    const here = byKey.get(activeKey);
    return (
      <div className={styles.tabSwitcher}>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              ...tabs.map((t) => ({ key: tabKey(t.path), label: t.name })),
              { type: 'divider' as const },
              ...TAB_ACTIONS,
            ],
            selectedKeys: [activeKey],
            onClick: ({ key }) => {
              const tab = byKey.get(key);
              if (tab) void navigate(tab.path);
              else actions.onClick({ key });
            },
          }}
        >
          <Button
            type="text"
            size="small"
            className={styles.tabSwitcherButton}
            icon={<DownOutlined />}
            iconPlacement="end"
          >
            <span className={styles.tabSwitcherName}>{here?.name ?? route?.meta.title ?? '页面'}</span>
          </Button>
        </Dropdown>
        <span className={styles.tabSwitcherCount}>已打开 {tabs.length} 个页面</span>
      </div>
    );
  }

  return (
    <nav className={styles.tabs} aria-label="已打开的页面">
      <ul className={styles.tabList}>
        {tabs.map((t) => {
          const active = tabKey(t.path) === activeKey;
          return (
            <li
              key={tabKey(t.path)}
              ref={active ? current : undefined}
              className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            >
              <Link to={t.path} className={styles.tabLink} aria-current={active ? 'page' : undefined}>
                {t.name}
              </Link>
              {isClosable(t) && (
                <button
                  type="button"
                  className={styles.tabClose}
                  aria-label={`关闭${t.name}`}
                  onClick={() => close(t.path)}
                >
                  <CloseOutlined aria-hidden />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <Dropdown trigger={['click']} menu={actions}>
        <Button type="text" size="small" icon={<DownOutlined />} aria-label="标签操作" />
      </Dropdown>
    </nav>
  );
}
