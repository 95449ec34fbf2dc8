import { Avatar, Space } from 'antd';
import type { ReactNode } from 'react';
import styles from './approval.module.css';

type Person = { user_id: number; user_name: string; avatar_url?: string };

/** Members of a step: avatar (the name's first character when there is no picture) and name, each with `extra`. */
export function StepUsers<P extends Person>({ users, extra }: { users: readonly P[]; extra?: (u: P) => ReactNode }) {
  return (
    <Space size={[16, 8]} wrap>
      {users.map((u) => (
        <span key={u.user_id} className={styles.user}>
          <Avatar size={28} src={u.avatar_url || undefined}>
            {(u.user_name || '?').slice(0, 1)}
          </Avatar>
          <span>{u.user_name || '--'}</span>
          {extra?.(u)}
        </span>
      ))}
    </Space>
  );
}
