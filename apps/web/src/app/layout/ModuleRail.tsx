import { AppstoreOutlined } from '@ant-design/icons';
import { PRODUCT_TITLE } from '@suwork/domain';
import { useNavigate } from 'react-router';
import type { MenuNode } from '../../api/session-api.ts';
import { nodeIcon } from './icons.ts';
import styles from './Shell.module.css';

/** First-level menu: one entry per module the user may open. */
export function ModuleRail({ modules, activeSeg }: { modules: readonly MenuNode[]; activeSeg: string | undefined }) {
  const navigate = useNavigate();
  return (
    <nav className={styles.rail} aria-label="一级菜单">
      <div className={styles.logo} title={PRODUCT_TITLE}>
        {PRODUCT_TITLE}
      </div>
      {modules.map((m) => {
        const Icon = nodeIcon(m.icon) ?? AppstoreOutlined;
        const active = m.node_name === activeSeg;
        return (
          <button
            key={m.node_id}
            type="button"
            className={active ? `${styles.railItem} ${styles.railItemActive}` : styles.railItem}
            aria-current={active ? 'page' : undefined}
            onClick={() => m.path && void navigate(m.path)}
          >
            <Icon />
            <span>{m.title}</span>
          </button>
        );
      })}
    </nav>
  );
}
