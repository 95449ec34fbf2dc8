import { Tooltip } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './EllipsisText.module.css';

type Props = {
  text: string;
  /** shown instead of the text (the tooltip still shows `text`) */
  children?: ReactNode;
  /** makes the text a link to this path */
  to?: string;
  /** makes the text a link to this address outside the app (tel:, mailto:) */
  href?: string;
  className?: string;
};

/** One line cut with an ellipsis; the full text shows in a tooltip only when it does not fit. */
export function EllipsisText({ text, children, to, href, className }: Props) {
  const ref = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const enter = () => {
    const el = ref.current;
    setOpen(el !== null && el.scrollWidth > el.clientWidth);
  };
  const leave = () => setOpen(false);
  const events = { onMouseEnter: enter, onMouseLeave: leave, onFocus: enter, onBlur: leave };
  const cls = className ? `${styles.ellipsis} ${className}` : styles.ellipsis;
  return (
    <Tooltip title={text} open={open} placement="topLeft">
      {to ? (
        <Link ref={(el) => void (ref.current = el)} to={to} className={cls} {...events}>
          {children ?? text}
        </Link>
      ) : href ? (
        <a ref={(el) => void (ref.current = el)} href={href} className={cls} {...events}>
          {children ?? text}
        </a>
      ) : (
        <span ref={(el) => void (ref.current = el)} className={cls} {...events}>
          {children ?? text}
        </span>
      )}
    </Tooltip>
  );
}
