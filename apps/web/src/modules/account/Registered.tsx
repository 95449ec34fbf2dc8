import { PRODUCT_TITLE } from '@suwork/domain';
import { App, Button, Result } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { startSession } from '../../app/session/sign-in.ts';
import { PageSpin } from '../../components/PageSpin.tsx';
import { accountApi, type SetupState } from './account-api.ts';
import { CompanySetupForm } from './CompanySetupForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import styles from './Registered.module.css';

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'form'; state: SetupState }
  | { kind: 'registered'; message: string };

/**
 * 注册 (/registered, public). On an empty install: company set-up (company name and first administrator, who is
 * signed in). Afterwards: staff registration with the company invitation code.
 */
export function Registered() {
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'loading' });

  const load = useCallback(() => {
    setView({ kind: 'loading' });
    accountApi.setupState().then(
      (r) => setView({ kind: 'form', state: r.data }),
      () => setView({ kind: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);

  const body = () => {
    switch (view.kind) {
      case 'loading':
        return <PageSpin />;
      case 'failed':
        return <Result status="error" title="页面加载失败" extra={<Button onClick={load}>重新加载</Button>} />;
      case 'registered':
        return (
          <Result
            status="success"
            title={view.message}
            subTitle="管理员启用账号后，即可用手机号和密码登录"
            extra={
              <Button type="primary" onClick={() => navigate('/login')}>
                返回登录
              </Button>
            }
          />
        );
      case 'form':
        return view.state.is_setup ? (
          <>
            <h1 className={styles.title}>员工注册</h1>
            <div className={styles.subtitle}>
              {view.state.company_name ? `加入「${view.state.company_name}」` : `加入 ${PRODUCT_TITLE}`}
            </div>
            <RegisterForm onDone={(message) => setView({ kind: 'registered', message })} />
          </>
        ) : (
          <>
            <h1 className={styles.title}>创建公司</h1>
            <div className={styles.subtitle}>首次使用，请填写公司名称并设置管理员账号</div>
            <CompanySetupForm
              onDone={(result) => {
                startSession(result);
                void navigate('/', { replace: true });
              }}
            />
          </>
        );
    }
  };

  return (
    <App>
      <div className={styles.page}>
        <div className={styles.card}>
          {body()}
          {view.kind !== 'registered' && (
            <div className={styles.footer}>
              已有账号？<Link to="/login">登录</Link>
            </div>
          )}
        </div>
      </div>
    </App>
  );
}
