import { MenuOutlined } from '@ant-design/icons';
import { PRODUCT_TITLE } from '@suwork/domain';
import { Breadcrumb, Button } from 'antd';
import { Link } from 'react-router';
import type { Crumb } from './menu-model.ts';
import { MessageBell } from './MessageBell.tsx';
import { NoticeBell } from './NoticeBell.tsx';
import styles from './Shell.module.css';
import { UserMenu } from './UserMenu.tsx';

/** The header: the breadcrumb, or on a phone (`onMenu`) the button that opens the menus; the bells and the user menu. */
export function HeaderBar({ crumbs, onMenu }: { crumbs: readonly Crumb[]; onMenu?: () => void }) {
  return (
    <header className={styles.header}>
      {onMenu ? (
        <div className={styles.headerLeft}>
          <Button type="text" icon={<MenuOutlined />} aria-label="打开菜单" onClick={onMenu} />
          <span className={styles.headerProduct}>{PRODUCT_TITLE}</span>
        </div>
      ) : (
        <Breadcrumb items={crumbs.map((c) => ({ title: c.path ? <Link to={c.path}>{c.title}</Link> : c.title }))} />
      )}
      <div className={styles.headerRight}>
        <NoticeBell />
        <MessageBell />
        <UserMenu />
      </div>
    </header>
  );
}
