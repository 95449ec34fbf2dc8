import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { MSG, PRODUCT_TITLE } from '@suwork/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { HttpError } from '../api/http.ts';
import { PrimaryButton } from '../app/plain/PrimaryButton.tsx';
import { signIn } from '../app/session/sign-in.ts';
import styles from './Login.module.css';
import { LoginInput } from './LoginInput.tsx';

type Field = 'username' | 'password';
type Errors = Partial<Record<Field, string>>;

// Two fields validated by hand, and no antd on this page (its fields and button are plain elements styled like antd's):
// antd and its style engine would more than double the code the sign-in page loads and runs.
export function validateLogin(username: string, password: string): Errors {
  const errors: Errors = {};
  if (!username.trim()) errors.username = MSG.inputUsername;
  if (!password) errors.password = MSG.inputPassword;
  return errors;
}

export function Login() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(username, password);
    setErrors(found);
    setServerError(undefined);
    if (found.username) usernameRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    if (Object.keys(found).length > 0 || submitting) return;
    setSubmitting(true);
    // the signed-in app's code (none of which this page loads) comes while the server checks the password
    void import('../app/signed-in/SignedInApp.tsx').catch(() => undefined);
    try {
      await signIn(username.trim(), password);
    } catch (err) {
      // transport failures are already shown by the HTTP client
      if (err instanceof HttpError && err.kind === 'business') setServerError(err.message);
      setSubmitting(false);
    }
  };

  const edit = (field: Field, value: string) => {
    if (field === 'username') setUsername(value);
    else setPassword(value);
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
    setServerError(undefined);
  };

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate aria-label="登录">
        <div className={styles.brand}>{PRODUCT_TITLE}</div>
        <div className={styles.slogan}>企业经营管理平台</div>
        {serverError && (
          <div className={styles.serverError} role="alert">
            {serverError}
          </div>
        )}
        <div className={styles.field}>
          <LoginInput
            ref={usernameRef}
            icon={UserOutlined}
            label="账号"
            autoComplete="username"
            autoFocus
            value={username}
            error={!!errors.username}
            onChange={(value) => edit('username', value)}
          />
          <div className={styles.help} role={errors.username ? 'alert' : undefined}>
            {errors.username}
          </div>
        </div>
        <div className={styles.field}>
          <LoginInput
            ref={passwordRef}
            icon={LockOutlined}
            label="密码"
            password
            autoComplete="current-password"
            value={password}
            error={!!errors.password}
            onChange={(value) => edit('password', value)}
          />
          <div className={styles.help} role={errors.password ? 'alert' : undefined}>
            {errors.password}
          </div>
        </div>
        <PrimaryButton htmlType="submit" size="large" block loading={submitting} className={styles.submit}>
          登 录
        </PrimaryButton>
        <div className={styles.links}>
          没有账号？<Link to="/registered">注册</Link>
        </div>
      </form>
      <div className={styles.footer}>
        © {new Date().getFullYear()} {PRODUCT_TITLE}
      </div>
    </div>
  );
}
