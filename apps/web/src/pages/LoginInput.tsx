import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { AntIcon } from '../app/plain/AntIcon.tsx';
import styles from './LoginInput.module.css';

type Props = {
  ref?: Ref<HTMLInputElement>;
  icon: IconDefinition;
  /** placeholder and accessible name */
  label: string;
  /** masked, with the button that shows and hides it */
  password?: boolean;
  autoComplete: string;
  autoFocus?: boolean;
  value: string;
  error: boolean;
  onChange: (value: string) => void;
};

const prevent = (e: SyntheticEvent) => e.preventDefault();

/** A large antd Input (Input.Password with `password`) with a prefix icon, as plain elements. */
export function LoginInput({
  ref,
  icon,
  label,
  password = false,
  autoComplete,
  autoFocus,
  value,
  error,
  onChange,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current!, []);
  const [visible, setVisible] = useState(false);

  // React mirrors the value in the `value` attribute (again after each change event, hence the timeout): a password
  // is kept out of the page's markup.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (input.current?.type === 'password') input.current.removeAttribute('value');
    });
    return () => clearTimeout(timer);
  });

  const toggleKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    if (!e.repeat) setVisible(!visible);
  };

  return (
    // a click anywhere in the box (the icons too) puts the cursor in the field
    <span className={`${styles.box} ${error ? styles.error : ''}`} onClick={() => input.current?.focus()}>
      <span className={styles.prefix}>
        <AntIcon icon={icon} />
      </span>
      <input
        ref={input}
        autoComplete={autoComplete}
        placeholder={label}
        aria-label={label}
        className={styles.input}
        type={password && !visible ? 'password' : 'text'}
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {password && (
        <span className={styles.suffix}>
          {/* mouse events kept from moving the focus and the cursor */}
          <span
            role="button"
            tabIndex={0}
            className={styles.toggle}
            aria-disabled="false"
            aria-pressed={visible}
            aria-label={visible ? '隐藏' : '显示'}
            onMouseDown={prevent}
            onMouseUp={prevent}
            onKeyDown={toggleKey}
            onClick={() => setVisible(!visible)}
          >
            <AntIcon icon={visible ? EyeOutlined : EyeInvisibleOutlined} />
          </span>
        </span>
      )}
    </span>
  );
}
