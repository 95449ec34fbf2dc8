import { AppstoreOutlined, CloseOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { Button, Empty, Layout, Menu, type MenuProps } from 'antd';
import { createElement, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MenuNode } from '../../api/session-api.ts';
import { nodeIcon } from './icons.ts';
import { DEFAULT_MENU_TITLE, groupKeyOf, sideEntries, type SideEntry } from './menu-model.ts';
import styles from './Shell.module.css';

type MenuItem = Required<MenuProps>['items'][number];

const iconFor = (name: string | undefined, fallback?: typeof AppstoreOutlined) => {
  const Icon = nodeIcon(name) ?? fallback;
  return Icon ? createElement(Icon) : undefined;
};

const toItems = (entries: readonly SideEntry[]): MenuItem[] =>
  entries.map((e) =>
    e.kind === 'page'
      ? { key: e.path, label: e.title, icon: iconFor(e.icon, AppstoreOutlined) }
      : {
          key: e.key,
          label: e.title,
          icon: iconFor(e.icon, AppstoreOutlined),
          children: e.pages.map((p) => ({ key: p.path, label: p.title })),
        },
  );

type Props = {
  module: MenuNode | undefined;
  selected: string | undefined;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** in the phone's drawer: a page was chosen (the drawer closes), and no collapse toggle */
  onNavigate?: () => void;
};

/** Second-level menu: the pages of the active module, grouped, with the collapse toggle. */
export function SideMenu({ module, selected, open, onToggle, onNavigate }: Props) {
  const navigate = useNavigate();
  const entries = useMemo(() => sideEntries(module), [module]);
  const items = useMemo(() => toItems(entries), [entries]);
  const selectedGroup = groupKeyOf(entries, selected);
  const [openKeys, setOpenKeys] = useState<string[]>(selectedGroup ? [selectedGroup] : []);

  useEffect(() => {
    if (selectedGroup) setOpenKeys((keys) => (keys.includes(selectedGroup) ? keys : [...keys, selectedGroup]));
  }, [selectedGroup]);

  return (
    <Layout.Sider
      className={styles.sider}
      theme="light"
      width={208}
      collapsedWidth={64}
      collapsed={!open}
      trigger={null}
    >
      <div className={styles.siderHead}>
        {open && <span className={styles.siderTitle}>{module?.title ?? DEFAULT_MENU_TITLE}</span>}
        {onNavigate ? (
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label="关闭菜单"
            onClick={() => onToggle(false)}
          />
        ) : (
          <Button
            type="text"
            size="small"
            icon={open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            aria-label={open ? '收起菜单' : '展开菜单'}
            onClick={() => onToggle(!open)}
          />
        )}
      </div>
      {items.length === 0 ? (
        open && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} />
      ) : (
        <Menu
          mode="inline"
          items={items}
          selectedKeys={selected ? [selected] : []}
          {...(open ? { openKeys, onOpenChange: setOpenKeys } : {})}
          onClick={({ key }) => {
            void navigate(key);
            onNavigate?.();
          }}
          className={styles.menu}
        />
      )}
    </Layout.Sider>
  );
}
