import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import type { Crumb } from './menu-model.ts';
import { MessageBell } from './MessageBell.tsx';
import { NoticeBell } from './NoticeBell.tsx';
import styles from './Shell.module.css';
import { UserMenu } from './UserMenu.tsx';

export function HeaderBar({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <header className={styles.header}>
      <Breadcrumb items={crumbs.map((c) => ({ title: c.path ? <Link to={c.path}>{c.title}</Link> : c.title }))} />
      <div className={styles.headerRight}>
        <NoticeBell />
        <MessageBell />
        <UserMenu />
      </div>
    </header>
  );
}
