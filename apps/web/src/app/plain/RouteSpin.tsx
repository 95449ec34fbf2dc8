import styles from './RouteSpin.module.css';

/**
 * PageSpin (antd's large Spin with 加载中…) as plain elements, for the route frames: they show it while the code of
 * a page loads, before antd may have loaded.
 */
export function RouteSpin({ full = false }: { full?: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: full ? '100vh' : 320,
        width: '100%',
      }}
    >
      <div className={styles.spin} aria-live="polite" aria-busy="true">
        <span className={styles.holder}>
          <span className={styles.dots}>
            <i className={styles.dot} />
            <i className={styles.dot} />
            <i className={styles.dot} />
            <i className={styles.dot} />
          </span>
        </span>
        <div className={styles.description}>加载中…</div>
      </div>
    </div>
  );
}
