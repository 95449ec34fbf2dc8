import { MSG, type TodoSection } from '@suwork/domain';
import { Card } from 'antd';
import { Link } from 'react-router';
import { PlainList, PlainListItem } from '../../../components/PlainList.tsx';
import styles from './home.module.css';

/**
 * On a phone, the to-do sections with nothing waiting, one line each (its 暂无数据 and a link to its list), so the
 * first screen shows what does wait: 暂无待办 when nothing does anywhere.
 */
export function IdleTodoCard({ sections, alone }: { sections: readonly TodoSection[]; alone: boolean }) {
  return (
    <Card size="small" className={styles.idle} title={alone ? '暂无待办' : '其他待办'}>
      <PlainList
        size="small"
        split={false}
        items={sections}
        rowKey={(s) => s.key}
        renderItem={(s) => (
          <PlainListItem className={styles.item}>
            <span className={styles.idleTitle}>{s.title}</span>
            <span className={styles.itemTime}>{MSG.empty}</span>
            {s.morePath && (
              <Link to={s.morePath} aria-label={`查看${s.title}`}>
                查看
              </Link>
            )}
          </PlainListItem>
        )}
      />
    </Card>
  );
}
