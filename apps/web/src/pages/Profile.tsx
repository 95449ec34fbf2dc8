import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Descriptions, Result } from 'antd';
import { useNavigate } from 'react-router';
import { loginUrl } from '../api/login-url.ts';
import { useOptionalSession } from '../app/session/session-context.ts';

const or = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

/** 个人资料: the signed-in user's account, or an invitation to sign in. */
export function Profile() {
  const session = useOptionalSession();
  const navigate = useNavigate();

  if (!session) {
    return (
      <Result
        status="info"
        title="个人资料"
        subTitle="登录后可查看个人资料"
        extra={
          <Button type="primary" onClick={() => navigate(loginUrl('/user/user'))}>
            去登录
          </Button>
        }
      />
    );
  }

  const { user } = session;
  return (
    <div style={{ padding: 24 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 }}>
        <Avatar size={64} src={user.avatar || undefined} icon={<UserOutlined />} />
        <div>
          <div style={{ fontSize: 20, fontWeight: 600 }}>{user.name}</div>
          <div style={{ color: 'rgba(0,0,0,0.45)' }}>{user.nick_name}</div>
        </div>
      </div>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        bordered
        items={[
          { key: 'name', label: '用户名', children: or(user.name) },
          { key: 'nick', label: '昵称', children: or(user.nick_name) },
          { key: 'role', label: '角色', children: or(user.role_name) },
          { key: 'uid', label: '用户编号', children: or(user.uid) },
          { key: 'dept', label: '部门编号', children: or(user.dept_id) },
        ]}
      />
    </div>
  );
}
