import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { ROUTE_BY_NAME } from '@suwork/domain';
import { Avatar, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { useSession } from '../../components/auth/session-context.ts';
import { useSignOut } from '../session/use-sign-out.ts';
import styles from './Shell.module.css';

const PROFILE_PATH = ROUTE_BY_NAME.get('user')?.path ?? '/user/user';

export function UserMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: '个人资料' },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: '退出' },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') void navigate(PROFILE_PATH);
          if (key === 'logout') void signOut();
        },
      }}
    >
      <button type="button" className={styles.user} aria-label={`用户菜单：${user.name}`}>
        <Avatar size={28} src={user.avatar || undefined} icon={<UserOutlined />} />
        <span className={styles.userName}>{user.name}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
