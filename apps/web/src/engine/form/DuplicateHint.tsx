import { WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { DuplicateMatch } from '../entity-api.ts';
import styles from './form.module.css';

type Props = {
  matches: readonly DuplicateMatch[];
  /** the detail page of a visible record */
  infoPath?: (id: number) => string;
};

/** The records sharing a value: each one's name (a link when the member may see it), the value and the owner. */
export function DuplicateList({ matches, infoPath }: Props) {
  return (
    <ul>
      {matches.map((m, i) => (
        <li key={`${m.field}-${m.id ?? 'hidden'}-${i}`}>
          {m.visible && m.id !== null && infoPath ? (
            <Link to={infoPath(m.id)} target="_blank">
              {m.title}
            </Link>
          ) : (
            <span>{m.title}</span>
          )}
          <span className={styles.duplicateMeta}>
            {m.label}：{m.value}　负责人：{m.owner_user_name || '--'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Records sharing the field's value, under the field. */
export function DuplicateHint({ matches, infoPath }: Props) {
  if (matches.length === 0) return null;
  return (
    <div className={styles.duplicates} role="status">
      <div className={styles.duplicatesTitle}>
        <WarningOutlined /> 已存在 {matches.length} 条{matches[0].label}相同的记录
      </div>
      <DuplicateList matches={matches} infoPath={infoPath} />
    </div>
  );
}
