import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Its children where they are seen, and `placeholder` (else an empty box of `width`) where the page hides them from
 * assistive technology (aria-hidden): antd's table copies every column title into a hidden row to measure it, and a
 * copy of a control there (the select-all checkbox, a sort button) would be one nobody sees but the keyboard reaches.
 */
export function VisibleOnly({
  children,
  placeholder,
  width = 16,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
  width?: number;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => setHidden(ref.current?.closest('[aria-hidden="true"]') != null), []);
  return (
    <span ref={ref} style={hidden && placeholder === undefined ? { display: 'inline-block', width } : undefined}>
      {hidden ? placeholder : children}
    </span>
  );
}

/** rowSelection.columnTitle keeping the select-all checkbox out of antd's hidden measuring row (see VisibleOnly). */
export const selectAllTitle = (checkbox: ReactNode) => <VisibleOnly>{checkbox}</VisibleOnly>;
