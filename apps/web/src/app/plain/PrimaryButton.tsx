import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { AntIcon } from './AntIcon.tsx';
import styles from './PrimaryButton.module.css';

type Props = {
  children: ReactNode;
  size?: 'middle' | 'large';
  block?: boolean;
  /** shows the spinning icon and ignores clicks (a submit button then does not submit) */
  loading?: boolean;
  htmlType?: 'button' | 'submit';
  className?: string;
  onClick?: (e: MouseEvent<HTMLButtonElement>) => void;
};

type Wave = { id: number; color: string };

/**
 * antd's primary Button (solid, with the click wave and the loading icon) without loading antd, for the pages that
 * must show before antd has loaded: the sign-in page and the page shown when code fails to load.
 */
export function PrimaryButton({
  children,
  size = 'middle',
  block = false,
  loading = false,
  htmlType = 'button',
  className,
  onClick,
}: Props) {
  const [wave, setWave] = useState<Wave>();
  // the loading icon stays while it shrinks away
  const [iconShown, setIconShown] = useState(loading);
  if (loading && !iconShown) setIconShown(true);

  const click = (e: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      e.preventDefault();
      return;
    }
    // antd's wave takes the colour the button has when clicked (hovered, pressed)
    setWave({ id: (wave?.id ?? 0) + 1, color: getComputedStyle(e.currentTarget).backgroundColor });
    onClick?.(e);
  };

  const classes = [
    styles.button,
    size === 'large' && styles.large,
    block && styles.block,
    loading && styles.loading,
    className,
  ];
  return (
    <button type={htmlType} className={classes.filter(Boolean).join(' ')} onClick={click}>
      {wave && (
        <span
          key={wave.id}
          className={styles.wave}
          style={{ color: wave.color }}
          onAnimationEnd={(e) => e.target === e.currentTarget && setWave(undefined)}
        >
          <span className={styles.waveRing} />
        </span>
      )}
      {iconShown && (
        <span
          className={`${styles.icon} ${loading ? styles.iconIn : styles.iconOut}`}
          onAnimationEnd={(e) => e.target === e.currentTarget && !loading && setIconShown(false)}
        >
          <AntIcon icon={LoadingOutlined} spin />
        </span>
      )}
      <span>{children}</span>
    </button>
  );
}
