import { DownOutlined } from '@ant-design/icons';
import type { AppRoute } from '@suwork/domain';
import { Button, Dropdown, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { isClosable, tabKey } from '../work-tabs.ts';
import styles from './Shell.module.css';
import { useWorkTabs } from './use-work-tabs.ts';

const TAB_ACTIONS = [
  { key: 'others', label: '关闭其他' },
  { key: 'all', label: '关闭全部' },
];

/**
 * The visited pages as tabs; on a phone (`compact`) one button naming the current page, whose menu switches to
 * another open page or closes them.
 */
export function WorkTabsBar({ route, fullPath, compact = false }: { route: AppRoute | undefined; fullPath: string; compact?: boolean }) {
  const navigate = useNavigate();
  const { tabs, close, closeOthers, closeAll } = useWorkTabs(route, fullPath);
  const byKey = new Map(tabs.map((t) => [tabKey(t.path), t]));
  const activeKey = route ? tabKey(fullPath) : '';

  if (compact) {
    const current = byKey.get(activeKey);
    return (
      <div className={styles.tabSwitcher}>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [...tabs.map((t) => ({ key: tabKey(t.path), label: t.name })), { type: 'divider' as const }, ...TAB_ACTIONS],
            selectedKeys: [activeKey],
            onClick: ({ key }) => {
              const tab = byKey.get(key);
              if (tab) void navigate(tab.path);
              else if (key === 'others') closeOthers();
              else closeAll();
            },
          }}
        >
          <Button type="text" size="small" className={styles.tabSwitcherButton} icon={<DownOutlined />} iconPlacement="end">
            <span className={styles.tabSwitcherName}>{current?.name ?? route?.meta.title ?? '页面'}</span>
          </Button>
        </Dropdown>
        <span className={styles.tabSwitcherCount}>已打开 {tabs.length} 个页面</span>
      </div>
    );
  }

  return (
    <div className={styles.tabs}>
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={activeKey}
        onChange={(key) => {
          const tab = byKey.get(key);
          if (tab) void navigate(tab.path);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(byKey.get(key)?.path ?? key);
        }}
        items={tabs.map((t) => ({ key: tabKey(t.path), label: t.name, closable: isClosable(t) }))}
        tabBarExtraContent={{
          right: (
            <Dropdown
              trigger={['click']}
              menu={{
                items: TAB_ACTIONS,
                onClick: ({ key }) => (key === 'others' ? closeOthers() : closeAll()),
              }}
            >
              <Button type="text" size="small" icon={<DownOutlined />} aria-label="标签操作" />
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
