import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Result, Row, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { loginUrl } from '../../api/login-url.ts';
import { SESSION_KEYS } from '../../app/session/SessionGate.tsx';
import { useOptionalSession } from '../../components/auth/session-context.ts';
import { accountApi } from './account-api.ts';
import { AccessTokensCard } from './AccessTokensCard.tsx';
import { AvatarUpload } from './AvatarUpload.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

const or = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);
export const PROFILE_KEY = ['account', 'profile'] as const;

/** 个人资料: the signed-in member's details, avatar, nick name and email, password and access tokens; or an invitation to sign in. */
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
  return <OwnProfile />;
}

function OwnProfile() {
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: () => accountApi.profile().then((r) => r.data) });
  // the header shows the nick name and avatar of the session
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSION_KEYS.user }),
    ]);

  if (profile.isPending) return <Skeleton active avatar style={{ padding: 24 }} />;
  if (profile.isError) {
    return (
      <Result
        status="error"
        title="个人资料加载失败"
        extra={<Button onClick={() => profile.refetch()}>重新加载</Button>}
      />
    );
  }
  const p = profile.data;
  const roles = p.role_name ? p.role_name.split(',').map((r) => <Tag key={r}>{r}</Tag>) : '—';
  return (
    <div style={{ padding: 16 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card>
            <div style={{ textAlign: 'center' }}>
              <AvatarUpload url={p.avatar_url} onChanged={refresh} />
              <div style={{ fontSize: 20, fontWeight: 600, marginTop: 12 }}>{p.user_name}</div>
              <div style={{ color: 'rgba(0,0,0,0.45)' }}>{p.nick_name || p.ranks}</div>
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title="基本资料">
            <Descriptions
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'name', label: '姓名', children: or(p.user_name) },
                { key: 'nick', label: '昵称', children: or(p.nick_name) },
                { key: 'phone', label: '手机号', children: or(p.user_phone) },
                { key: 'email', label: '邮箱', children: or(p.user_email) },
                { key: 'dept', label: '部门', children: or(p.dept_name) },
                { key: 'roles', label: '角色', children: roles },
                { key: 'job', label: '工号', children: or(p.job_number) },
                { key: 'ranks', label: '职级', children: or(p.ranks) },
              ]}
            />
            <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12, marginTop: 8 }}>
              姓名、手机号、部门和角色由管理员在组织架构中维护。
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="修改资料">
            <ProfileForm key={`${p.nick_name}|${p.user_email}`} profile={p} onSaved={refresh} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="修改密码">
            <PasswordForm />
          </Card>
        </Col>
        <Col xs={24}>
          <AccessTokensCard />
        </Col>
      </Row>
    </div>
  );
}
