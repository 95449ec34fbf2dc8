import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { MSG, PRODUCT_TITLE } from '@suwork/domain';
import { Button } from 'antd';
// Input's and Password's own files: antd's `Input` also brings TextArea, Search, OTP and Group (about 7 KB gzip).
import Input, { type InputRef } from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { HttpError } from '../api/http.ts';
import { signIn } from '../app/session/sign-in.ts';
import styles from './Login.module.css';

type Field = 'username' | 'password';
type Errors = Partial<Record<Field, string>>;

// Two fields validated by hand: antd's Form (validator, tooltips) would add about 20 KB gzip to the sign-in page.
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
  const usernameRef = useRef<InputRef>(null);
  const passwordRef = useRef<InputRef>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(username, password);
    setErrors(found);
    setServerError(undefined);
    if (found.username) usernameRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    if (Object.keys(found).length > 0 || submitting) return;
    setSubmitting(true);
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
          <Input
            ref={usernameRef}
            size="large"
            prefix={<UserOutlined />}
            placeholder="账号"
            aria-label="账号"
            autoComplete="username"
            autoFocus
            value={username}
            status={errors.username ? 'error' : undefined}
            onChange={(e) => edit('username', e.target.value)}
          />
          <div className={styles.help} role={errors.username ? 'alert' : undefined}>
            {errors.username}
          </div>
        </div>
        <div className={styles.field}>
          <Password
            ref={passwordRef}
            size="large"
            prefix={<LockOutlined />}
            placeholder="密码"
            aria-label="密码"
            autoComplete="current-password"
            value={password}
            status={errors.password ? 'error' : undefined}
            onChange={(e) => edit('password', e.target.value)}
          />
          <div className={styles.help} role={errors.password ? 'alert' : undefined}>
            {errors.password}
          </div>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting} className={styles.submit}>
          登 录
        </Button>
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
