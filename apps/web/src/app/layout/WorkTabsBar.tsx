import { DownOutlined } from '@ant-design/icons';
import type { AppRoute } from '@suwork/domain';
import { Button, Dropdown, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { isClosable, tabKey } from '../work-tabs.ts';
import styles from './Shell.module.css';
import { useWorkTabs } from './use-work-tabs.ts';

export function WorkTabsBar({ route, fullPath }: { route: AppRoute | undefined; fullPath: string }) {
  const navigate = useNavigate();
  const { tabs, close, closeOthers, closeAll } = useWorkTabs(route, fullPath);
  const byKey = new Map(tabs.map((t) => [tabKey(t.path), t]));

  return (
    <div className={styles.tabs}>
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={route ? tabKey(fullPath) : ''}
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
                items: [
                  { key: 'others', label: '关闭其他' },
                  { key: 'all', label: '关闭全部' },
                ],
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
